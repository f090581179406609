import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { baseURL, E2E_OPERATOR_KEY } from '../../playwright.config'
import { dismissAnnouncementsForSession, expect, scaled, scrollToLateSections, test, tr } from './support'

/**
 * The help centre as a visitor finds it (the demo merchant, in Thai, its default): from the footer's topic link to the
 * article, a search that finds an article, and the member centre's standalone page without the header; on a 390 px
 * phone and a desktop. Then an operator writes an article with `npm run operator -- help`, a visitor finds it cleaned,
 * and the operator deletes it.
 */

/** Runs the operators' command line against the journeys' server, as an operator would; its output. */
function operator(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/operator.ts', ...args], {
    env: { ...process.env, PORTICO_URL: baseURL, PORTICO_OPERATOR_KEY: E2E_OPERATOR_KEY, PORTICO_OPERATOR: 'e2e' },
    encoding: 'utf8',
  })
}
for (const viewport of [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }]) {
  test(`help on a ${viewport.name}: read an article from the footer, search, and the standalone page`, async ({ page }) => {
    test.setTimeout(scaled(60_000))
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await dismissAnnouncementsForSession(page)
    await page.goto('/')
    await scrollToLateSections(page)
    const footerHelp = page.getByRole('navigation', { name: tr('th', 'layout:footer.helpLabel') })
    await footerHelp.getByRole('link', { name: tr('th', 'layout:footer.help.withdrawal') }).click()

    await expect(page).toHaveURL(/\/help\?tag=withdrawal$/)
    await expect(page.getByRole('heading', { level: 1, name: tr('th', 'portal:routes.help') })).toBeVisible()
    const article = page.getByRole('article', { name: 'วิธีถอนเงิน' })
    await expect(article).toBeVisible()
    // The demo's own figures, and nothing that runs.
    await expect(article).toContainText('100 ถึง 50000 THB')
    await expect(article.locator('script, [onerror], [onclick]')).toHaveCount(0)
    const topics = page.getByRole('navigation', { name: tr('th', 'help:topics') })
    await expect(topics.getByRole('button', { name: 'วิธีถอนเงิน' })).toHaveAttribute('aria-current', 'true')

    // Another article of the list opens beside (below, on a phone) and takes the focus.
    await topics.getByRole('button', { name: 'วิธีตรวจสอบว่าการออกผลหวยยุติธรรม' }).click()
    const lottery = page.getByRole('heading', { level: 2, name: 'วิธีตรวจสอบว่าการออกผลหวยยุติธรรม' })
    await expect(lottery).toBeFocused()
    await expect(page.getByRole('article', { name: 'วิธีตรวจสอบว่าการออกผลหวยยุติธรรม' })).toContainText('SHA-256')
    await expect(page).toHaveURL(/article=verify-a-lottery-round/)

    // A search finds the article that says it, and only topics with a match stay.
    const search = page.getByRole('searchbox', { name: tr('th', 'help:search.label') })
    await search.fill('รหัสผ่านการชำระเงิน')
    await search.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: tr('th', 'help:search.results', { keyword: 'รหัสผ่านการชำระเงิน' }) })).toBeVisible()
    await expect(topics.getByRole('button', { name: 'วิธีถอนเงิน' })).toBeVisible()
    await expect(topics.getByRole('button', { name: 'วิธีฝากเงิน' })).toHaveCount(0)
    await expect(page).toHaveURL(/q=/)
    // Nothing matches: said plainly; clearing brings every topic back.
    await search.fill('ไม่มีคำนี้แน่นอน')
    await search.press('Enter')
    await expect(page.getByText(tr('th', 'help:search.none', { keyword: 'ไม่มีคำนี้แน่นอน' }))).toBeVisible()
    await page.getByRole('button', { name: tr('th', 'help:search.clear') }).click()
    await expect(topics.getByRole('button', { name: 'วิธีฝากเงิน' })).toBeVisible()

    // The member centre's help: the same centre, standalone, with no header.
    await page.goto('/helpmc?tag=privacy')
    await expect(page.getByRole('article', { name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })).toHaveCount(0)
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(alerts).toEqual([])
  })
}

test('an operator writes a help article with the command line; a visitor finds it, cleaned; the operator deletes it', async ({ page }) => {
  test.setTimeout(scaled(90_000))
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.dismiss()
  })
  const dir = mkdtempSync(join(tmpdir(), 'help-'))
  const file = join(dir, 'article.html')
  writeFileSync(file, '<p>บัตรของขวัญฟีนิกซ์ใช้ฝากเงินได้ทันที<script>alert("hacked")</script><img src=x onerror="alert(1)"></p>')
  const written = operator('help', 'write', 'demo', 'deposit', 'phoenix-gift-cards', 'th', file, 'บัตรของขวัญฟีนิกซ์')
  const id = /Article (\d+)/.exec(written)?.[1]
  expect(id, written).toBeTruthy()
  expect(operator('help', 'list', 'demo', 'th')).toContain('phoenix-gift-cards')

  await dismissAnnouncementsForSession(page)
  await page.goto(`/help?q=${encodeURIComponent('ฟีนิกซ์')}`)
  const article = page.getByRole('article', { name: 'บัตรของขวัญฟีนิกซ์' })
  await expect(article).toContainText('บัตรของขวัญฟีนิกซ์ใช้ฝากเงินได้ทันที')
  await expect(article.locator('script, img, [onerror]')).toHaveCount(0)
  expect(alerts).toEqual([])

  expect(operator('help', 'delete', 'demo', id!)).toContain(`Article ${id} deleted.`)
  await page.reload()
  await expect(page.getByText(tr('th', 'help:search.none', { keyword: 'ฟีนิกซ์' }))).toBeVisible()
})
