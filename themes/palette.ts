/**
 * The accent part of a colour scheme (primary, secondary and status colours), corrected for contrast against
 * that scheme's surfaces: text drawn in these colours (links, text buttons, outlined chips) and text drawn on
 * them (contained buttons) both meet WCAG AA, whatever colours a brand chooses.
 */
import type { PaletteOptions } from '@mui/material/styles'
import { ensureContrast, readableTextOn } from './colour'
import { MIN_TEXT_CONTRAST, status } from './tokens'

export interface BrandColours {
  primary: string
  secondary: string
  backgroundDark?: string
  backgroundLight?: string
}

export function accentPalette(colours: BrandColours, surfaces: readonly string[]): PaletteOptions {
  const accent = (colour: string) => {
    const main = ensureContrast(colour, surfaces, MIN_TEXT_CONTRAST)
    return { main, contrastText: readableTextOn(main) }
  }
  return {
    primary: accent(colours.primary),
    secondary: accent(colours.secondary),
    success: accent(status.success),
    warning: accent(status.warning),
    error: accent(status.error),
    info: accent(status.info),
    // MUI derives contrastText for colours we do not set; make it pick by the AA threshold, not 3:1.
    contrastThreshold: MIN_TEXT_CONTRAST,
  }
}
