/**
 * Accounts end to end, on a desktop and a 390 px phone: log in, sign out, the captcha after three failures,
 * registration by username and by mobile (the code read from the outbox), and the forced password change; and
 * social login through the server's sandbox identity provider (on outside production): bind, then log in with it.
 * The captcha, the register form's checks, registration by mobile and the reset by SMS run on the desktop only: on a
 * phone they are the same calls and dialogs, whose phone layout the stories show at 360 px.
 *
 * The demo merchant's register settings show a captcha. Its answer is known only to the server; the journeys'
 * server writes it to the development outbox (PORTICO_DEV_CAPTCHA_OUTBOX), which the login journey reads; on
 * demo the registration journey checks that the captcha is shown and that a wrong answer is refused. Complete registrations run on the `signup`
 * test merchant (tests/e2e/merchants/signup.json): the demo merchant with the register captcha hidden.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { at, dismissAnnouncementsForSession, expect, scaled, test, tr } from './support'

const PORT = Number(process.env.E2E_PORT ?? 4317)
/** The server's outbox (playwright.config.ts gives the journeys' server this data directory). */
const OUTBOX = fileURLToPath(new URL(`../../.data/e2e-${PORT}/outbox.jsonl`, import.meta.url))
const DEMO_PASSWORD = 'Portico#Demo2026'
const th = (key: string, values?: Record<string, string>) => tr('th', key, values)

/**
 * The first group of `pattern` in the newest message for `purpose` (to `to`, when given) written after `since`,
 * once it is in the outbox.
 */
async function fromOutbox(to: string | undefined, purpose: string, since: number, pattern: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(() => {
      let text: string
      try {
        text = readFileSync(OUTBOX, 'utf8')
      } catch {
        return undefined
      }
      const entries = text.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { at: string; to: string; purpose: string; text: string })
      const entry = entries.reverse().find((e) => (to === undefined || e.to === to) && e.purpose === purpose && Date.parse(e.at) >= since - 1000)
      found = entry?.text.match(pattern)?.[1]
      return found
    })
    .toBeTruthy()
  return found!
}

/** The code of the newest SMS or mail to `to` for `purpose` sent after `since`. */
const codeFromOutbox = (to: string, purpose: string, since: number) => fromOutbox(to, purpose, since, /\b(\d{4,9})\b/)
/** The reset link of the newest password-reset mail to `to` sent after `since`. */
const linkFromOutbox = (to: string, since: number) => fromOutbox(to, 'passwordReset', since, /(https?:\/\/\S+\?token=[\w-]+)/)

/**
 * The answer of the newest captcha drawn after `since`: the journeys' server runs with PORTICO_DEV_CAPTCHA_OUTBOX,
 * which writes each answer to the outbox (a development aid the server refuses in production).
 */
const captchaAnswerFromOutbox = (since: number) => fromOutbox(undefined, 'captcha', since, /Captcha answer: (\w+)/)

/** A number no other journey of this run uses (9 to 10 digits, as the demo's PHONE rule wants). */
const uniqueMobile = () => `08${String(Date.now()).slice(-8)}`
const uniqueName = (prefix: string) => `${prefix}${String(Date.now()).slice(-7)}`

/** The agreement's link to the terms of use: the text between <terms> and </terms> in the Thai agreement. */
const TERMS_LINK = /<terms>(.*)<\/terms>/.exec(th('auth:register.agree'))![1]!

const header = (page: Page) => page.getByRole('banner')
const loginDialog = (page: Page) => page.getByRole('dialog', { name: th('auth:login.title') })
const registerDialog = (page: Page) => page.getByRole('dialog', { name: th('auth:register.title') })

async function openLogin(page: Page) {
  await header(page).getByRole('button', { name: th('layout:header.login') }).click()
  await expect(loginDialog(page)).toBeVisible()
}

async function submitLogin(page: Page, username: string, password: string) {
  const dialog = loginDialog(page)
  await dialog.getByLabel(th('auth:login.username')).fill(username)
  await dialog.getByLabel(th('auth:login.password'), { exact: true }).fill(password)
  await dialog.getByRole('button', { name: th('auth:login.submit'), exact: true }).click()
}

/** Signs out from the side menu, confirming; the portal returns to /. */
async function signOut(page: Page) {
  await header(page).getByRole('button', { name: th('layout:header.sideMenu') }).click()
  await page.getByRole('button', { name: th('layout:sideMenu.signOut') }).click()
  const confirm = page.getByRole('alertdialog', { name: th('layout:sideMenu.signOutTitle') })
  await confirm.getByRole('button', { name: th('layout:sideMenu.signOutConfirm') }).click()
  await expect(header(page).getByRole('button', { name: th('layout:header.login') })).toBeVisible()
}

