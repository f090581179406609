/** The light colour scheme: surfaces and text, then brand accents corrected against those surfaces. */
import type { ColorSystemOptions } from '@mui/material/styles'
import { accentPalette, type BrandColours } from './palette'
import { neutral } from './tokens'

export function lightSurfaces(colours: BrandColours) {
  return {
    background: { default: colours.backgroundLight ?? neutral[50], paper: neutral[0] },
    text: { primary: neutral[900], secondary: neutral[600], disabled: neutral[400] },
    divider: neutral[200],
  }
}

export function lightScheme(colours: BrandColours): ColorSystemOptions {
  const surfaces = lightSurfaces(colours)
  return {
    palette: {
      mode: 'light',
      ...surfaces,
      ...accentPalette(colours, [surfaces.background.default, surfaces.background.paper]),
    },
  }
}
