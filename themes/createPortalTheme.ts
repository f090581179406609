/**
 * createPortalTheme(brand, mode, direction): the one MUI theme of a merchant. It carries both colour schemes as
 * CSS variables (so switching light/dark is a class change, not a re-render of every styled component), the
 * brand's colours corrected for contrast per scheme, the brand's fonts and radius, and the direction.
 */
import { createTheme, type Theme, type Components } from '@mui/material/styles'
import type { MerchantConfig } from '../src/config/schema'
import { THEME_MODES, type Direction, type ThemeMode } from '../src/config/languages'
import { dataDisplay } from './components/dataDisplay'
import { feedback } from './components/feedback'
import { focusRingStyles } from './components/focus'
import { inputs } from './components/inputs'
import { navigation } from './components/navigation'
import { surfaces } from './components/surfaces'
import { darkScheme } from './dark'
import { lightScheme } from './light'
import { deepMerge, type DeepPartial } from './merge'
import { fontStack, fontWeights, radii, spacingUnit } from './tokens'

export { THEME_MODES, type ThemeMode, type Direction }

/** A merchant's brand block, exactly as in its config. */
export type Brand = MerchantConfig['brand']
/** What a caller may pass: any part of a brand; the rest comes from BASE_BRAND. */
export type BrandInput = DeepPartial<Brand>

/** The brand a merchant's brand is merged over: Portico's own neutral look. */
export const BASE_BRAND: Brand = {
  logo: '',
  favicon: '',
  colours: { primary: '#1565c0', secondary: '#7c4dff' },
  fonts: { body: 'Noto Sans' },
  radius: radii.md,
}

/** The attribute MUI puts on `<html>` to say which colour scheme is active. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-portico-color-scheme'

export interface PortalThemeOptions {
  /**
   * Turns off transitions, animations and ripples: for visual tests (stable screenshots) and for people who
   * ask their system for reduced motion.
   */
  disableMotion?: boolean
}

const REDUCED_MOTION_CSS = {
  '*, *::before, *::after': {
    animationDuration: '0s !important',
    animationDelay: '0s !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0s !important',
    transitionDelay: '0s !important',
    scrollBehavior: 'auto !important',
  },
}

export function createPortalTheme(
  brand: BrandInput | undefined,
  mode: ThemeMode,
  direction: Direction,
  options: PortalThemeOptions = {},
): Theme {
  const merged = deepMerge<Brand>(BASE_BRAND, brand)
  const body = fontStack(merged.fonts.body)
  const heading = merged.fonts.heading ? fontStack(merged.fonts.heading) : body
  const radius = merged.radius ?? radii.md
  const headingStyle = { fontFamily: heading, fontWeight: fontWeights.bold }

  const motionComponents: Components<Theme> = options.disableMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}
  const baseline: Components<Theme> = {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({ ...focusRingStyles(theme), ...(options.disableMotion ? REDUCED_MOTION_CSS : {}) }),
    },
  }

  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: lightScheme(merged.colours), dark: darkScheme(merged.colours) },
    defaultColorScheme: mode,
    direction,
    shape: { borderRadius: radius },
    spacing: spacingUnit,
    typography: {
      fontFamily: body,
      // Only 400 and 700 are bundled (themes/fonts.ts): map every lighter/medium weight onto them.
      fontWeightLight: fontWeights.regular,
      fontWeightRegular: fontWeights.regular,
      fontWeightMedium: fontWeights.bold,
      fontWeightBold: fontWeights.bold,
      h1: { ...headingStyle, fontSize: '2.25rem' },
      h2: { ...headingStyle, fontSize: '1.875rem' },
      h3: { ...headingStyle, fontSize: '1.5rem' },
      h4: { ...headingStyle, fontSize: '1.25rem' },
      h5: { ...headingStyle, fontSize: '1.125rem' },
      h6: { ...headingStyle, fontSize: '1rem' },
      subtitle2: { fontWeight: fontWeights.bold },
      button: { fontWeight: fontWeights.bold, textTransform: 'none' },
    },
    ...(options.disableMotion
      ? {
          transitions: {
            create: () => 'none',
            // Zero durations also make enter/exit callbacks (focus return, unmount) happen at once.
            duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
          },
        }
      : {}),
    components: {
      ...inputs,
      ...navigation,
      ...feedback,
      ...dataDisplay,
      ...surfaces,
      ...motionComponents,
      ...baseline,
    },
  })
}
