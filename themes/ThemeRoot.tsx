/**
 * ThemeRoot: the theme, CSS baseline, and an Emotion cache per direction (right-to-left styles are flipped by the
 * stylis plugin it is given), around a wrapper that carries `dir`. It does not import the right-to-left plugin
 * itself, so the portal can load that plugin only for a right-to-left page (see loadRtlPlugin);
 * PortalThemeProvider is this with the plugin bundled (Storybook, tests).
 */
import { useEffect, useMemo, type ReactNode } from 'react'
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider, useColorScheme } from '@mui/material/styles'
import type { Direction, ThemeMode } from '../src/config/languages'
import type { Theme } from '@mui/material/styles'
import { createPortalTheme, type BrandInput } from './createPortalTheme'

/** One cache per direction, created on first use: RTL and LTR rules must never share a cache (their keys differ). */
const caches: Partial<Record<Direction, EmotionCache>> = {}
function emotionCache(direction: Direction, rtlPlugin: StylisPlugin | undefined): EmotionCache {
  if (direction === 'rtl' && !rtlPlugin) throw new Error('A right-to-left page needs the stylis RTL plugin (loadRtlPlugin).')
  caches[direction] ??=
    direction === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin!], prepend: true }) : createCache({ key: 'mui', prepend: true })
  return caches[direction]
}

let rtlPluginLoad: Promise<StylisPlugin> | undefined
/** The right-to-left stylis plugin, as its own chunk: only a right-to-left page loads it. */
export function loadRtlPlugin(): Promise<StylisPlugin> {
  rtlPluginLoad ??= import('stylis-plugin-rtl').then((module) => module.default)
  rtlPluginLoad.catch(() => (rtlPluginLoad = undefined))
  return rtlPluginLoad
}

let lastTheme: { key: readonly unknown[]; theme: Theme } | undefined
/**
 * The theme ThemeRoot renders with, kept for the last arguments: the portal builds it in a task of its own
 * before the first render (building it costs tens of milliseconds on a phone), and ThemeRoot then finds it ready.
 */
export function portalTheme(brand: BrandInput | undefined, mode: ThemeMode, direction: Direction, disableMotion = false): Theme {
  const key = [brand, mode, direction, disableMotion] as const
  if (!lastTheme || lastTheme.key.some((value, at) => value !== key[at])) lastTheme = { key, theme: createPortalTheme(brand, mode, direction, { disableMotion }) }
  return lastTheme.theme
}

export interface ThemeRootProps {
  /** The merchant's brand (config `brand`); anything left out comes from the base brand. */
  brand?: BrandInput
  /** The colour scheme to show. */
  mode: ThemeMode
  /** Text direction; `rtl` flips the layout (use the language's `dir`) and needs `rtlPlugin`. */
  direction: Direction
  /** stylis-plugin-rtl's default export; required when `direction` is `rtl`. */
  rtlPlugin?: StylisPlugin
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

export function ThemeRoot({ brand, mode, direction, rtlPlugin, disableMotion = false, children }: ThemeRootProps) {
  const theme = useMemo(() => portalTheme(brand, mode, direction, disableMotion), [brand, mode, direction, disableMotion])
  return (
    <CacheProvider value={emotionCache(direction, rtlPlugin)}>
      {/* storageManager null: the caller persists the mode; MUI must not read or write its own key. */}
      <ThemeProvider theme={theme} defaultMode={mode} storageManager={null} disableTransitionOnChange>
        <ModeSync mode={mode} />
        <CssBaseline enableColorScheme />
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </CacheProvider>
  )
}
