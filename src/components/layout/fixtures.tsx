/**
 * Story fixtures built from the shipped demo merchant (src/config/merchants/demo.json), so stories show the
 * categories, vendors, contacts and footer a real brand has. Vendor logos are drawn as small SVG wordmarks,
 * since the platform serves the real ones and Storybook runs without it.
 */
import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { createI18n } from '../../../locales/bundled'
import { DEFAULT_LANGUAGE } from '../../config/languages'
import { MERCHANTS } from '../../config/merchants'
import type { CategoryKey, MerchantConfig, Vendor } from '../../config'
import type { GameMenu } from '../../contract'
import demoLogoUrl from '../../config/merchants/assets/demo/logo.svg'
import lotusLogoUrl from '../../config/merchants/assets/lotus/logo.svg'
import demoFaviconUrl from '../../config/merchants/assets/demo/favicon.svg'
import { fixtureText } from '../fixtureText'
import { CATEGORY_PATHS } from './navigation'
import type { RenderLink } from './renderLink'

export const demoMerchant: MerchantConfig = MERCHANTS.demo
export const merchantLogos = { demo: demoLogoUrl, lotus: lotusLogoUrl } as const
export const demoFavicon = demoFaviconUrl

/** An SVG wordmark for a vendor, as a data URL (what an `<img src>` accepts). */
export function vendorLogoDataUrl(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 56" width="160" height="56">` +
    `<rect x="1" y="1" width="158" height="54" rx="10" fill="#1b2233" stroke="#3a4563"/>` +
    fixtureText(name, { x: 80, y: 34, size: name.length > 12 ? 14 : 18, fill: '#e8ecf5', anchor: 'middle' }) +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** A merchant's categories in the shape `/lgw/games/game_menus` answers with. */
export function gameMenusOf(merchant: MerchantConfig): GameMenu[] {
  return merchant.navigation.categories
    .filter((category) => category.vendors.length > 0)
    .map((category) => ({
      gameGroupCode: category.key,
      labelName: category.key,
      path: CATEGORY_PATHS[category.key],
      gameMenus: category.vendors.map((vendor: Vendor) => ({
        vendorCode: vendor.code,
        labelName: vendor.name,
        logo: vendor.logo ?? vendorLogoDataUrl(vendor.name),
        isHot: vendor.isHot ? 1 : 0,
        maintenance: vendor.maintenance ?? false,
      })),
    }))
}

export const demoGameMenus: GameMenu[] = gameMenusOf(demoMerchant)

/** The demo categories reduced to a few, for stories about a smaller brand. */
export function onlyCategories(keys: readonly CategoryKey[]): GameMenu[] {
  return demoGameMenus.filter((menu) => keys.includes(menu.gameGroupCode))
}

/** Footer vendor entries: the merchant's footer list resolved against its vendors. */
export function footerVendorsOf(merchant: MerchantConfig): { code: string; name: string; logo: string }[] {
  const vendors = new Map(merchant.navigation.categories.flatMap((c) => c.vendors).map((v) => [v.code, v]))
  return merchant.footer.vendorLogos.flatMap((code) => {
    const vendor = vendors.get(code)
    return vendor ? [{ code, name: vendor.name, logo: vendor.logo ?? vendorLogoDataUrl(vendor.name) }] : []
  })
}

export const demoFooterVendors = footerVendorsOf(demoMerchant)

/**
 * A link for stories: a real anchor (so roles, focus and hrefs are what users get) that does not leave the
 * story when clicked, and reports the destination to `onNavigate` (an action in Storybook).
 */
export function storyLink(onNavigate: (to: string) => void = () => {}): RenderLink {
  return function StoryLink({ to, children, className, 'aria-current': ariaCurrent, onClick }) {
    return (
      <a
        href={to}
        className={className}
        aria-current={ariaCurrent}
        onClick={(event) => {
          onClick?.(event)
          const followed = !event.defaultPrevented
          event.preventDefault()
          if (followed) onNavigate(to)
        }}
      >
        {children}
      </a>
    )
  }
}

/**
 * The translation function of the story's language (the toolbar's `language` global), so play functions find
 * controls by their translated names in whatever language the story runs in.
 */
export function storyT(globals: Record<string, unknown>): TFunction {
  const i18n = createI18n({ language: typeof globals.language === 'string' ? globals.language : DEFAULT_LANGUAGE })
  return i18n.t.bind(i18n) as TFunction
}

/** The words a person reads of a translation whose markup a `<Trans>` turns into elements (`<bdi>`, `<strong>`). */
export function withoutMarkup(text: string): string {
  return text.replace(/<\/?[a-z][a-z0-9]*>/gi, '')
}

/** A tall frame for stories whose dropdowns or panels overflow the component (so screenshots include them). */
export function tallFrame(minHeight: number) {
  return function TallFrame(Story: () => ReactNode) {
    return <div style={{ minHeight }}>{Story()}</div>
  }
}
