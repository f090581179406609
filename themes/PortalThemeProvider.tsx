/**
 * PortalThemeProvider: the theme, CSS baseline, and an Emotion cache per direction (right-to-left styles are
 * flipped by stylis-plugin-rtl), around a wrapper that carries `dir`. Used by the portal and by Storybook.
 */
import { useEffect, useMemo, type ReactNode } from 'react'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider, useColorScheme } from '@mui/material/styles'
import rtlPlugin from 'stylis-plugin-rtl'
import type { Direction, ThemeMode } from '../src/config/languages'
import { createPortalTheme, type BrandInput } from './createPortalTheme'

/** One cache per direction, created on first use: RTL and LTR rules must never share a cache (their keys differ). */
const caches: Partial<Record<Direction, EmotionCache>> = {}
function emotionCache(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin], prepend: true })
      : createCache({ key: 'mui', prepend: true })
  return caches[direction]
}

export interface PortalThemeProviderProps {
  /** The merchant's brand (config `brand`); anything left out comes from the base brand. */
  brand?: BrandInput
  /** The colour scheme to show. */
  mode: ThemeMode
  /** Text direction; `rtl` flips the layout (use the language's `dir`). */
  direction: Direction
  /** Turn off transitions, animations and ripples (visual tests, reduced motion). */
  disableMotion?: boolean
  children?: ReactNode
}

/** Keeps MUI's colour-scheme state equal to the `mode` prop (the caller owns and persists the choice). */
function ModeSync({ mode }: { mode: ThemeMode }) {
  const { mode: current, setMode } = useColorScheme()
  useEffect(() => {
    if (current !== mode) setMode(mode)
  }, [current, mode, setMode])
  return null
}

export function PortalThemeProvider({ brand, mode, direction, disableMotion = false, children }: PortalThemeProviderProps) {
  const theme = useMemo(
    () => createPortalTheme(brand, mode, direction, { disableMotion }),
    [brand, mode, direction, disableMotion],
  )
  return (
    <CacheProvider value={emotionCache(direction)}>
      {/* storageManager null: the caller persists the mode; MUI must not read or write its own key. */}
      <ThemeProvider theme={theme} defaultMode={mode} storageManager={null} disableTransitionOnChange>
        <ModeSync mode={mode} />
        <CssBaseline enableColorScheme />
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </CacheProvider>
  )
}
