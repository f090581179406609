import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test as base, type Page } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4317)

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

export const test = base
export { expect }


/**
 * Logs `username` in from the header's login button on the home page (`home`: another merchant's, by its full
 * address), in Thai, as a person would: the announcement
 * popup skipped, and the notice of the previous login (over the bottom of a phone's screen for 10 s) closed.
 */
export async function logInFromHeader(page: Page, username: string, password = 'Portico#Demo2026', home = '/') {
  await dismissAnnouncementsForSession(page)
  await page.goto(home)
  await page.getByRole('banner').getByRole('button', { name: tr('th', 'layout:header.login') }).click()
  const login = page.getByRole('dialog', { name: tr('th', 'auth:login.title') })
  await login.getByLabel(tr('th', 'auth:login.username')).fill(username)
  await login.getByLabel(tr('th', 'auth:login.password'), { exact: true }).fill(password)
  await login.getByRole('button', { name: tr('th', 'auth:login.submit'), exact: true }).click()
  await expect(login).toBeHidden()
  const lastLogin = page.getByTestId('last-login')
  if (await lastLogin.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await lastLogin.locator('button').click()
    await expect(lastLogin).toBeHidden()
  }
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
