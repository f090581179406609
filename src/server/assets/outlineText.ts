/**
 * Text drawn as outlines (SVG paths) in the bundled Noto Sans Bold, for the artwork the server generates.
 * An SVG shown through `<img>` can only use the fonts installed on the viewer's machine, so `<text>` in it looks
 * different on every machine, and glyphs such as ฿ may be missing altogether. Outlines look the same everywhere,
 * which also keeps the visual-regression baselines stable across machines.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype from 'opentype.js'

const require = createRequire(import.meta.url)

/** Latin covers the vendor codes and banner headlines the server draws; Thai adds ฿ and Thai letters. */
const FONT_FILES = [
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff',
] as const

let fonts: opentype.Font[] | undefined

function loadFonts(): opentype.Font[] {
  fonts ??= FONT_FILES.map((file) => {
    const bytes = readFileSync(require.resolve(file))
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  })
  return fonts
}

/** Noto Sans's capital height, as a fraction of the font size: centres capitals on a line. */
export const CAP_HEIGHT = 0.714

export interface OutlineOptions {
  x: number
  /** The baseline. */
  y: number
  size: number
  fill: string
  anchor?: 'start' | 'middle' | 'end'
  /** Extra space after each character, in pixels. */
  letterSpacing?: number
}

/** The width the text takes at `size`, with letter spacing. */
export function textWidth(text: string, size: number, letterSpacing = 0): number {
  return layout(text, size, letterSpacing).width
}

/** `<path>` drawing `text`; characters no bundled font has are skipped rather than drawn as boxes. */
export function outlinedText(text: string, options: OutlineOptions): string {
  const { x, y, size, fill, anchor = 'start', letterSpacing = 0 } = options
  const { glyphs, width } = layout(text, size, letterSpacing)
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
  const data = glyphs.map((g) => pathData(g.glyph.getPath(left + g.offset, y, size))).join('')
  return `<path fill="${fill}" d="${data}"/>`
}

/** A coordinate to two decimals, without trailing zeros ("12.5", "-3", "0"). */
function coordinate(value: number): string {
  const text = value.toFixed(2).replace(/\.?0+$/, '')
  return text === '-0' ? '0' : text
}

/**
 * A glyph's outline as SVG path data, written here rather than by opentype.js's `toPathData`, which writes "NaN" for
 * some coordinates just off a whole number (97.34400000000001 in "Rocket"), ending the drawing there.
 */
function pathData(path: opentype.Path): string {
  let out = ''
  for (const command of path.commands) {
    switch (command.type) {
      case 'M':
      case 'L':
        out += `${command.type}${coordinate(command.x)} ${coordinate(command.y)}`
        break
      case 'Q':
        out += `Q${coordinate(command.x1)} ${coordinate(command.y1)} ${coordinate(command.x)} ${coordinate(command.y)}`
        break
      case 'C':
        out += `C${coordinate(command.x1)} ${coordinate(command.y1)} ${coordinate(command.x2)} ${coordinate(command.y2)} ${coordinate(command.x)} ${coordinate(command.y)}`
        break
      case 'Z':
        out += 'Z'
        break
    }
  }
  return out
}

interface PlacedGlyph {
  glyph: opentype.Glyph
  offset: number
}

function layout(text: string, size: number, letterSpacing: number): { glyphs: PlacedGlyph[]; width: number } {
  const available = loadFonts()
  const glyphs: PlacedGlyph[] = []
  let offset = 0
  let previous: { font: opentype.Font; glyph: opentype.Glyph } | undefined
  for (const char of text) {
    const font = available.find((f) => f.charToGlyphIndex(char) > 0)
    if (!font) continue
    const glyph = font.charToGlyph(char)
    const scale = size / font.unitsPerEm
    if (previous && previous.font === font) offset += font.getKerningValue(previous.glyph, glyph) * scale
    glyphs.push({ glyph, offset })
    offset += (glyph.advanceWidth ?? 0) * scale + letterSpacing
    previous = { font, glyph }
  }
  return { glyphs, width: glyphs.length ? offset - letterSpacing : 0 }
}