/**
 * The logged-in header: the balance from the ledger (`balance`, as shown; else any amount) with its refresh,
 * Deposit; the member-centre icon from the tablet width up.
 */
async function expectLoggedIn(page: Page, phone: boolean, balanceShown?: string) {
  const balance = header(page).getByRole('group', { name: th('layout:balance.label') })
  await expect(balance).toContainText(balanceShown ?? /\d\.\d{2}/)
  await expect(balance.getByRole('button', { name: th('layout:balance.refresh') })).toBeVisible()
  await expect(header(page).getByRole('button', { name: th('layout:header.deposit') })).toBeVisible()
  const memberCentre = header(page).getByRole('button', { name: th('layout:header.memberCentre') })
  if (phone) await expect(memberCentre).toBeHidden()
  else await expect(memberCentre).toBeVisible()
  await expect(header(page).getByRole('button', { name: th('layout:header.login') })).toHaveCount(0)
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeTruthy()
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 860 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const

for (const { name, viewport, phone } of VIEWPORTS) {
  test.describe(`accounts on ${name}`, () => {
    test.use({ viewport })
    test.beforeEach(async ({ page }) => {
      await dismissAnnouncementsForSession(page)
    })

    test('log in as demomember, see the logged-in header, then sign out after confirming', async ({ page }) => {
      await page.goto('/promotions')
      await openLogin(page)
      await submitLogin(page, 'demomember', DEMO_PASSWORD)
      await expect(loginDialog(page)).toBeHidden()
      // The seeded opening balance, read from the ledger.
      await expectLoggedIn(page, phone, '12,500.00')
      await expect(header(page).getByRole('button', { name: th('layout:header.agent') })).toHaveCount(0)
      const userInfo = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('userInfo'))) ?? '{}')
      expect(userInfo).toMatchObject({ account: 'demomember', nickname: 'Demo Member', type: 0 })

      const token = await page.evaluate(() => window.sessionStorage.getItem('token'))
      await signOut(page)
      await expect(page).toHaveURL(at('localhost', '/'))
      expect(await page.evaluate(() => [window.sessionStorage.getItem('token'), window.sessionStorage.getItem('userInfo')])).toEqual([null, null])
      // The server revoked it too: the old token no longer works.
      await expect.poll(async () => (await page.request.get('/wps/member/info', { headers: { Authorization: token! } })).status()).toBe(401)
    })

    // Once, on the desktop: the same calls and dialogs as on a phone, whose layout the stories show at 360 px.
    if (!phone) test('three wrong passwords bring the captcha; a wrong captcha is refused with a new image; the right one logs in', async ({ page }) => {
      // The captcha stays on for an account until it logs in, which this journey ends by doing.
      const account = 'downline1'
      await page.goto('/')
      await openLogin(page)
      const dialog = loginDialog(page)
      const captchaImage = dialog.getByRole('img', { name: th('auth:captcha.imageAlt') })
      for (const attempt of [1, 2, 3]) {
        await submitLogin(page, account, `Wrong#Pass${attempt}`)
        await expect(dialog.getByText(th('errors:invalidUsernameOrPassword'))).toBeVisible()
        if (attempt < 3) await expect(captchaImage).toHaveCount(0)
      }
      await expect(captchaImage).toBeVisible()
      await expect(captchaImage).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
      const first = await captchaImage.getAttribute('src')

      await dialog.getByLabel(th('auth:captcha.label')).fill('0000')
      await submitLogin(page, account, DEMO_PASSWORD)
      const refusedAt = Date.now()
      await expect(dialog.getByText(th('errors:captchaInvalid'))).toBeVisible()
      await expect(captchaImage).not.toHaveAttribute('src', first!)
      expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull()

      // The new image's answer and the right password log in (and end the captcha for this account).
      await dialog.getByLabel(th('auth:captcha.label')).fill(await captchaAnswerFromOutbox(refusedAt))
      await submitLogin(page, account, DEMO_PASSWORD)
      await expect(loginDialog(page)).toBeHidden()
      await expectLoggedIn(page, phone)
    })

    // Once, on the desktop: the same calls and dialogs as on a phone, whose layout the stories show at 360 px.
    if (!phone) test('registration on demo checks the form, shows the captcha and the server refuses a wrong one', async ({ page }) => {
      await page.goto('/register')
      const dialog = registerDialog(page)
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: th('auth:register.submit'), exact: true }).click()
      await expect(dialog.getByText(th('auth:validation.agreeTerms'))).toBeVisible()
      await expect(dialog.getByText(th('auth:validation.captchaRequired'))).toBeVisible()

      const captchaImage = dialog.getByRole('img', { name: th('auth:captcha.imageAlt') })
      await expect(captchaImage).toBeVisible()
      const first = await captchaImage.getAttribute('src')
      const panel = dialog.getByRole('tabpanel')
      await panel.getByLabel(th('auth:register.fields.username'), { exact: true }).fill(uniqueName('demoreg'))
      await panel.getByLabel(th('auth:register.fields.password'), { exact: true }).fill('Fresh#Pass2026')
      await panel.getByLabel(th('auth:register.fields.confirmPassword'), { exact: true }).fill('Fresh#Pass2026')
      await panel.getByLabel(th('auth:register.fields.mobileNum'), { exact: true }).fill(uniqueMobile())
      await panel.getByLabel(th('auth:captcha.label')).fill('0000')
      // The terms open in a tab of their own; the form keeps what was typed.
      const [terms] = await Promise.all([page.waitForEvent('popup'), panel.getByRole('button', { name: TERMS_LINK }).click()])
      await expect(terms).toHaveURL(/\/help\?tag=terms$/)
      await terms.close()
      await expect(panel.getByLabel(th('auth:captcha.label'))).toHaveValue('0000')
      await panel.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: th('auth:register.submit'), exact: true }).click()
      await expect(dialog.getByText(th('errors:captchaInvalid'))).toBeVisible()
      // A failed registration refreshes the captcha (spec section 8).
      await expect(captchaImage).not.toHaveAttribute('src', first!)
      expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull()
    })

    test('register by username and land logged in with the balance in the header', async ({ page }) => {
      await page.goto(at('signup.localhost', '/register.html'))
      const dialog = registerDialog(page)
      const panel = dialog.getByRole('tabpanel')
      const username = uniqueName(phone ? 'phonereg' : 'deskreg')
      await panel.getByLabel(th('auth:register.fields.username'), { exact: true }).fill(username)
      await panel.getByLabel(th('auth:register.fields.password'), { exact: true }).fill('Fresh#Pass2026')
      await panel.getByLabel(th('auth:register.fields.confirmPassword'), { exact: true }).fill('Fresh#Pass2026')
      await panel.getByLabel(th('auth:register.fields.mobileNum'), { exact: true }).fill(uniqueMobile())
      await panel.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: th('auth:register.submit'), exact: true }).click()
      await expect(dialog).toBeHidden()
      // A new member has no money yet.
      await expectLoggedIn(page, phone, '0.00')
      expect(await page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(username)
    })

    // Once, on the desktop: the same calls and dialogs as on a phone, whose layout the stories show at 360 px.
    if (!phone) test('register by mobile with the SMS code read from the outbox', async ({ page }) => {
      await page.goto(at('signup.localhost', '/'))
      await header(page).getByRole('button', { name: th('layout:header.register') }).click()
      const dialog = registerDialog(page)
      await dialog.getByRole('tab', { name: th('auth:register.tabs.mobile') }).click()
      const panel = dialog.getByRole('tabpanel')
      const mobile = uniqueMobile()
      await panel.getByLabel(th('auth:register.fields.mobileNum'), { exact: true }).fill(mobile)
      const since = Date.now()
      await panel.getByRole('button', { name: th('auth:sms.send') }).click()
      const code = await codeFromOutbox(mobile, 'register', since)
      await panel.getByLabel(th('auth:register.fields.verificationCode'), { exact: true }).fill(code)
      await panel.getByLabel(th('auth:register.fields.password'), { exact: true }).fill('Fresh#Pass2026')
      const confirm = panel.getByLabel(th('auth:register.fields.confirmPassword'), { exact: true })
      if (await confirm.count()) await confirm.fill('Fresh#Pass2026')
      await panel.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: th('auth:register.submit'), exact: true }).click()
      await expect(dialog).toBeHidden()
      // A new member has no money yet.
      await expectLoggedIn(page, phone, '0.00')
      expect(await page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(mobile)
    })
  })
}

