import { dismissAnnouncementsForSession, expect, test, tr } from './support'

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsForSession(page)
})

test('switching language changes the page and survives a reload (hisLang)', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })
  await expect(nav.getByRole('link', { name: tr('th', 'layout:category.LIVE'), exact: true })).toBeVisible()

  await page.getByTestId('language-select').getByRole('button').click()
  await page.getByRole('menuitemradio', { name: 'English' }).click()

  const englishNav = page.getByRole('navigation', { name: tr('en', 'layout:header.mainNav') })
  await expect(englishNav.getByRole('link', { name: tr('en', 'layout:category.LIVE'), exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('en')

  await page.reload()
  await expect(englishNav.getByRole('link', { name: tr('en', 'layout:category.LIVE'), exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('Chinese is complete and Arabic turns the layout right-to-left', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('language-select').getByRole('button').click()
  await page.getByRole('menuitemradio', { name: '简体中文' }).click()
  await expect(page.getByRole('navigation', { name: tr('cn', 'layout:header.mainNav') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

  await page.getByTestId('language-select').getByRole('button').click()
  await page.getByRole('menuitemradio', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // Arabic has no translations yet: the words shown are English, and <html lang> says so (a screen reader then
  // reads them in an English voice), while the layout follows Arabic.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The header's logo sits at the right edge in right-to-left.
  const logo = page.getByRole('banner').getByRole('img', { name: /Portico/ }).first()
  const box = await logo.boundingBox()
  expect(box && box.x > 640).toBe(true)
})

test('the theme toggle survives a reload', async ({ page }) => {
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-portico-color-scheme', 'dark')
  await page.getByTestId('theme-toggle').getByRole('button', { name: tr('th', 'layout:theme.switchToLight') }).click()
  await expect(html).toHaveAttribute('data-portico-color-scheme', 'light')
  await page.reload()
  await expect(html).toHaveAttribute('data-portico-color-scheme', 'light')
  await expect(page.getByTestId('theme-toggle').getByRole('button', { name: tr('th', 'layout:theme.switchToDark') })).toBeVisible()
})
