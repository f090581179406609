import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test as base, type Page } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4317)

/**
 * A journey's time limit, scaled like the config's (playwright.config.ts, E2E_TIME_SCALE): a limit catches a hang,
 * never asserts a speed, and `npm test` runs the journeys in two parts side by side on two cores.
 */
export const scaled = (ms: number) => ms * Number(process.env.E2E_TIME_SCALE ?? 1)

/** The portal on a given host name (*.localhost resolves to loopback in Chromium). */
export const at = (host: string, path = '/') => `http://${host}:${PORT}${path}`

type Messages = Record<string, unknown>
const cache = new Map<string, Messages>()

/** A translated string exactly as the portal shows it: `tr('th', 'layout:header.mainNav')`. */
export function tr(language: 'th' | 'en' | 'cn', key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.split(':')
  const file = `${language}/${ns}`
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', `${file}.json`), 'utf8')))
  let node: unknown = cache.get(file)
  for (const part of path.split('.')) node = (node as Messages | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`no ${language} translation for ${key}`)
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

/** Skip the announcement popup (it opens once per session) in tests about something else. */
export async function dismissAnnouncementsForSession(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('publicityClose', '1'))
}

/**
 * Scrolls to the end of the home page, as a visitor reading on: the hot games and the winner board load when their
 * place comes near the viewport (below the category grid), and the footer is drawn under them.
 */
export async function scrollToLateSections(page: Page): Promise<void> {
  await page.getByTestId('home-page').waitFor()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

export const test = base
export { expect }


export const DEMO_PASSWORD = 'Portico#Demo2026'

export interface LogInOptions {
  password?: string
  /**
   * The address to open first (the announcement popup skipped); left out, the login starts on the page already open.
   * A home page ('/' or a merchant's) is logged in from the header's button; another page (/member, /wallet...) offers
   * the login popup itself.
   */
  at?: string
  /**
   * After the login: 'close' (the default) closes what opens over the page after every login, as a person would (an
   * agent's notices, the previous-login notice over the bottom of a phone's screen for 10 s); 'leave' leaves it all,
   * for the journeys whose subject it is.
   */
  notices?: 'close' | 'leave'
  /** With 'leave': also wait for the header's balance (the session is known then). */
  waitForBalance?: boolean
  /** An agent's login opens the agents' notices: closed with 'close'. */
  agent?: boolean
  /** Where the login dialog comes from, when not as `at` implies: the header's button, or a popup the page opened. */
  from?: 'header' | 'popup'
}

/** The one login of the journeys: as a person does it, in Thai, from the header or the popup a page offers. */
export async function logIn(page: Page, username: string, options: LogInOptions = {}) {
  const { password = DEMO_PASSWORD, at: address, notices = 'close', agent = false, from, waitForBalance = false } = options
  if (address !== undefined) {
    await dismissAnnouncementsForSession(page)
    await page.goto(address)
  }
  const fromHeader = from ? from === 'header' : address === undefined || new URL(address, 'http://host').pathname === '/'
  if (fromHeader) await page.getByRole('banner').getByRole('button', { name: tr('th', 'layout:header.login') }).click()
  const login = page.getByRole('dialog', { name: tr('th', 'auth:login.title') })
  await expect(login).toBeVisible()
  await login.getByLabel(tr('th', 'auth:login.username')).fill(username)
  await login.getByLabel(tr('th', 'auth:login.password'), { exact: true }).fill(password)
  await login.getByRole('button', { name: tr('th', 'auth:login.submit'), exact: true }).click()
  await expect(login).toBeHidden()
  if (notices === 'leave') {
    // A dialog that opens meanwhile (the agency notice: a full-screen sheet on a phone) hides the page from assistive
    // tech (aria-hidden), so the balance is looked for among hidden elements too: it is drawn either way. Waiting for it
    // only in the accessibility tree raced the notice's opening (the phone journey failed now and then).
    if (waitForBalance) {
      await expect(page.getByRole('banner', { includeHidden: true }).getByRole('group', { name: tr('th', 'layout:balance.label'), includeHidden: true })).toBeVisible()
    }
    return
  }
  if (agent) {
    const notice = page.getByRole('dialog', { name: tr('th', 'auth:agencyNotice.title') })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: tr('th', 'auth:agencyNotice.close'), exact: true }).click()
    await expect(notice).toBeHidden()
  }
  // There is one unless this is the account's first login.
  const lastLogin = page.getByTestId('last-login')
  if (await lastLogin.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await lastLogin.locator('button').click()
    await expect(lastLogin).toBeHidden()
  }
}

/** Logs `username` in from the header of `home` (the demo merchant's, or another's by its full address). */
export function logInFromHeader(page: Page, username: string, password = DEMO_PASSWORD, home = '/') {
  return logIn(page, username, { password, at: home })
}

/** `฿ 12,500.00` → 1250000 (minor units), from the text of an element that shows one amount. */
export function minorOf(text: string): number {
  const match = /(\d{1,3}(?:,\d{3})*)\.(\d{2})/.exec(text)
  if (!match) throw new Error(`no amount in "${text}"`)
  return Number(match[1].replaceAll(',', '') + match[2])
}

/** 1250000 (minor units) → `12,500.00`, as the portal shows an amount. */
export const shown = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** `"12.50"` (major units, as an API answers) → 1250 (minor units). */
export const minorOfMajor = (major: string) => Math.round(Number(major) * 100)
