/**
 * Phones to desktops: at 360, 390, 768, 1024 and 1440 px no page scrolls sideways (WCAG 1.4.10), on every
 * route of the route table and both shipped merchants, and neither does the home page with the side menu open
 * or with any of the header's dropdowns open. On a phone every vendor of a list can be reached, the header keeps
 * its essentials on screen, and the bottom bar and side menu carry the rest.
 */
import { PORTAL_ROUTES } from '../../src/portal/routes/routeTable'
import type { Page } from '@playwright/test'
import { at, dismissAnnouncementsForSession, expect, scaled, test, tr } from './support'

const WIDTHS = [360, 390, 768, 1024, 1440]
const MERCHANTS = [
  { host: 'localhost', language: 'th' as const },
  { host: 'lotus.localhost', language: 'en' as const },
]

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** Sets each width in turn and reports those at which the page is wider than the window. */
async function widthsThatOverflow(page: Page, prepare?: () => Promise<void>): Promise<string[]> {
  const failures: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await prepare?.()
    const overflow = await horizontalOverflow(page)
    if (overflow > 0) failures.push(`${width} px: ${overflow} px too wide`)
  }
  return failures
}

for (const merchant of MERCHANTS) {
  test.describe(`${merchant.host}`, () => {
    test.beforeEach(async ({ page }) => dismissAnnouncementsForSession(page))

    test('no route scrolls sideways at any width', async ({ page }) => {
      test.setTimeout(scaled(150_000))
      const failures: string[] = []
      for (const route of PORTAL_ROUTES) {
        const path = route.paths[0]
        await page.setViewportSize({ width: WIDTHS[0], height: 800 })
        await page.goto(at(merchant.host, path))
        await page.waitForLoadState('networkidle')
        for (const failure of await widthsThatOverflow(page)) failures.push(`${path} at ${failure}`)
      }
      expect(failures).toEqual([])
    })

    test('the home page with the side menu open does not scroll sideways', async ({ page }) => {
      await page.goto(at(merchant.host, '/'))
      // Opened once: while the modal menu is open the rest of the page is hidden from the accessibility tree.
      await page.getByRole('banner').getByRole('button', { name: tr(merchant.language, 'layout:header.sideMenu'), exact: true }).click()
      const menu = page.getByRole('dialog', { name: tr(merchant.language, 'layout:sideMenu.title') })
      const failures = await widthsThatOverflow(page, () => expect(menu).toBeVisible())
      expect(failures).toEqual([])
    })

    test('every vendor list and the APP panel open does not scroll sideways, and on a phone the last vendor can be reached', async ({ page }) => {
      test.setTimeout(scaled(120_000))
      await page.goto(at(merchant.host, '/'))
      const nav = page.getByRole('navigation', { name: tr(merchant.language, 'layout:header.mainNav') })
      // Every dropdown of the header: each category's vendor list ("Show … providers") and the APP tab.
      const toggles = nav.locator('button[aria-expanded]')
      await expect(toggles.first()).toBeAttached()
      const count = await toggles.count()
      // At least the two categories the house vendor fills (slots, live casino) and the APP tab.
      expect(count).toBeGreaterThanOrEqual(3)
      const failures: string[] = []
      for (let index = 0; index < count; index += 1) {
        const toggle = toggles.nth(index)
        const name = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText())
        for (const failure of await widthsThatOverflow(page, async () => {
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
            await toggle.scrollIntoViewIfNeeded()
            await toggle.click()
          }
          await expect(toggle).toHaveAttribute('aria-expanded', 'true')
          await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeVisible()
        })) failures.push(`${name} at ${failure}`)
        await page.keyboard.press('Escape')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      }
      expect(failures).toEqual([])

      const slots = tr(merchant.language, 'layout:category.RNG')
      const button = page.getByRole('button', { name: tr(merchant.language, 'layout:header.showVendors', { category: slots }) })
      const list = page.getByRole('list', { name: tr(merchant.language, 'layout:header.vendorsOf', { category: slots }) })
      await page.setViewportSize({ width: 360, height: 640 })
      await button.scrollIntoViewIfNeeded()
      await button.click()
      const last = list.getByRole('link').last()
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport()
      const box = await list.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
      // The sheet sits above the bottom bar, never under it.
      const bar = await page.getByRole('navigation', { name: tr(merchant.language, 'layout:bottomNav.label') }).boundingBox()
      const lastBox = await last.boundingBox()
      expect(bar && lastBox && lastBox.y + lastBox.height <= bar.y).toBe(true)
    })

    test('on a phone the header keeps its logo, menu, Log in and Register on screen; language and theme are in the side menu; the bottom bar leads home, to promotions and opens the menu', async ({ page }) => {
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 740 })
        await page.goto(at(merchant.host, '/promotions'))
        const header = page.getByRole('banner')
        for (const control of [
          header.getByRole('button', { name: tr(merchant.language, 'layout:header.sideMenu'), exact: true }),
          header.getByRole('link').first(),
          header.getByRole('button', { name: tr(merchant.language, 'layout:header.login') }),
          header.getByRole('button', { name: tr(merchant.language, 'layout:header.register') }),
        ]) {
          await expect(control).toBeInViewport({ ratio: 1 })
          const box = await control.boundingBox()
          // One line (never wrapped), and a tap target of at least 24 x 24 px.
          expect(box && box.height >= 24 && box.height <= 48 && box.width >= 24).toBe(true)
        }
        await expect(page.getByTestId('language-select')).toBeHidden()

        const bar = page.getByRole('navigation', { name: tr(merchant.language, 'layout:bottomNav.label') })
        await expect(bar).toBeInViewport({ ratio: 1 })
        await expect(bar.getByRole('link', { name: tr(merchant.language, 'layout:bottomNav.promotions') })).toHaveAttribute('aria-current', 'page')
        await expect(bar.getByRole('link', { name: tr(merchant.language, 'layout:bottomNav.deposit') })).toHaveAttribute('href', '/member?page=depositv2')
        await bar.getByRole('link', { name: tr(merchant.language, 'layout:bottomNav.home') }).click()
        await expect(page).toHaveURL(at(merchant.host, '/'))

        await bar.getByRole('button', { name: tr(merchant.language, 'layout:bottomNav.menu') }).click()
        const menu = page.getByRole('dialog', { name: tr(merchant.language, 'layout:sideMenu.title') })
        await expect(menu.getByRole('button', { name: new RegExp(`^${tr(merchant.language, 'layout:language.label')} `) })).toBeVisible()
        // Entries that lead to a page are links to it.
        await expect(menu.getByRole('link', { name: tr(merchant.language, 'layout:sideMenu.promotions') })).toHaveAttribute('href', '/promotions')
        await menu.getByRole('link', { name: tr(merchant.language, 'layout:sideMenu.appDownload') }).click()
        await expect(page).toHaveURL(at(merchant.host, '/down'))
        await expect(menu).toBeHidden()
      }
      const bar = page.getByRole('navigation', { name: tr(merchant.language, 'layout:bottomNav.label') })
      await page.setViewportSize({ width: 1024, height: 740 })
      await expect(bar).toBeHidden()
    })
  })
}
