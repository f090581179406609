/**
 * Money journeys, as demomember, on a desktop and on a 390 px phone:
 * - deposit through the sandbox payment provider: the deposit page opens the provider's page in a new tab, the
 *   payer approves there, and the portal's header balance changes by itself (the event stream), no reload; the
 *   deposit's message counts on the member centre and reads on the messages page;
 * - in "my wallet" (transferFund), move an amount from the main wallet to a vendor wallet and see both balances
 *   change, then recall all to main; the movements appear in the account records (transactionHistory). The
 *   member's total never changes: transfers move money between the member's own wallets;
 * - withdraw to the seeded bank account with the payment password, an operator approves it with
 *   `npm run operator`, and the member confirms "partly received", then "all received".
 */
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { baseURL, E2E_OPERATOR_KEY } from '../../playwright.config'
import { expect, logIn, minorOf, shown, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const ACCOUNT = 'demomember'
/** The seeded payment password (src/server/seed/accounts.ts). */
const PAYMENT_PASSWORD = '246810'

/** Runs the operators' command line against the journeys' server, as an operator would; its output. */
function operator(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/operator.ts', ...args], {
    env: { ...process.env, PORTICO_URL: baseURL, PORTICO_OPERATOR_KEY: E2E_OPERATOR_KEY, PORTICO_OPERATOR: 'e2e' },
    encoding: 'utf8',
  })
}
const T = (key: string, values?: Record<string, string>) => tr('th', key, values)

