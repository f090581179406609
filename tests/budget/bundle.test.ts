/**
 * Byte budgets of the built portal (deterministic, so they are tests; timings are benchmarks, never tests).
 * `npm test` builds the portal before this suite runs; alone: `npm run build && npm run test:budget`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
/** The build to measure: dist/portal, or PORTICO_STATIC_DIR (as the server reads it) for a build made elsewhere. */
const dist = resolve(root, process.env.PORTICO_STATIC_DIR ?? 'dist/portal')
const manifestPath = join(dist, '.vite/manifest.json')
/**
 * The JavaScript index.html names: the entry and its static imports, which the build keeps in one chunk (start,
 * stores, theme, router, layout, home page; see vite.config.ts). A ceiling against growth, a little above what it
 * weighs today (192.6 KB: MUI's dialog machinery left it with the token gate's dialog; the money and games calls
 * added their endpoints and error codes to the contract it carries); all the JavaScript the first screen really
 * downloads (translations, the announcement popup and the home page's games section too) is measured in Chromium by
 * firstScreen.test.ts, against its 233 KB budget.
 */
const HOME_INITIAL_JS_BUDGET = 194 * 1024
/** The game lobby's own JavaScript (the category page and what it alone brings): its ceiling. */
const LOBBY_JS_BUDGET = 50 * 1024
const LOBBY_PAGE = 'src/portal/pages/games/CategoryPage.tsx'
/** The house games' frame build (its own Vite build, beside the portal's). */
const houseDist = resolve(root, process.env.PORTICO_HOUSE_STATIC_DIR ?? 'dist/house')

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

function loadManifest(): Record<string, Chunk> {
  if (!existsSync(manifestPath)) throw new Error(`No build at ${dist}: run \`npm run build\` first.`)
  return JSON.parse(readFileSync(manifestPath, 'utf8'))
}

/** The given chunks and everything they import statically. */
function closure(manifest: Record<string, Chunk>, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build.`)
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

function entryKey(manifest: Record<string, Chunk>): string {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('The manifest has no entry chunk.')
  return entry
}

/** Source files that must each be a lazy chunk: every page but home, and every modal. */
function lazySourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
  const pages = walk(join(root, 'src/portal/pages')).filter((f) => /Page\.tsx$/.test(f) && !f.includes('/home/'))
  const modals = walk(join(root, 'src/portal/modals')).filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
  return [...pages, ...modals].map((f) => relative(root, f))
}

function report(label: string, manifest: Record<string, Chunk>, keys: Set<string>, budget: number): number {
  const rows = [...keys].map((key) => ({ file: manifest[key].file, gzip: gzipBytes(manifest[key].file) }))
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  console.log(
    `${label}: ${kb(total)} gzipped of ${kb(budget)}\n` + rows.map((row) => `  ${row.file.padEnd(48)} ${kb(row.gzip)}`).join('\n'),
  )
  return total
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('bundle budget', () => {
  const manifest = loadManifest()
  const initial = closure(manifest, [entryKey(manifest)])

  it(`home route initial JavaScript is at most ${kb(HOME_INITIAL_JS_BUDGET)} gzipped`, () => {
    expect(report('initial JS for / (index.html)', manifest, initial, HOME_INITIAL_JS_BUDGET)).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET)
  })

  it(`the game lobby route's own JavaScript is at most ${kb(LOBBY_JS_BUDGET)} gzipped`, () => {
    // What opening a category page downloads beyond the entry: its chunk and every chunk it alone imports.
    const lobby = [...closure(manifest, [LOBBY_PAGE])].filter((key) => !initial.has(key))
    expect(report('lobby route (/rng and the other categories)', manifest, new Set(lobby), LOBBY_JS_BUDGET)).toBeLessThanOrEqual(LOBBY_JS_BUDGET)
  })

  it('measures each house game: the frame app and the chunk of each game screen (printed)', () => {
    const houseManifestPath = join(houseDist, '.vite/manifest.json')
    if (!existsSync(houseManifestPath)) throw new Error(`No house build at ${houseDist}: run \`npm run build\` first.`)
    const house: Record<string, Chunk> = JSON.parse(readFileSync(houseManifestPath, 'utf8'))
    const houseEntry = entryKey(house)
    const frame = closure(house, [houseEntry])
    const gzipped = (key: string) => gzipSync(readFileSync(join(houseDist, house[key].file))).length
    const frameBytes = [...frame].reduce((sum, key) => sum + gzipped(key), 0)
    const games = Object.keys(house).filter((key) => /src\/house\/games\/\w+Game\.tsx$/.test(key))
    const rows = games.map((key) => {
      const own = [...closure(house, [key])].filter((k) => !frame.has(k))
      return `  ${key.padEnd(40)} ${kb(own.reduce((sum, k) => sum + gzipped(k), 0))}`
    })
    // Our lottery app is a view of the same frame: its app a lazy chunk of its own, never in a house game's start.
    const lotteryApp = 'src/house/lottery/boot.tsx'
    expect(house[lotteryApp]?.isDynamicEntry, `${lotteryApp} must be loaded with import()`).toBe(true)
    expect(frame.has(lotteryApp)).toBe(false)
    const lotteryOwn = [...closure(house, [lotteryApp])].filter((k) => !frame.has(k))
    rows.push(`  ${'the lottery app (/lottery-app/…)'.padEnd(40)} ${kb(lotteryOwn.reduce((sum, k) => sum + gzipped(k), 0))}`)
    // The cockfighting arena's app likewise: opened for its game alone, never in the frame's start.
    const arenaApp = 'src/house/cockfight/boot.tsx'
    expect(house[arenaApp]?.isDynamicEntry, `${arenaApp} must be loaded with import()`).toBe(true)
    expect(frame.has(arenaApp)).toBe(false)
    const arenaOwn = [...closure(house, [arenaApp])].filter((k) => !frame.has(k))
    rows.push(`  ${'the cockfight arena app'.padEnd(40)} ${kb(arenaOwn.reduce((sum, k) => sum + gzipped(k), 0))}`)
    console.log(`house game frame (house.html): ${kb(frameBytes)} gzipped\neach game's own chunks:\n${rows.join('\n')}`)
    expect(games.length).toBeGreaterThanOrEqual(2)
  })

  it('every route other than home, and every modal, is a lazy chunk', () => {
    const sources = lazySourceFiles()
    console.log(`lazy page and modal chunks: ${sources.length}`)
    expect(sources.length).toBeGreaterThanOrEqual(15)
    for (const source of sources) {
      expect(manifest[source]?.isDynamicEntry, `${source} must be loaded with import()`).toBe(true)
      expect(initial.has(source), `${source} must not be in the initial JavaScript`).toBe(false)
    }
  })
})
