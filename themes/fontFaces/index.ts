/** The portal's fonts: the core faces now, the Chinese rules on request (see themes/fonts.ts). */
import './core'

/** Loads the Noto Sans SC @font-face rules (a CSS chunk of its own). */
export function loadChineseFaces(): Promise<unknown> {
  return import('./chinese')
}
