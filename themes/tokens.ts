/**
 * Design tokens: the primitives every colour scheme and component override is built from.
 * Brands do not touch these directly; a brand overrides colours, fonts and radius (see createPortalTheme).
 */

/** Neutral ramp used for text, dividers and surfaces in both colour schemes. */
export const neutral = {
  0: '#ffffff',
  50: '#f6f7fb',
  100: '#eceef4',
  200: '#d9dce6',
  300: '#bcc1cf',
  400: '#8e95a8',
  500: '#646b80',
  600: '#4a5063',
  700: '#343949',
  800: '#222633',
  900: '#161a24',
  950: '#0f1420',
  1000: '#000000',
} as const

/** Status colours before contrast correction (createPortalTheme darkens or lightens them per scheme). */
export const status = {
  success: '#2e7d32',
  warning: '#b26a00',
  error: '#d32f2f',
  info: '#0277bd',
} as const

/** Corner radii in px. `brand.radius` replaces `md`. */
export const radii = { sm: 4, md: 8, lg: 16, pill: 999 } as const

/** The spacing unit in px (MUI `theme.spacing(1)`). */
export const spacingUnit = 8

/**
 * Font stacks. The brand's body font comes first; the bundled Noto families (themes/fonts.ts) cover Thai,
 * Simplified Chinese and Arabic script so every translated language renders with a bundled font.
 */
export const scriptFallbackFonts = ['"Noto Sans Thai"', '"Noto Sans SC"', '"Noto Sans Arabic"'] as const
export const systemFallbackFonts = ['system-ui', 'sans-serif'] as const

export function fontStack(primary: string): string {
  return [`"${primary}"`, ...scriptFallbackFonts, ...systemFallbackFonts].join(', ')
}

/** Only weights 400 and 700 are bundled; typography must not ask for others (the browser would synthesise). */
export const fontWeights = { regular: 400, bold: 700 } as const

/** WCAG AA contrast minimum for normal text. */
export const MIN_TEXT_CONTRAST = 4.5
