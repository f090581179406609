import { at, dismissAnnouncementsForSession, expect, scrollToLateSections, test, tr } from './support'

test.describe('demo merchant home', () => {
  test.beforeEach(async ({ page }) => {
    await dismissAnnouncementsForSession(page)
    await page.goto('/')
  })

  test('shows the brand, Thai by default, and the header categories that have games to launch', async ({ page }) => {
    await expect(page).toHaveTitle(/Portico Demo/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    const nav = page.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })
    // The house vendor's studios fill slots (and mini games) and live casino, its books sports and e-sports, its arena
    // cockfighting, and our lottery the two lottery categories (the demo runs lottery games of both); the config's
    // third-party vendors are integrations an operator would connect, so their categories stay hidden until one is.
    for (const key of ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'LIVE', 'LOTT', 'ELOTT']) {
      await expect(nav.getByRole('link', { name: tr('th', `layout:category.${key}`), exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: tr('th', 'layout:category.ELOTT'), exact: true })).toHaveAttribute('href', '/elott')
    await expect(nav.getByRole('link', { name: tr('th', 'layout:category.SPORTS'), exact: true })).toHaveAttribute('href', '/sports')
    await expect(nav.getByRole('link', { name: tr('th', 'layout:category.COCKFIGHT'), exact: true })).toHaveAttribute('href', '/cockfight')
    for (const key of ['FISH', 'PVP']) {
      await expect(nav.getByRole('link', { name: tr('th', `layout:category.${key}`), exact: true })).toHaveCount(0)
    }
    await expect(nav.getByRole('link', { name: tr('th', 'layout:nav.promotions') })).toHaveAttribute('href', '/promotions')
  })

  test('the slots dropdown lists the connected studios, each leading to its games; no third-party vendor is listed', async ({ page }) => {
    const slots = tr('th', 'layout:category.RNG')
    await page.getByRole('button', { name: tr('th', 'layout:header.showVendors', { category: slots }) }).click()
    const slotList = page.getByRole('list', { name: tr('th', 'layout:header.vendorsOf', { category: slots }) })
    await expect(slotList.getByRole('link')).toHaveCount(2)
    await expect(slotList.getByRole('link', { name: /House Slots/ })).toHaveAttribute('href', '/rng?vendor=HSLOT')
    // The mini games under the name the demo merchant's config gives them (houseGames.miniGames).
    await expect(slotList.getByRole('link', { name: /^Mini Games/ })).toHaveAttribute('href', '/rng?vendor=HMINI')
    await expect(slotList.getByRole('link', { name: /PG Soft/ })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(slotList).toBeHidden()
  })

  test('the footer shows the connected vendors’ logos, help links and the copyright', async ({ page }) => {
    await scrollToLateSections(page)
    const footer = page.getByRole('contentinfo')
    const partners = footer.getByRole('region', { name: tr('th', 'layout:footer.partners') })
    // The three house studios, the two house books, the arena and our lottery.
    await expect(partners.getByRole('img')).toHaveCount(7)
    await expect(partners.getByRole('img', { name: 'House Slots' })).toBeVisible()
    await expect(partners.getByRole('img', { name: 'SBOBET' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: tr('th', 'layout:footer.help.terms') })).toHaveAttribute('href', '/help?tag=terms')
    await expect(footer).toContainText('© 2026 Portico Demo')
  })

  test('banners and notices come from the server', async ({ page }) => {
    await expect(page.getByRole('region', { name: tr('th', 'layout:banner.label') })).toBeVisible()
    const categories = page.getByRole('navigation', { name: tr('th', 'layout:categories.label') })
    await expect(categories.getByRole('link', { name: new RegExp(tr('th', 'layout:category.LIVE')) })).toHaveAttribute('href', '/live')
  })

  test('the APP tab shows iOS and Android QR codes', async ({ page }) => {
    await page.getByRole('button', { name: tr('th', 'layout:nav.app') }).click()
    await expect(page.getByRole('img', { name: tr('th', 'layout:app.qrLabel', { platform: tr('th', 'layout:app.ios') }) })).toBeVisible()
    await expect(page.getByRole('img', { name: tr('th', 'layout:app.qrLabel', { platform: tr('th', 'layout:app.android') }) })).toBeVisible()
  })

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: tr('th', 'layout:status.notFound.title') })).toBeVisible()
    await expect(page.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })).toBeVisible()
  })
})

