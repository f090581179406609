/**
 * The member centre and its security centre, as demomember, on a desktop and on a 390 px phone: logged out, /member
 * asks for a login; after it, the panel opens on the security centre with the member's profile; an authenticator is
 * bound with a code computed from the key the page shows; "sign out the others" ends a session from another browser;
 * a login from a new address is confirmed with the authenticator's code.
 */
import { generate } from 'otplib'
import type { Browser, Page } from '@playwright/test'
import { dismissAnnouncementsForSession, expect, logIn, scaled, test, tr } from './support'

// The tests share the member's authenticator (and its used TOTP steps): in order, in one worker, stopping at a failure.
test.describe.configure({ mode: 'serial' })

const ACCOUNT = 'demomember'
const PASSWORD = 'Portico#Demo2026'
const T = (key: string, values?: Record<string, string>) => tr('th', key, values)

/**
 * TOTP codes for this member: the server accepts each 30 s step once, and only a later step than the last it
 * accepted, so a code is always taken from a step later than any used before in this run (waiting if need be).
 */
let lastStep = -1
async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000)
  if (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 250))
    step = lastStep + 1
  }
  lastStep = step
  return generate({ secret, epoch: step * 30 })
}
/** The key of the authenticator bound by an earlier test of this file (needed to turn it off again). */
let boundSecret: string | null = null

/** Opens /member logged out: the login popup is offered; logging in there shows the member centre. */
async function logInAtMember(page: Page) {
  await dismissAnnouncementsForSession(page)
  await page.goto('/member')
  await expect(page.getByTestId('member-login-required')).toBeVisible()
  await logIn(page, ACCOUNT, { from: 'popup', notices: 'leave' })
  const panel = page.getByRole('dialog', { name: T('member:panel.title') })
  await expect(panel).toBeVisible()
  return panel
}

