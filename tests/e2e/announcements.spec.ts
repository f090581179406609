import { expect, scaled, test, tr } from './support'

test('the announcement popup opens once per session and pages 8 at a time', async ({ page, browser }) => {
  test.setTimeout(scaled(90_000))
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: tr('th', 'layout:announcement.title') })
  await expect(dialog).toBeVisible()
  const titles = dialog.getByRole('tablist', { name: tr('th', 'layout:announcement.listLabel') }).getByRole('tab')
  const pages = dialog.getByRole('navigation', { name: tr('th', 'layout:announcement.pagesLabel') })
  const pageButton = (n: number) => pages.getByRole('button', { name: tr('th', 'common:pagination.page', { page: String(n) }), exact: true })

  // The demo merchant has 20 popup announcements: 8, 8, then 4.
  await expect(titles).toHaveCount(8)
  await expect(titles.first()).toHaveAttribute('aria-selected', 'true')
  const firstPageTitle = await titles.first().innerText()
  await pageButton(3).click()
  await expect(titles).toHaveCount(4)
  await expect(pageButton(3)).toHaveAttribute('aria-current', 'page')
  await pageButton(2).click()
  await expect(titles).toHaveCount(8)
  await expect(titles.first()).not.toHaveText(firstPageTitle)

  // Selecting a title shows its content on the right.
  await titles.nth(2).click()
  await expect(titles.nth(2)).toHaveAttribute('aria-selected', 'true')
  const panel = dialog.getByRole('tabpanel')
  const selectedTitle = (await titles.nth(2).innerText()).split('\n')[0]
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(selectedTitle)

  // Announcement HTML is sanitised: the seeded one with a <script> and an onerror handler runs neither.
  for (const n of [1, 2, 3]) {
    await pageButton(n).click()
    for (let i = 0; i < (await titles.count()); i += 1) {
      await titles.nth(i).click()
      await expect(panel.locator('script, [onerror], [onclick]')).toHaveCount(0)
    }
  }
  expect(alerts).toEqual([])

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => sessionStorage.getItem('publicityClose'))).not.toBeNull()

  await page.reload()
  await expect(page.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })).toBeVisible()
  await expect(dialog).toBeHidden()

  // A new session sees it again.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto('/')
  await expect(other.getByRole('dialog', { name: tr('th', 'layout:announcement.title') })).toBeVisible()
  await fresh.close()
})
