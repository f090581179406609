/**
 * The dark colour scheme: the light scheme with only what differs overridden (surfaces, text, divider, and the
 * accents re-corrected against the dark surfaces).
 */
import type { ColorSystemOptions } from '@mui/material/styles'
import { mix } from './colour'
import { lightScheme } from './light'
import { deepMerge } from './merge'
import { accentPalette, type BrandColours } from './palette'
import { neutral } from './tokens'

export function darkSurfaces(colours: BrandColours) {
  const background = colours.backgroundDark ?? neutral[950]
  return {
    // Paper is a step lighter than the page; elevation overlays are off (surfaces.ts) so this is what shows.
    background: { default: background, paper: mix(background, neutral[0], 0.06) },
    text: { primary: '#f3f4f8', secondary: neutral[300], disabled: neutral[500] },
    divider: neutral[700],
  }
}

export function darkScheme(colours: BrandColours): ColorSystemOptions {
  const surfaces = darkSurfaces(colours)
  return deepMerge(lightScheme(colours), {
    palette: {
      mode: 'dark',
      ...surfaces,
      ...accentPalette(colours, [surfaces.background.default, surfaces.background.paper]),
    },
  })
}