test.describe('the default-password account', () => {
  // Once per run: the change replaces the default password, so a second viewport would find none to change.
  test.use({ viewport: { width: 390, height: 844 } })

  test('is forced to change its password on a phone and then lands on / logged in', async ({ page }) => {
    await dismissAnnouncementsForSession(page)
    await page.goto('/promotions')
    await openLogin(page)
    await submitLogin(page, 'newdownline', 'Welcome123')
    const change = page.getByRole('dialog', { name: th('auth:changePassword.title') })
    await expect(change).toBeVisible()
    await expect(change).toContainText(th('auth:changePassword.forcedDefault'))
    // Not logged in yet: the header still offers Log in, and nothing is in the session keys.
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull()
    // The password just typed is known: the form does not ask for it again.
    await expect(change.getByLabel(th('auth:changePassword.oldPassword'), { exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(change).toBeVisible()
    await change.getByLabel(th('auth:changePassword.newPassword'), { exact: true }).fill('Changed#Pass2026')
    await change.getByLabel(th('auth:changePassword.confirmPassword'), { exact: true }).fill('Changed#Pass2026')
    await change.getByRole('button', { name: th('auth:changePassword.submit'), exact: true }).click()
    await expect(change).toBeHidden()
    await expect(page).toHaveURL(at('localhost', '/'))
    await expectLoggedIn(page, true)
  })
})

/** Registers a member by username on the signup merchant (password Fresh#Pass2026); it is then logged in. */
async function registerOnSignup(page: Page, member: { username: string; mobile: string; email?: string }) {
  await page.goto(at('signup.localhost', '/register.html'))
  const register = registerDialog(page).getByRole('tabpanel')
  await register.getByLabel(th('auth:register.fields.username'), { exact: true }).fill(member.username)
  await register.getByLabel(th('auth:register.fields.password'), { exact: true }).fill('Fresh#Pass2026')
  await register.getByLabel(th('auth:register.fields.confirmPassword'), { exact: true }).fill('Fresh#Pass2026')
  if (member.email) await register.getByLabel(th('auth:register.optional', { label: th('auth:register.fields.email') }), { exact: true }).fill(member.email)
  await register.getByLabel(th('auth:register.fields.mobileNum'), { exact: true }).fill(member.mobile)
  await register.getByRole('checkbox').check()
  await registerDialog(page).getByRole('button', { name: th('auth:register.submit'), exact: true }).click()
  await expect(registerDialog(page)).toBeHidden()
}

test.describe('a forgotten password, reset by the emailed link', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the link sets a new password that logs in, then cannot be used again', async ({ page, browser }) => {
    test.setTimeout(scaled(60_000))
    await dismissAnnouncementsForSession(page)
    // A member of its own, with an email, registered on the signup merchant; then signed out by a fresh browser.
    const username = uniqueName('forgot')
    const email = `${username}@signup.portico.test`
    await registerOnSignup(page, { username, mobile: uniqueMobile(), email })

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const visitor = await context.newPage()
    await dismissAnnouncementsForSession(visitor)
    await visitor.goto(at('signup.localhost', '/'))
    await openLogin(visitor)
    await loginDialog(visitor).getByRole('button', { name: th('auth:login.forgot') }).click()
    const forgot = visitor.getByRole('dialog', { name: th('auth:forgot.title') })
    await forgot.getByLabel(th('auth:forgot.username'), { exact: true }).fill(username)
    await forgot.getByLabel(th('auth:forgot.email'), { exact: true }).fill(email)
    const since = Date.now()
    await forgot.getByRole('button', { name: th('auth:forgot.submitEmail') }).click()
    await expect(visitor.getByText(th('auth:forgot.sent'))).toBeVisible()
    const link = await linkFromOutbox(email, since)
    expect(new URL(link).pathname).toBe('/resetPassword')

    // The link: a new password by the rule; done; "log in" opens the login, where the new password works.
    await visitor.goto(link)
    const reset = visitor.getByRole('dialog', { name: th('auth:resetPassword.title') })
    await reset.getByLabel(th('auth:resetPassword.newPassword'), { exact: true }).fill('Renewed#Pass2026')
    await reset.getByLabel(th('auth:resetPassword.confirmPassword'), { exact: true }).fill('Renewed#Pass2026')
    await reset.getByRole('button', { name: th('auth:resetPassword.submit') }).click()
    await expect(reset.getByRole('status')).toHaveText(th('auth:resetPassword.done'))
    await reset.getByRole('button', { name: th('auth:resetPassword.login') }).click()
    await expect(visitor).toHaveURL(/signup\.localhost:\d+\/$/)
    await expect(loginDialog(visitor)).toBeVisible()
    await submitLogin(visitor, username, 'Renewed#Pass2026')
    await expect(loginDialog(visitor)).toBeHidden()
    await expectLoggedIn(visitor, true)
    // The login before this one (the registration's) is told: when, and from which address (loopback here).
    const previousLogin = visitor.getByTestId('last-login')
    await expect(previousLogin).toBeVisible()
    await expect(previousLogin.locator('bdi').nth(1)).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/)
    await previousLogin.getByRole('button', { name: th('auth:lastLogin.close') }).click()
    await expect(previousLogin).toBeHidden()

    // Used once: opened again, the page says so before a password is typed, and offers a new link.
    await visitor.goto(link)
    await expect(reset.getByRole('alert')).toHaveText(th('auth:resetPassword.invalidLink'))
    await expect(reset.getByLabel(th('auth:resetPassword.newPassword'), { exact: true })).toHaveCount(0)
    await reset.getByRole('button', { name: th('auth:resetPassword.newLink') }).click()
    await expect(visitor.getByRole('dialog', { name: th('auth:forgot.title') })).toBeVisible()
    await context.close()
  })
})

