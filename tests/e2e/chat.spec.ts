import { execFileSync } from 'node:child_process'
import { baseURL, E2E_OPERATOR_KEY } from '../../playwright.config'
import { dismissAnnouncementsForSession, expect, logIn, scaled, test, tr } from './support'

/** Runs the operators' command line against the journeys' server, as an operator would; its output. */
function operator(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/operator.ts', ...args], {
    env: { ...process.env, PORTICO_URL: baseURL, PORTICO_OPERATOR_KEY: E2E_OPERATOR_KEY, PORTICO_OPERATOR: 'e2e' },
    encoding: 'utf8',
  })
}

/**
 * The chat room as two members use it (the demo merchant, in Thai): one on a 390 px phone, one on a desktop, each in
 * a browser of their own. Both open the widget from the floating launcher and see the seeded lobby; one sends, the
 * other sees it arrive without reloading, and the sender's own message stands on the end side. A guest pressing the
 * launcher gets the login popup instead. An operator deletes a message with `npm run operator -- chat`: it leaves
 * both open widgets. Escape closes the widget and the focus is back on the launcher.
 */
const launcherName = tr('th', 'layout:contacts.chat')
const roomName = `${tr('th', 'chat:title')} · ${tr('th', 'chat:rooms.lobby')}`

test('two members chat: one on a phone, one on a desktop, a message arrives without a reload', async ({ browser }) => {
  test.setTimeout(scaled(90_000))
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const desktopContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const phone = await phoneContext.newPage()
    const desktop = await desktopContext.newPage()
    // Seeded members who know this machine's address (no new-IP step); not demomember, whom other journeys use.
    await logIn(phone, 'downline1', { at: '/' })
    await logIn(desktop, 'downline2', { at: '/' })

    const open = async (page: typeof phone) => {
      const launcher = page.getByRole('button', { name: launcherName })
      await launcher.click()
      const room = page.getByRole('dialog', { name: roomName })
      await expect(room).toBeVisible()
      // The seeded day of talk is there.
      await expect(room.getByRole('log', { name: tr('th', 'chat:messages') })).toContainText('Welcome to the lobby!')
      return { launcher, room }
    }
    const onPhone = await open(phone)
    const onDesktop = await open(desktop)

    const text = `สวัสดีจากมือถือ ${Date.now()} <b>not bold</b>`
    const field = onPhone.room.getByRole('textbox', { name: tr('th', 'chat:composer.label') })
    await field.fill(text)
    await expect(onPhone.room.getByText(tr('th', 'chat:composer.count', { count: String([...text].length), max: '200' }))).toBeVisible()
    await field.press('Enter')
    await expect(field).toHaveValue('')

    // The sender sees it as their own (end side); the other member sees it arrive, as text, without reloading.
    const own = onPhone.room.locator('li[data-own]').filter({ hasText: text })
    await expect(own).toBeVisible()
    await expect(own).toContainText(tr('th', 'chat:you'))
    const arrived = onDesktop.room.getByRole('log').locator('li').filter({ hasText: text })
    await expect(arrived).toBeVisible({ timeout: scaled(10_000) })
    await expect(arrived).not.toHaveAttribute('data-own')
    await expect(arrived.locator('b')).toHaveCount(0)

    // And back: the desktop answers, the phone sees it.
    const reply = `ok from the desktop ${Date.now()}`
    await onDesktop.room.getByRole('textbox', { name: tr('th', 'chat:composer.label') }).fill(reply)
    await onDesktop.room.getByRole('button', { name: tr('th', 'chat:composer.send') }).click()
    await expect(onPhone.room.getByRole('log').locator('li').filter({ hasText: reply })).toBeVisible({ timeout: scaled(10_000) })

    // An operator lists the room and deletes the reply: it leaves both open widgets at once.
    const line = operator('chat', 'list', 'demo', 'lobby', '50').split('\n').find((row) => row.includes(reply))
    expect(line, 'the operator sees the reply').toBeTruthy()
    const id = line!.split('  ')[0]
    expect(operator('chat', 'delete', 'demo', id)).toContain(`Message ${id} deleted (by admin:e2e)`)
    await expect(onPhone.room.getByText(reply)).toHaveCount(0, { timeout: scaled(10_000) })
    await expect(onDesktop.room.getByText(reply)).toHaveCount(0)

    // Escape closes the widget; the focus is back on the launcher.
    await onDesktop.room.getByRole('textbox', { name: tr('th', 'chat:composer.label') }).focus()
    await desktop.keyboard.press('Escape')
    await expect(onDesktop.room).toBeHidden()
    await expect(onDesktop.launcher).toBeFocused()
  } finally {
    await phoneContext.close()
    await desktopContext.close()
  }
})

test('a guest pressing the chat launcher gets the login popup', async ({ page }) => {
  test.setTimeout(scaled(30_000))
  await page.setViewportSize({ width: 390, height: 844 })
  await dismissAnnouncementsForSession(page)
  await page.goto('/')
  await page.getByRole('button', { name: launcherName }).click()
  await expect(page.getByRole('dialog', { name: tr('th', 'auth:login.title') })).toBeVisible()
  await expect(page.getByRole('dialog', { name: roomName })).toHaveCount(0)
})