test.describe('second merchant (white-label)', () => {
  test.beforeEach(async ({ page }) => {
    await dismissAnnouncementsForSession(page)
    await page.goto(at('lotus.localhost'))
  })

  test('shows its own name, language, theme and colours', async ({ page }) => {
    await expect(page).toHaveTitle(/Lotus Bay/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('banner').getByRole('img', { name: /Lotus Bay/ })).toBeVisible()
    // brand.colours: backgroundLight #fbfaf7 (light theme by default), primary #0b7a75.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#fbfaf7')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 250, 247)')
    await expect(page.getByRole('button', { name: tr('en', 'layout:header.register') })).toHaveCSS('background-color', 'rgb(11, 122, 117)')
  })

  test('shows only the categories with games to launch, and none of what its flags turn off', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: tr('en', 'layout:header.mainNav') })
    for (const key of ['SPORTS', 'RNG', 'LIVE']) {
      await expect(nav.getByRole('link', { name: tr('en', `layout:category.${key}`), exact: true })).toBeVisible()
    }
    // Its sports tab has the house book (its third-party sports vendors are integrations not connected yet); its
    // fishing vendors are not connected either; PVP has none; e-sports, cockfight and lottery are not configured at all.
    for (const key of ['FISH', 'PVP', 'ESPORTS', 'COCKFIGHT', 'LOTT']) {
      await expect(nav.getByRole('link', { name: tr('en', `layout:category.${key}`), exact: true })).toHaveCount(0)
    }
    await page.getByRole('button', { name: tr('en', 'layout:header.sideMenu') }).click()
    const menu = page.getByRole('dialog', { name: tr('en', 'layout:sideMenu.title') })
    await expect(menu.getByRole('link', { name: tr('en', 'layout:sideMenu.deposit') })).toBeVisible()
    await expect(menu.getByRole('link', { name: tr('en', 'layout:sideMenu.referral') })).toHaveCount(0) // REFERRAL off
    // No LINE or QQ configured: no floating contact buttons.
    await expect(page.getByRole('link', { name: new RegExp(tr('en', 'layout:contacts.line')) })).toHaveCount(0)
  })

  test('the demo side menu does offer what lotus turns off', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: tr('th', 'layout:header.sideMenu') }).click()
    const menu = page.getByRole('dialog', { name: tr('th', 'layout:sideMenu.title') })
    await expect(menu.getByRole('link', { name: tr('th', 'layout:sideMenu.referral') })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('link', { name: new RegExp(tr('th', 'layout:contacts.line')) })).toHaveAttribute('href', /line\.me/)
  })
})

test.describe('the first screen stays still', () => {
  // A phone and a desktop; on both the hot games and the winner board arrive after the first screen (their chunk).
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 860 }]) {
    for (const [merchant, url] of [['demo', '/'], ['lotus', at('lotus.localhost')]] as const) {
      test(`${merchant} at ${viewport.width} px: the late sections move nothing, and the footer comes below them`, async ({ page }) => {
        await page.setViewportSize(viewport)
        // The layout shifts of the whole load, as Lighthouse counts them (none after an input here).
        await page.addInitScript(() => {
          const shifts = { total: 0 }
          Object.assign(window, { __layoutShifts: shifts })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await dismissAnnouncementsForSession(page)
        await page.goto(url)
        await scrollToLateSections(page)
        const games = page.getByTestId('home-games')
        await expect(games).toBeVisible()
        const footer = page.getByRole('contentinfo')
        await expect(footer).toBeVisible()
        const gamesBox = (await games.boundingBox())!
        expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(gamesBox.y + gamesBox.height)
        // The images and fonts of the first screen have arrived by now.
        await page.waitForLoadState('networkidle')
        const total = await page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total)
        expect(total).toBeLessThanOrEqual(0.02)
        // Nor does anything widen the page (the live matches' row scrolls inside itself on a phone).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      })
    }
  }
})