// On the desktop only: the phone's dialogs are the same calls, and the stories show them at 360 px.
for (const { name, viewport, phone } of VIEWPORTS.filter((v) => !v.phone)) {
  test.describe(`a forgotten password, reset by phone, on ${name}`, () => {
    test.use({ viewport })
    test('the code from the outbox sets a new password, and the member lands on / logged in', async ({ page, browser }) => {
      test.setTimeout(scaled(60_000))
      await dismissAnnouncementsForSession(page)
      const username = uniqueName('byphone')
      const mobile = uniqueMobile()
      await registerOnSignup(page, { username, mobile })

      const context = await browser.newContext({ viewport })
      const visitor = await context.newPage()
      await dismissAnnouncementsForSession(visitor)
      await visitor.goto(at('signup.localhost', '/promotions'))
      await openLogin(visitor)
      await loginDialog(visitor).getByRole('button', { name: th('auth:login.forgot') }).click()
      const forgot = visitor.getByRole('dialog', { name: th('auth:forgot.title') })
      await forgot.getByRole('tab', { name: th('auth:forgot.tabs.phone') }).click()
      await forgot.getByLabel(th('auth:forgot.mobile'), { exact: true }).fill(mobile)
      const since = Date.now()
      await forgot.getByRole('button', { name: th('auth:sms.send') }).click()
      await forgot.getByLabel(th('auth:forgot.code'), { exact: true }).fill(await codeFromOutbox(mobile, 'forgotPassword', since))
      await forgot.getByLabel(th('auth:forgot.newPassword'), { exact: true }).fill('ByPhone#Pass2026')
      await forgot.getByRole('button', { name: th('auth:forgot.submitPhone') }).click()
      await expect(forgot).toBeHidden()
      await expect(visitor).toHaveURL(/signup\.localhost:\d+\/$/)
      await expectLoggedIn(visitor, phone)
      expect(await visitor.evaluate(() => window.sessionStorage.getItem('account'))).toBe(username)
      await context.close()
    })
  })
}