/** Logs in from the login popup `path` opens, and answers the member centre's panel. */
async function logInAt(page: Page, path: string) {
  await logIn(page, ACCOUNT, { at: path })
  const panel = page.getByRole('dialog', { name: T('member:panel.title') })
  await expect(panel).toBeVisible()
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

    test('deposit through the sandbox provider and see the header balance change without a reload', async ({ page }) => {
      await logIn(page, ACCOUNT, { at: '/' })
      const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
      await expect(balance).toContainText(/\d\.\d{2}/)
      const before = minorOf((await balance.textContent()) ?? '')
      // The header's Deposit opens the deposit page in the member centre, which covers the page until it is closed.
      await page.getByRole('banner').getByRole('button', { name: T('layout:header.deposit') }).click()
      const form = page.getByRole('form', { name: T('wallet:deposit.formTitle') })
      // A person picks the channel's card (the radio inside it is drawn by the card).
      await form.getByText('PromptPay QR', { exact: true }).click()
      await expect(form.getByRole('radio', { name: /PromptPay QR/ })).toBeChecked()
      await form.getByLabel(T('wallet:deposit.amount')).fill('500')
      await form.getByRole('button', { name: T('wallet:deposit.submit'), exact: true }).click()
      const pending = page.getByRole('region', { name: T('wallet:deposit.order.pending.title') })
      await expect(pending).toBeVisible()
      await expectNoSidewaysScroll(page)

      const [provider] = await Promise.all([page.waitForEvent('popup'), pending.getByRole('link', { name: T('wallet:deposit.order.openPayment') }).click()])
      await expect(provider.getByRole('heading', { name: /sandbox/ })).toBeVisible()
      await expect(provider.getByText('฿ 500.00')).toBeVisible()
      await provider.getByRole('button', { name: 'Approve payment' }).click()
      await expect(provider.getByRole('heading', { name: 'Payment approved.' })).toBeVisible()
      await provider.close()

      // Back in the portal, nothing reloaded: the event stream brought the order's state and the new balance.
      await expect(page.getByRole('region', { name: T('wallet:deposit.order.success.title') })).toBeVisible()
      await page.getByRole('dialog', { name: T('member:panel.title') }).getByRole('button', { name: T('member:panel.close') }).click()
      await expect(balance).toContainText(shown(before + 50_000))

      // The deposit wrote a message: its count is on the member centre (the header, or the bottom bar on a phone),
      // and the messages page says what happened; marking them all read takes the count away.
      const unread = page.getByTestId('unread-count').filter({ visible: true })
      await expect(unread).toHaveText(/^[1-9]/)
      await page.goto('/member?page=messageV2')
      const messages = page.getByTestId('message-list')
      const credited = messages.getByTestId('message').first()
      await expect(credited).toContainText(T('member:messages.kinds.deposit.credited.title'))
      await expect(credited).toContainText('500.00')
      await messages.getByRole('button', { name: T('member:messages.markAllRead') }).click()
      await expect(messages.getByRole('status')).toHaveText(T('member:messages.allRead'))
      await expect(page.getByTestId('unread-count')).toHaveCount(0)
      await expectNoSidewaysScroll(page)
    })

    test('transfer to a vendor wallet, recall all, and find both in the account records', async ({ page }) => {
      await logInAt(page, '/member?page=transferFund')
      const main = walletCard(page, T('wallet:transfer.mainWallet'))
      const slots = walletCard(page, 'House Slots')
      await expect(main).toContainText(/\d\.\d{2}/)
      await expect(slots).toContainText('0.00')
      const opening = minorOf((await main.textContent()) ?? '')
      const OPENING = shown(opening)
      await expectNoSidewaysScroll(page)

      // Main → House Slots (the default direction: main to the first vendor wallet).
      const form = page.getByRole('form', { name: T('wallet:transfer.formTitle') })
      await form.getByLabel(T('wallet:transfer.amount')).fill('1,234.5')
      await form.getByRole('button', { name: T('wallet:transfer.submit'), exact: true }).click()
      await expect(slots).toContainText('1,234.50')
      await expect(main).toContainText(shown(opening - 123_450))
      // The member's total is unchanged.
      await expect(page.getByText(T('wallet:transfer.total'))).toContainText(OPENING)

      // More than the source wallet holds is refused in the form; nothing is sent.
      await form.getByLabel(T('wallet:transfer.amount')).fill('9999999')
      await form.getByRole('button', { name: T('wallet:transfer.submit'), exact: true }).click()
      await expect(form.getByLabel(T('wallet:transfer.amount'))).toBeFocused()
      await expect(main).toContainText(shown(opening - 123_450))

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

    test('withdraw, approved with the operator command, confirmed partly then fully received', async ({ page }) => {
      await logInAt(page, '/member?page=withdraw')
      const panel = page.getByTestId('withdraw-panel')
      const form = panel.getByRole('form', { name: T('wallet:withdraw.formTitle') })
      await expect(form).toBeVisible()
      await expectNoSidewaysScroll(page)
      await form.getByLabel(T('wallet:withdraw.amount')).fill('1000')
      await form.getByLabel(T('wallet:withdraw.paymentPassword')).fill(PAYMENT_PASSWORD)
      await form.getByRole('button', { name: T('wallet:withdraw.submit'), exact: true }).click()
      await expect(panel.getByRole('heading', { name: T('wallet:withdraw.current.pending.title') })).toBeVisible()

      // The operator finds it among the pending withdrawals and pays it.
      const listed = operator('withdrawals', 'list', 'pending')
      const line = listed.split('\n').find((l) => l.includes('1000.00'))
      expect(line, listed).toBeTruthy()
      const id = line!.split(/\s+/)[0]
      expect(operator('withdrawals', 'approve', id)).toContain(`${id}: paid`)

      await panel.getByRole('button', { name: T('wallet:withdraw.refresh') }).click()
      await expect(panel.getByRole('heading', { name: T('wallet:withdraw.current.paid.title') })).toBeVisible()
      const confirm = panel.getByRole('form', { name: T('wallet:withdraw.confirm.question') })
      await confirm.getByText(T('wallet:withdraw.confirm.partial'), { exact: true }).click()
      await confirm.getByLabel(T('wallet:withdraw.confirm.amountReceived')).fill('300')
      await confirm.getByRole('button', { name: T('wallet:withdraw.confirm.submit'), exact: true }).click()
      await expect(panel.getByRole('heading', { name: T('wallet:withdraw.current.partial.title') })).toBeVisible()
      await expect(panel).toContainText('700.00')
      await panel.getByRole('button', { name: T('wallet:withdraw.current.partial.allReceived') }).click()
      // Finished: the form is offered again.
      await expect(form).toBeVisible()
      await expectNoSidewaysScroll(page)

      // The account records show the withdrawal and the deposit of this run.
      await page.goto('/member?page=transactionHistory')
      const records = page.getByRole('region', { name: T('wallet:records.title') }).last()
      await expect(records.getByText(T('wallet:records.types.withdrawal_request')).filter({ visible: true }).first()).toBeVisible()
      await expect(records.getByText(T('wallet:records.types.deposit')).filter({ visible: true }).first()).toBeVisible()
    })
  })
}
