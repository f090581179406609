/**
 * Contracts end to end (docs/contracts.md), in Thai:
 * - on a desktop, demosubagent logs in on the demo merchant, where demoagent's dividend offer waits (the seed leaves
 *   it so): the agreement opens by itself, shows the offer as pending with the spec's buttons; signing it puts it in
 *   force, and the card then shows terminate and reject; the agency notice follows once it is closed.
 */
import type { Page } from '@playwright/test'
import { expect, logIn, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)

/** The agreement dialog, once it has opened by itself after the login. */
async function agreement(page: Page) {
  const dialog = page.getByRole('dialog', { name: T('agents:contracts.dialog.title') })
  await expect(dialog).toBeVisible()
  return dialog
}

/** A button of a contract's card, by its accessible name (what it does, the kind and the game type). */
const button = (label: 'sign' | 'reject' | 'terminate', kind: string, gameType: string) =>
  T(`agents:contracts.buttonLabel.${label}`, { kind: T(`agents:contracts.kind.${kind}`), gameType: T(`agents:gameType.${gameType}`) })

test('a sub-agent signs its upline’s dividend offer in the agreement, which then shows the contract in force', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 })
  await logIn(page, 'demosubagent', { at: '/', notices: 'leave' })
  const dialog = await agreement(page)
  await expect(dialog.getByRole('tab', { selected: true })).toContainText(T('agents:contracts.section.dividend'))
  const sign = dialog.getByRole('button', { name: button('sign', 'dividend', 'RNG') })
  await expect(dialog.getByRole('button', { name: button('reject', 'dividend', 'RNG') })).toBeVisible()
  await sign.click()
  // In force: the spec's buttons for V (terminate, and the reject that sends A), the offer's gone.
  await expect(dialog.getByRole('button', { name: button('terminate', 'dividend', 'RNG') })).toBeVisible()
  await expect(dialog.getByRole('button', { name: button('reject', 'dividend', 'RNG') })).toBeVisible()
  await expect(sign).toBeHidden()
  await expect(dialog.getByText(T('agents:contracts.status.V'), { exact: true }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The agency notice waited under the agreement: it comes next.
  const notice = page.getByRole('dialog', { name: T('auth:agencyNotice.title') })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: T('auth:agencyNotice.close'), exact: true }).click()
  await expect(notice).toBeHidden()
  // Logging in again opens nothing: no offer waits.
  await page.reload()
  await expect(page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })).toBeVisible()
  await page.waitForTimeout(1_500)
  await expect(page.getByRole('dialog', { name: T('agents:contracts.dialog.title') })).toBeHidden()
})
