/**
 * Money journeys, as demomember, on a desktop and on a 390 px phone: in "my wallet" (transferFund), move an amount
 * from the main wallet to a vendor wallet and see both balances change, then recall all to main; the two movements
 * appear in the account records (transactionHistory) with their running balance. The member's total (the header
 * balance) never changes: transfers move money between the member's own wallets.
 */
import type { Page } from '@playwright/test'
import { dismissAnnouncementsForSession, expect, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const ACCOUNT = 'demomember'
const PASSWORD = 'Portico#Demo2026'
const OPENING = '12,500.00'
const T = (key: string, values?: Record<string, string>) => tr('th', key, values)

async function logInAt(page: Page, path: string) {
  await dismissAnnouncementsForSession(page)
  await page.goto(path)
  const login = page.getByRole('dialog', { name: T('auth:login.title') })
  await expect(login).toBeVisible()
  await login.getByLabel(T('auth:login.username')).fill(ACCOUNT)
  await login.getByLabel(T('auth:login.password'), { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: T('auth:login.submit'), exact: true }).click()
  const panel = page.getByRole('dialog', { name: T('member:panel.title') })
  await expect(panel).toBeVisible()
  // The notice of the previous login (there is one unless this is the account's first) sits over the bottom of a
  // phone's screen for 10 s: close it, as a person would.
  const lastLogin = page.getByTestId('last-login')
  if (await lastLogin.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await lastLogin.locator('button').click()
    await expect(lastLogin).toBeHidden()
  }
  return panel
}

/** The balance shown on a wallet's card in "my wallet". */
function walletCard(page: Page, name: string) {
  return page.getByRole('list', { name: T('wallet:transfer.wallets') }).getByRole('listitem').filter({ hasText: name })
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('transfer to a vendor wallet, recall all, and find both in the account records', async ({ page }) => {
      await logInAt(page, '/member?page=transferFund')
      const main = walletCard(page, T('wallet:transfer.mainWallet'))
      const slots = walletCard(page, 'House Slots')
      await expect(main).toContainText(OPENING)
      await expect(slots).toContainText('0.00')
      await expectNoSidewaysScroll(page)

      // Main → House Slots (the default direction: main to the first vendor wallet).
      const form = page.getByRole('form', { name: T('wallet:transfer.formTitle') })
      await form.getByLabel(T('wallet:transfer.amount')).fill('1,234.5')
      await form.getByRole('button', { name: T('wallet:transfer.submit'), exact: true }).click()
      await expect(slots).toContainText('1,234.50')
      await expect(main).toContainText('11,265.50')
      // The member's total is unchanged.
      await expect(page.getByText(T('wallet:transfer.total'))).toContainText(OPENING)

      // More than the source wallet holds is refused in the form; nothing is sent.
      await form.getByLabel(T('wallet:transfer.amount')).fill('999999')
      await form.getByRole('button', { name: T('wallet:transfer.submit'), exact: true }).click()
      await expect(form.getByLabel(T('wallet:transfer.amount'))).toBeFocused()
      await expect(main).toContainText('11,265.50')

      await page.getByRole('button', { name: T('wallet:transfer.recallAll') }).click()
      await expect(slots).toContainText('0.00')
      await expect(main).toContainText(OPENING)
      await expect(page.getByRole('button', { name: T('wallet:transfer.recallAll') })).toBeDisabled()

      // The account records: the recall (newest) and the transfer, each a transfer of 1,234.50, balance unchanged.
      await page.goto('/member?page=transactionHistory')
      // The member centre names its page region after the entry, as the records' own section is named: the inner one.
      const records = page.getByRole('region', { name: T('wallet:records.title') }).last()
      await expect(records).toBeVisible()
      const transfers = records.getByText(T('wallet:records.types.transfer')).filter({ visible: true })
      await expect(transfers.first()).toBeVisible()
      expect(await transfers.count()).toBeGreaterThanOrEqual(2)
      await expect(records).toContainText('1,234.50')
      await expect(records).toContainText('House Slots')
      await expectNoSidewaysScroll(page)
    })
  })
}
