import { execFileSync } from 'node:child_process'
import { baseURL, E2E_OPERATOR_KEY } from '../../playwright.config'
import { expect, logIn, scaled, test, tr } from './support'

/**
 * Feedback and complaints as a member sends it, on a 390 px phone (the demo merchant, in Thai): from the help centre's
 * side link, a game question with a screenshot (previewed before sending); an operator finds it and answers it with
 * `npm run operator -- feedback`, twice with the same words, which answers once; the member finds the answer in the
 * messages, and from there the whole thread under "my feedback".
 */

/** Runs the operators' command line against the journeys' server, as an operator would; its output. */
function operator(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/operator.ts', ...args], {
    env: { ...process.env, PORTICO_URL: baseURL, PORTICO_OPERATOR_KEY: E2E_OPERATOR_KEY, PORTICO_OPERATOR: 'e2e' },
    encoding: 'utf8',
  })
}

/** A 2×2 PNG: the picker and the server both check what it is. */
const SCREENSHOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==', 'base64')
const T = (key: string, values: Record<string, string> = {}) => tr('th', key, values)

test('a member sends feedback with an image on a phone, an operator answers, the member reads the answer', async ({ page }) => {
  test.setTimeout(scaled(120_000))
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, 'demomember', { at: '/' })
  await page.goto('/help')
  await page.getByRole('link', { name: T('help:feedbackLink') }).click()
  await expect(page).toHaveURL(/\/help\?view=feedback$/)
  await expect(page.getByRole('heading', { level: 2, name: T('support:feedback.title') })).toBeVisible()

  const marker = `e2e-${Date.now().toString(36)}`
  const content = `เกมค้างหลังฟรีสปิน ยอดเงินไม่อัปเดต (${marker})`
  const form = page.getByRole('form', { name: T('support:feedback.form.title') })
  await form.getByRole('combobox', { name: T('support:feedback.form.questionType') }).selectOption('game')
  await form.getByRole('textbox', { name: T('support:feedback.form.content') }).fill(content)
  await expect(form.getByText(T('support:feedback.form.count', { count: String([...content].length), max: '1000' }))).toBeVisible()
  await form.locator('input[type="file"][name="images"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: SCREENSHOT })
  await expect(form.getByRole('list', { name: T('support:feedback.form.images') }).getByRole('img', { name: 'screen.png' })).toBeVisible()
  await form.getByRole('button', { name: T('support:feedback.form.submit') }).click()
  await expect(page.getByRole('status').filter({ hasText: T('support:feedback.form.sentBody') })).toBeVisible()
  const mine = page.getByRole('region', { name: T('support:feedback.mine.title') })
  await expect(mine.getByTestId('feedback-ticket').filter({ hasText: marker })).toContainText(T('support:feedback.mine.status.open'))

  // The operator finds it with its image, and answers it; the same command again adds nothing.
  const line = operator('feedback', 'list', 'demo', 'open').split('\n').find((row) => row.includes(marker))
  expect(line).toContain('1 image(s)')
  const id = /^#(\d+)/.exec(line ?? '')![1]
  const answer = `ตรวจสอบแล้ว ยอดเงินของคุณอัปเดตแล้ว (${marker})`
  expect(operator('feedback', 'answer', 'demo', id, answer)).toContain('answered')
  operator('feedback', 'answer', 'demo', id, answer)
  expect(operator('feedback', 'show', 'demo', id).split('\n').filter((row) => row.includes('admin:e2e'))).toHaveLength(1)

  // The answer reaches the member as a message, in Thai, quoting it; from there, the thread under "my feedback".
  await page.goto('/member?page=messageV2')
  const messages = page.getByTestId('message-list')
  const message = messages.getByTestId('message').filter({ hasText: marker })
  await expect(message).toContainText(T('member:messages.kinds.feedback.answered.title'))
  await expect(message).toContainText(answer)
  await page.getByRole('link', { name: T('member:messages.myFeedback') }).click()
  await expect(page).toHaveURL(/\/help\?view=feedback$/)
  const ticket = page.getByRole('region', { name: T('support:feedback.mine.title') }).getByTestId('feedback-ticket').filter({ hasText: marker }).first()
  await expect(ticket).toContainText(T('support:feedback.mine.status.answered'))
  await expect(ticket.getByText(answer)).toBeVisible()
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})