async function otherBrowserLoggedIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await logInAtMember(page)
  return { context, page }
}

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const device of DEVICES) {
  test.describe(`member centre on ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('security centre: profile, authenticator on, the other sessions signed out', async ({ page, browser }) => {
      test.setTimeout(scaled(120_000))
      const panel = await logInAtMember(page)

      // The panel: the current entry is the security centre (default page); on a phone it fills the screen.
      await expect(page).toHaveURL(/\/member$/)
      await expect(panel.getByRole('link', { name: T('member:menu.in_my_account') })).toHaveAttribute('aria-current', 'page')
      if (device.name === 'phone') {
        const box = await panel.boundingBox()
        expect(box?.width).toBe(device.viewport.width)
      }
      const profile = panel.getByTestId('security-profile')
      await expect(profile.getByTestId('profile-account')).toHaveText(ACCOUNT)

      // A phone's later run finds the authenticator this file turned on: turn it off first (password and code).
      const authenticator = panel.getByTestId('security-authenticator')
      await expect(authenticator).toBeVisible()
      if (await authenticator.getByText(T('member:authenticator.enabled')).isVisible()) {
        if (!boundSecret) throw new Error('the authenticator is on, but not by this file: its key is unknown')
        await authenticator.getByRole('button', { name: T('member:authenticator.disable') }).click()
        await authenticator.getByLabel(T('member:common.password'), { exact: true }).fill(PASSWORD)
        await authenticator.getByLabel(T('member:authenticator.code')).fill(await freshCode(boundSecret))
        await authenticator.getByRole('button', { name: T('member:authenticator.submitDisable') }).click()
        await expect(authenticator.getByText(T('member:authenticator.disabled'))).toBeVisible()
      }

      // Bind an authenticator: QR code and key shown; the code computed from that key turns it on.
      await authenticator.getByRole('button', { name: T('member:authenticator.begin') }).click()
      await expect(authenticator.getByRole('img', { name: T('member:authenticator.qrLabel') })).toBeVisible()
      const secret = (await authenticator.getByTestId('authenticator-secret').innerText()).replace(/\s+/g, '')
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
      await authenticator.getByLabel(T('member:authenticator.code')).fill(await freshCode(secret))
      await authenticator.getByRole('button', { name: T('member:authenticator.confirm') }).click()
      await expect(authenticator.getByText(T('member:authenticator.enabled'))).toBeVisible()
      await expect(authenticator.getByText(T('member:common.on'), { exact: true })).toBeVisible()
      boundSecret = secret

      // Another browser logs in too; after a reload this page lists both sessions, and signs the other out.
      const other = await otherBrowserLoggedIn(browser, device.viewport)
      await page.reload()
      const sessions = page.getByRole('dialog', { name: T('member:panel.title') }).getByTestId('security-sessions')
      await expect.poll(() => sessions.getByTestId('active-session').count()).toBeGreaterThanOrEqual(2)
      await sessions.getByRole('button', { name: T('member:sessions.signOutOthers') }).click()
      // It asks first.
      await page.getByRole('alertdialog', { name: T('member:sessions.confirmTitle') }).getByRole('button', { name: T('member:sessions.signOutOthers') }).click()
      await expect(sessions.getByRole('status')).toBeVisible()
      await expect(sessions.getByTestId('active-session')).toHaveCount(1)
      await expect(sessions.getByText(T('member:sessions.onlyThis'))).toBeVisible()

      // The other browser's session is over: reopening the member centre there asks for a login again.
      await other.page.reload()
      await expect(other.page.getByRole('dialog', { name: T('auth:login.title') })).toBeVisible()
      await other.context.close()

      // The close button leaves the member centre for the home page.
      await page.getByRole('dialog', { name: T('member:panel.title') }).getByRole('button', { name: T('member:panel.close') }).click()
      await expect(page).toHaveURL(/\/$/)
    })
  })
}

// Once, on the desktop: on a phone it is the same calls and dialog, whose layout the stories show at 360 px.
for (const device of DEVICES.filter((d) => d.name === 'desktop')) {
  test(`a login from a new address on ${device.name} asks to confirm it is the member; the authenticator code does, and the address is remembered`, async ({ browser }) => {
    test.setTimeout(scaled(90_000))
    if (!boundSecret) throw new Error('the tests above bind the authenticator this one answers with')
    // A visitor behind the (trusted, loopback) proxy, from an address this account has never used.
    const address = `203.0.113.${10 + Math.floor(Math.random() * 200)}`
    const context = await browser.newContext({ viewport: device.viewport, extraHTTPHeaders: { 'X-Forwarded-For': address } })
    const page = await context.newPage()
    await dismissAnnouncementsForSession(page)
    await page.goto('/member')
    const login = page.getByRole('dialog', { name: T('auth:login.title') })
    await login.getByLabel(T('auth:login.username')).fill(ACCOUNT)
    await login.getByLabel(T('auth:login.password'), { exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: T('auth:login.submit'), exact: true }).click()

    const verify = page.getByRole('dialog', { name: T('auth:verification.titleNewIp') })
    await expect(verify).toBeVisible()
    await verify.getByRole('radio', { name: T('auth:verification.methods.authenticator') }).check()
    await verify.getByRole('button', { name: T('auth:verification.next') }).click()
    await verify.getByLabel(T('auth:verification.inputs.authenticator')).fill(await freshCode(boundSecret))
    await verify.getByRole('button', { name: T('auth:verification.submit') }).click()
    await expect(page.getByRole('dialog', { name: T('member:panel.title') })).toBeVisible()

    // The address is known now: the next login from it goes straight in.
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'))
    expect(token).toBeTruthy()
    await page.evaluate(() => window.sessionStorage.clear())
    await page.reload()
    await login.getByLabel(T('auth:login.username')).fill(ACCOUNT)
    await login.getByLabel(T('auth:login.password'), { exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: T('auth:login.submit'), exact: true }).click()
    await expect(page.getByRole('dialog', { name: T('member:panel.title') })).toBeVisible()
    await expect(verify).toHaveCount(0)
    await context.close()
  })
}

test('a member-centre entry whose page is not open yet says it is coming, in the member language', async ({ page }) => {
  const panel = await logInAtMember(page)
  await panel.getByRole('link', { name: T('member:menu.invite_friends') }).click()
  await expect(page).toHaveURL(/\/member\?page=referral$/)
  const coming = panel.getByTestId('member-coming-soon')
  await expect(coming.getByRole('heading', { name: T('member:menu.invite_friends') })).toBeVisible()
  await expect(coming).toContainText(T('member:comingSoon.title'))
  await expect(panel.getByRole('link', { name: T('member:menu.invite_friends') })).toHaveAttribute('aria-current', 'page')
})
