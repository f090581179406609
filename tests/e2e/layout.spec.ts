/**
 * Phones to desktops: at 360, 390, 768, 1024 and 1440 px no page scrolls sideways (WCAG 1.4.10), on every
 * route of the route table and both shipped merchants, and neither does the home page with the side menu open
 * or with a category's vendor list open. On a phone every vendor of that list can be reached.
 */
import { PORTAL_ROUTES } from '../../src/portal/routes/routeTable'
import type { Page } from '@playwright/test'
import { at, dismissAnnouncementsForSession, expect, test, tr } from './support'

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
      test.setTimeout(150_000)
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

    test('a vendor list open does not scroll sideways, and on a phone its last vendor can be reached', async ({ page }) => {
      await page.goto(at(merchant.host, '/'))
      const slots = tr(merchant.language, 'layout:category.RNG')
      const button = page.getByRole('button', { name: tr(merchant.language, 'layout:header.showVendors', { category: slots }) })
      const list = page.getByRole('list', { name: tr(merchant.language, 'layout:header.vendorsOf', { category: slots }) })
      const failures = await widthsThatOverflow(page, async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') {
          await button.scrollIntoViewIfNeeded()
          await button.click()
        }
        await expect(list).toBeVisible()
      })
      expect(failures).toEqual([])

      await page.setViewportSize({ width: 360, height: 640 })
      const last = list.getByRole('link').last()
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport()
      const box = await list.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
    })
  })
}
