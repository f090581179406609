/**
 * Bundled fonts (no CDN), by unicode-range, so the browser downloads only the files whose characters a page
 * shows. Weights 400 and 700 only. `font-display: swap` (fontsource's default): text shows at once in a
 * fallback and switches when the face arrives.
 * - Noto Sans: Latin, Latin Extended, Vietnamese, Cyrillic, Greek (and more)
 * - Noto Sans Thai, Noto Sans SC (Simplified Chinese, split into many small ranges), Noto Sans Arabic (also Persian, Urdu)
 * Storybook imports this module (every face at once); the portal imports fontFaces/core.ts and loads the Chinese
 * rules with `loadChineseFaces`, before its first render when the page is in Chinese and just after it otherwise.
 */
import './fontFaces/core'
import './fontFaces/chinese'

/** The bundled families, as CSS font-family names. */
export const BUNDLED_FONT_FAMILIES = ['Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', 'Noto Sans Arabic'] as const
