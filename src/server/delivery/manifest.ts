/**
 * What the page needs besides index.html, read from Vite's build manifest (`dist/portal/.vite/manifest.json`):
 * the chunks a lazy module pulls in (so the server can have them requested right after the first paint, before
 * the entry asks for them) and the bundled font files (so the language's face can be preloaded).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

export interface BuildManifest {
  /** The script files (`assets/x.js`) of a source module and everything it imports statically, minus `exclude`. */
  chunkFiles(source: string, exclude?: ReadonlySet<string>): string[]
  /** The entry chunk and its static imports: what index.html already loads or preloads. */
  readonly entryFiles: ReadonlySet<string>
  /**
   * The built file whose name starts with `prefix` and ends with `.extension` (fontsource names subsets
   * predictably, and ships each face as .woff2 and .woff).
   */
  asset(prefix: string, extension?: string): string | undefined
}

export const EMPTY_MANIFEST: BuildManifest = { chunkFiles: () => [], entryFiles: new Set(), asset: () => undefined }

export function readBuildManifest(staticDir: string): BuildManifest {
  let chunks: Record<string, ManifestChunk>
  let assets: string[]
  try {
    chunks = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
    assets = readdirSync(join(staticDir, 'assets'))
  } catch {
    return EMPTY_MANIFEST
  }
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = chunks[key]
    if (!chunk || seen.has(key)) return seen
    seen.add(key)
    for (const next of chunk.imports ?? []) closure(next, seen)
    return seen
  }
  const entryKey = Object.keys(chunks).find((key) => chunks[key].isEntry)
  const entryFiles = new Set([...(entryKey ? closure(entryKey) : [])].map((key) => chunks[key].file))
  return {
    entryFiles,
    chunkFiles(source, exclude = entryFiles) {
      return [...closure(source)].map((key) => chunks[key].file).filter((file) => !exclude.has(file))
    },
    asset(prefix, extension) {
      const name = assets.find((file) => file.startsWith(prefix) && (extension ? file.endsWith(`.${extension}`) : !/\.(br|gz)$/.test(file)))
      return name ? `assets/${name}` : undefined
    },
  }
}
