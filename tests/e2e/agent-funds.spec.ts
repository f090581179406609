/**
 * An agent's money towards its downline, as demoagent, on a desktop: the agent centre's team
 * management lists the direct line with their balances; a row's "transfer" opens the dialog on that member, the agent
 * sends 10.00 with the payment password, and both the member's balance in the list and the agent's header balance
 * change by exactly that; a row's "recall" takes the 10.00 back. Each journey leaves the balances as it found them.
 */
import type { Page } from '@playwright/test'
import { expect, logIn, scaled, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

/** demoagent's seeded payment password (src/server/seed/accounts.ts). */
const PAYMENT_PASSWORD = '246810'
const DOWNLINE = 'downline1'
const T = (key: string, values?: Record<string, string>) => tr('th', key, values)

/** `฿ 12,500.00` → 1250000 (minor units), from the text of an element that shows one amount. */
function minorOf(text: string): number {
  const match = /(\d{1,3}(?:,\d{3})*)\.(\d{2})/.exec(text)
  if (!match) throw new Error(`no amount in "${text}"`)
  return Number(match[1].replaceAll(',', '') + match[2])
}
const shown = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const logInAsAgent = (page: Page) => logIn(page, 'demoagent', { at: '/', agent: true })

// On a desktop only: agents.spec.ts walks the agent centre on a phone, its transfer from team management included.
const DEVICES = [{ name: 'desktop', viewport: { width: 1280, height: 860 } }] as const

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('transfer 10.00 to a downline member and recall it, both balances changing by exactly that', async ({ page }) => {
      test.setTimeout(scaled(60_000))
      await logInAsAgent(page)
      const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
      await expect(balance).toContainText(/\d\.\d{2}/)
      const agentBefore = minorOf((await balance.textContent()) ?? '')
      const centre = page.getByTestId('agent-centre')
      // A table row on a desktop, a card on a phone: either way the one with the member's transfer button.
      const transferButton = page.getByRole('button', { name: T('agents:members.transfer', { account: DOWNLINE }) })
      const row = centre.locator('tr, li').filter({ has: transferButton })
      const openTeam = async () => {
        await page.goto('/agentHome?page=downlineManagmentView')
        await expect(row).toContainText(/\d\.\d{2}/)
      }
      // The centre covers the page: closing it shows the header (and its balance) again.
      const closeCentre = async () => {
        await page.getByRole('button', { name: T('agents:centre.close') }).click()
        await expect(centre).toBeHidden()
      }
      await openTeam()
      const memberBefore = minorOf((await row.textContent()) ?? '')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

      // Transfer, from the member's row: the dialog opens on that member.
      await row.getByRole('button', { name: T('agents:members.transfer', { account: DOWNLINE }) }).click()
      const dialog = page.getByRole('dialog', { name: T('wallet:agent.dialog.transferTitle') })
      await expect(dialog.getByRole('combobox', { name: T('wallet:agent.dialog.downline') })).toHaveValue(new RegExp(DOWNLINE))
      await dialog.getByRole('textbox', { name: T('wallet:agent.amount') }).fill('10')
      await dialog.getByLabel(T('wallet:agent.paymentPassword')).fill(PAYMENT_PASSWORD)
      await dialog.getByRole('button', { name: T('wallet:agent.dialog.transfer'), exact: true }).click()
      await expect(dialog.getByRole('status')).toContainText(DOWNLINE)
      await expect(dialog.getByRole('status')).toContainText('10.00')
      await dialog.getByRole('button', { name: T('common:dialog.close') }).click()
      await expect(dialog).toBeHidden()
      await expect(row).toContainText(shown(memberBefore + 1_000))
      await closeCentre()
      await expect(balance).toContainText(shown(agentBefore - 1_000))

      // Recall the same amount, from the row again.
      await openTeam()
      await row.getByRole('button', { name: T('agents:members.recall', { account: DOWNLINE }) }).click()
      const recall = page.getByRole('dialog', { name: T('wallet:agent.dialog.recallTitle') })
      await recall.getByRole('textbox', { name: T('wallet:agent.amount') }).fill('10')
      await recall.getByLabel(T('wallet:agent.paymentPassword')).fill(PAYMENT_PASSWORD)
      await recall.getByRole('button', { name: T('wallet:agent.dialog.recall'), exact: true }).click()
      await expect(recall.getByRole('status')).toContainText('10.00')
      await recall.getByRole('button', { name: T('common:dialog.close') }).click()
      await expect(row).toContainText(shown(memberBefore))
      await closeCentre()
      await expect(balance).toContainText(shown(agentBefore))
    })
  })
}