for (const { name, viewport, phone } of VIEWPORTS) {
  test.describe(`free play on ${name}`, () => {
    test.use({ viewport })
    test('opens a trial account from the login popup; Deposit then says a real account is needed', async ({ page }) => {
      await dismissAnnouncementsForSession(page)
      await page.goto('/')
      await openLogin(page)
      await loginDialog(page).getByRole('button', { name: th('auth:login.freePlay') }).click()
      await expect(loginDialog(page)).toBeHidden()
      // The header says it is a trial account where it has room (a phone's header keeps only the balance and Deposit).
      if (phone) await expect(header(page).getByText(th('layout:header.trial'))).toBeHidden()
      else await expect(header(page).getByText(th('layout:header.trial'))).toBeVisible()
      expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('userInfo'))) ?? '{}')).toMatchObject({ type: 4 })
      // The merchant's free-play credit, kept in the trial wallet, is what the header shows.
      await expect(header(page).getByRole('group', { name: th('layout:balance.label') })).toContainText('2,000.00')
      await header(page).getByRole('button', { name: th('layout:header.deposit') }).click()
      const notice = page.getByRole('alertdialog', { name: th('auth:trial.title') })
      await expect(notice).toContainText(th('auth:trial.message'))
      await notice.getByRole('button', { name: th('auth:trial.close') }).click()
      await expect(notice).toBeHidden()
      await expect(page).toHaveURL(/\/$/)
    })
  })
}

