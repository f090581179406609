import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, type Page } from '@playwright/test'

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
export { expect } from '@playwright/test'
