/**
 * The web app manifest of a merchant's portal (`/manifest.webmanifest`, linked from every page): installing the
 * portal ("add to home screen", the browser's install button) gives the brand's name, colours and icons.
 */
import type { MerchantConfig } from '../../config/schema'
import { ICON_SIZES, type IconPurpose, type IconSize } from './pwaIcon'
import { documentLanguage, merchantDescription, themeColour } from './page'

export const MANIFEST_PATH = '/manifest.webmanifest'

/** Where an icon is served (routes/pwa.ts). */
export function iconPath(size: IconSize, purpose: IconPurpose): string {
  return `/pwa/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`
}

/** A launcher shows about 12 characters under an icon: the name when it fits, else its first word, cut. */
export function shortName(name: string): string {
  if ([...name].length <= 12) return name
  return [...(name.split(/\s+/)[0] ?? name)].slice(0, 12).join('')
}

export interface WebAppManifest {
  id: string
  name: string
  short_name: string
  description?: string
  lang: string
  dir: 'ltr' | 'rtl'
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  categories: string[]
  icons: { src: string; sizes: string; type: 'image/png'; purpose: IconPurpose }[]
}

/** The manifest, in the merchant's default language (a manifest is fetched without the visitor's cookies). */
export function webAppManifest(config: MerchantConfig): WebAppManifest {
  const language = config.languages.default
  const { lang, dir } = documentLanguage(language)
  const colour = themeColour(config)
  const description = merchantDescription(config, language)
  return {
    id: '/',
    name: config.name,
    short_name: shortName(config.name),
    ...(description ? { description } : {}),
    lang,
    dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour,
    background_color: colour,
    categories: ['entertainment', 'games'],
    icons: (['any', 'maskable'] as const).flatMap((purpose) =>
      ICON_SIZES.map((size) => ({ src: iconPath(size, purpose), sizes: `${size}x${size}`, type: 'image/png' as const, purpose })),
    ),
  }
}
