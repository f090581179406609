/**
 * Words for the SVG artwork that story fixtures draw (vendor logos, banners), as outlines in the bundled
 * Noto Sans Bold. An SVG shown through `<img>` can only use the fonts installed on the machine, so `<text>` in
 * it would make screenshot baselines depend on that machine; outlines do not. Stories and fixtures only: the
 * fonts are inlined into this module, which the portal never imports.
 */
import opentype from 'opentype.js'
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline'
import thaiBold from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff?inline'

function parseDataUrl(dataUrl: string): opentype.Font {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return opentype.parse(bytes.buffer)
}

/** Latin first; Thai supplies ฿ and Thai letters. */
const FONTS = [parseDataUrl(latinBold), parseDataUrl(thaiBold)]

export interface FixtureTextOptions {
  x: number
  /** The baseline. */
  y: number
  size: number
  fill: string
  anchor?: 'start' | 'middle'
}

/** `<path>` drawing `text`; a character no bundled font has is left out. */
export function fixtureText(text: string, { x, y, size, fill, anchor = 'start' }: FixtureTextOptions): string {
  const placed: { glyph: opentype.Glyph; offset: number }[] = []
  let offset = 0
  for (const char of text) {
    const font = FONTS.find((f) => f.charToGlyphIndex(char) > 0)
    if (!font) continue
    const glyph = font.charToGlyph(char)
    placed.push({ glyph, offset })
    offset += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm
  }
  const left = anchor === 'middle' ? x - offset / 2 : x
  const data = placed.map(({ glyph, offset: at }) => glyph.getPath(left + at, y, size).toPathData(2)).join('')
  return `<path fill="${fill}" d="${data}"/>`
}