/**
 * The server's sandbox identity provider stands in for Google: its page (src/server/domain/social/sandboxPage.ts)
 * approves as a typed test identity, and the provider sends the browser back through the server's callback.
 */
async function approveAtSandbox(page: Page, identity: { subject: string; name: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible()
  await page.getByLabel('Account id').fill(identity.subject)
  await page.getByLabel('Name').fill(identity.name)
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
}

/** A provider's login button; on demo every provider runs against the sandbox, so each says it is a test sign-in. */
const socialLoginName = (provider: 'google' | 'facebook' | 'line') =>
  th('auth:login.socialButtonSandbox', { provider: th(`auth:login.social.${provider}`), tag: th('auth:login.socialSandboxTag') })
const googleLogin = (page: Page) => loginDialog(page).getByRole('button', { name: socialLoginName('google'), exact: true })

/** Notes the social buttons the login popup has when it is first drawn (they must not arrive after it and move it). */
async function watchFirstLoginDialog(page: Page) {
  await page.evaluate((prefix) => {
    const seen = window as unknown as { firstSocialButtons?: string[] }
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]')
      if (!dialog) return
      seen.firstSocialButtons = Array.from(dialog.querySelectorAll('button[aria-label]')).map((b) => b.getAttribute('aria-label') ?? '').filter((n) => n.startsWith(prefix))
      observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
  }, th('auth:login.socialButton', { provider: '' }).trim())
}

test.describe('social login', () => {
  test('binds Google in the security centre, then logs in with it; an identity bound to no one is told to bind it first', async ({ page }) => {
    test.setTimeout(scaled(60_000))
    await dismissAnnouncementsForSession(page)
    const identity = { subject: uniqueName('e2e.google.'), name: 'E2E Google' }

    // The login popup shows the providers the server offers (all three on demo, through the sandbox), from the
    // moment it is drawn, each marked as a test sign-in.
    await page.goto('/')
    await watchFirstLoginDialog(page)
    await openLogin(page)
    await expect(googleLogin(page)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { firstSocialButtons?: string[] }).firstSocialButtons)).toEqual(
      (['google', 'facebook', 'line'] as const).map(socialLoginName),
    )
    await expect(googleLogin(page).getByText(th('auth:login.socialSandboxTag'))).toBeVisible()
    await expect(googleLogin(page)).toHaveAccessibleDescription(th('auth:login.socialSandboxNote'))
    await submitLogin(page, 'demomember', DEMO_PASSWORD)
    await expect(loginDialog(page)).toBeHidden()
    await expectLoggedIn(page, false)

    // Bind Google in the security centre: the provider sends the member back there, and the card says it is done.
    await page.goto('/member?page=securityCenter')
    const social = page.getByTestId('security-social')
    await social.getByRole('button', { name: th('member:social.bind', { provider: th('member:social.provider.google') }) }).click()
    await approveAtSandbox(page, identity)
    await expect(page).toHaveURL(at('localhost', '/member?page=securityCenter'))
    await expect(social.getByRole('status')).toHaveText(th('member:social.bound', { provider: th('member:social.provider.google') }))
    await expect(social.getByRole('list', { name: th('member:social.listLabel') })).toContainText(th('member:social.provider.google'))
    await expect(social.getByRole('button', { name: th('member:social.bind', { provider: th('member:social.provider.google') }) })).toHaveCount(0)

    // Signed out, "Google" in the login popup and the same identity log the member in, as a password login does.
    await page.goto('/')
    await signOut(page)
    await openLogin(page)
    await googleLogin(page).click()
    await approveAtSandbox(page, identity)
    await expect(page).toHaveURL(at('localhost', '/'))
    await expectLoggedIn(page, false)
    expect(await page.evaluate(() => window.sessionStorage.getItem('account'))).toBe('demomember')
    await expect(page.getByTestId('last-login')).toBeVisible()
    // The tab's browser key went with the ticket.
    expect(await page.evaluate(() => window.sessionStorage.getItem('socialBrowserKey'))).toBeNull()

    // An identity no member has bound comes back to the login popup, which says to bind it first.
    await signOut(page)
    await openLogin(page)
    await googleLogin(page).click()
    await approveAtSandbox(page, { subject: uniqueName('e2e.nobody.'), name: 'Nobody' })
    await expect(loginDialog(page).getByRole('alert')).toHaveText(th('errors:socialNotBound'))
    await expect(page).toHaveURL(at('localhost', '/'))
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull()
  })
})
