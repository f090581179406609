/**
 * Brotli and gzip copies of every built text asset, made once at build time (the best levels, which are too
 * slow to run per request), so the server sends `main.js.br` to a browser that accepts Brotli and never
 * compresses a static file on the fly. Fonts (woff2 is already compressed) and images are left alone; so is
 * index.html, which the server rewrites per merchant and compresses as it sends it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest|xml)$/
/** Smaller files fit in one packet anyway. */
const MIN_BYTES = 1024

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* walk(path)
    } else yield path
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`; returns how many it compressed. */
export function precompressDirectory(dir: string): number {
  let count = 0
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
    const content = readFileSync(file)
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    })
    writeFileSync(`${file}.br`, brotli)
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    count += 1
  }
  return count
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'portico:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      precompressDirectory(outDir)
    },
  }
}
