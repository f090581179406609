/**
 * Bundled fonts (no CDN). Each @fontsource CSS file declares one @font-face per unicode-range subset, so the
 * browser downloads only the files whose characters a page actually shows. Weights 400 and 700 only.
 * - Noto Sans: Latin, Latin Extended, Vietnamese, Cyrillic, Greek (and more)
 * - Noto Sans Thai, Noto Sans SC (Simplified Chinese, split into many small ranges), Noto Sans Arabic (also Persian, Urdu)
 * Import this module once, at the app's or Storybook's entry.
 */
import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/700.css'
import '@fontsource/noto-sans-thai/400.css'
import '@fontsource/noto-sans-thai/700.css'
import '@fontsource/noto-sans-sc/400.css'
import '@fontsource/noto-sans-sc/700.css'
import '@fontsource/noto-sans-arabic/400.css'
import '@fontsource/noto-sans-arabic/700.css'

/** The bundled families, as CSS font-family names. */
export const BUNDLED_FONT_FAMILIES = ['Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', 'Noto Sans Arabic'] as const
