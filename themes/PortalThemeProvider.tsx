/**
 * PortalThemeProvider: ThemeRoot (theme, CSS baseline, an Emotion cache per direction) with the right-to-left
 * stylis plugin bundled, so any direction renders at once. Used by Storybook and tests; the portal uses ThemeRoot
 * and loads the plugin only for a right-to-left page.
 */
import rtlPlugin from 'stylis-plugin-rtl'
import { ThemeRoot, type ThemeRootProps } from './ThemeRoot'

export type PortalThemeProviderProps = Omit<ThemeRootProps, 'rtlPlugin'>

export function PortalThemeProvider(props: PortalThemeProviderProps) {
  return <ThemeRoot {...props} rtlPlugin={rtlPlugin} />
}
