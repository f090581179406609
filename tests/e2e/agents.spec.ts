/**
 * The agent centre end to end, on a 390 px phone: demoagent creates an invite link in "add
 * account"; a visitor opens it in a browser of its own and registers through it (the captcha answered from the
 * journeys' outbox); the new member deposits through the sandbox provider and rolls the house dice; within a minute
 * (the team job's next runs) demoagent's team overview has one more new member and exactly that deposit and those
 * stakes, and its user profit and loss lists the new member's line with exactly its stakes and payouts; demoagent
 * transfers 25.00 to the new member from team management, and the member's header balance follows by itself.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { dismissAnnouncementsForSession, expect, logIn, minorOf, minorOfMajor, shown, scaled, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT ?? 4317)
const OUTBOX = fileURLToPath(new URL(`../../.data/e2e-${PORT}/outbox.jsonl`, import.meta.url))
const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
/** demoagent's seeded payment password (src/server/seed/accounts.ts). */
const PAYMENT_PASSWORD = '246810'
const DICE = 'ลูกเต๋า สูง-ต่ำ'

// The journey the agent centre's issue asks for, on both: the centre is a dialog with a side menu on a desktop and a
// full-screen list of pages on a phone.
const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

/** The newest captcha answer the journeys' server wrote to its outbox after `since` (PORTICO_DEV_CAPTCHA_OUTBOX). */
async function captchaAnswer(since: number): Promise<string> {
  let answer: string | undefined
  await expect
    .poll(() => {
      const lines = (() => {
        try {
          return readFileSync(OUTBOX, 'utf8').trim().split('\n').filter(Boolean)
        } catch {
          return []
        }
      })()
      const entries = lines.map((line) => JSON.parse(line) as { at: string; purpose: string; text: string })
      answer = entries.reverse().find((e) => e.purpose === 'captcha' && Date.parse(e.at) >= since - 1000)?.text.match(/Captcha answer: (\w+)/)?.[1]
      return answer
    })
    .toBeTruthy()
  return answer!
}

/** A figure of the overview, by its label (a term and its definition). */
const figure = (section: Locator, label: string) =>
  section.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]')

async function readOverview(page: Page) {
  await page.goto('/agentHome?page=agentTeamOverview')
  const period = page.getByRole('region', { name: T('agents:overview.periodTitle') })
  await page.getByRole('button', { name: T('agents:range.today'), exact: true }).click()
  await expect(figure(period, T('agents:figures.bets'))).toContainText(/\d\.\d{2}/)
  const count = async (label: string) => Number(((await figure(period, label).textContent()) ?? '').replace(/[^\d]/g, ''))
  const money = async (label: string) => minorOf((await figure(period, label).textContent()) ?? '')
  return {
    newMembers: await count(T('agents:overview.newMembers')),
    deposits: await money(T('agents:figures.deposits')),
    bets: await money(T('agents:figures.bets')),
    wins: await money(T('agents:figures.wins')),
  }
}

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('an invite link brings a member who deposits and plays; the team reports show exactly that; a transfer reaches them', async ({ page, browser }) => {
      test.setTimeout(scaled(240_000))
      const stamp = String(Date.now()).slice(-6)
      const channel = `e2e ${device.name} ${stamp}`
      const username = `inv${device.name.slice(0, 2)}${stamp}`

      // The agent's invite link.
      await logIn(page, 'demoagent', { at: '/', agent: true })
      const before = await readOverview(page)
      await page.goto('/agentHome?page=registerCenter')
      const linkForm = page.getByRole('form', { name: T('agents:links.createTitle') })
      await linkForm.getByLabel(T('agents:links.channel')).fill(channel)
      await linkForm.getByRole('button', { name: T('agents:links.create') }).click()
      const link = page.getByRole('list', { name: T('agents:links.title') }).getByRole('listitem').filter({ hasText: channel })
      await expect(link).toContainText('/register?affiliateCode=')
      await expect(link.getByRole('img', { name: T('agents:links.qr', { channel }) })).toBeVisible()
      const address = /(https?:\/\/\S+\/register\?affiliateCode=\w+)/.exec((await link.textContent()) ?? '')![1]!
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

      // A visitor registers through it, in a browser of its own.
      const visitorContext = await browser.newContext({ viewport: device.viewport, timezoneId: 'UTC' })
      const visitor = await visitorContext.newPage()
      await dismissAnnouncementsForSession(visitor)
      const since = Date.now()
      await visitor.goto(address)
      const register = visitor.getByRole('dialog', { name: T('auth:register.title') })
      const panel = register.getByRole('tabpanel')
      await panel.getByLabel(T('auth:register.fields.username'), { exact: true }).fill(username)
      await panel.getByLabel(T('auth:register.fields.password'), { exact: true }).fill('Fresh#Pass2026')
      await panel.getByLabel(T('auth:register.fields.confirmPassword'), { exact: true }).fill('Fresh#Pass2026')
      await panel.getByLabel(T('auth:register.fields.mobileNum'), { exact: true }).fill(`08${String(Date.now()).slice(-8)}`)
      await panel.getByLabel(T('auth:captcha.label')).fill(await captchaAnswer(since))
      await panel.getByRole('checkbox').check()
      await register.getByRole('button', { name: T('auth:register.submit'), exact: true }).click()
      await expect(register).toBeHidden()
      const visitorBalance = visitor.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
      await expect(visitorBalance).toContainText('0.00')

      // The new member deposits 500.00 through the sandbox provider...
      await visitor.getByRole('banner').getByRole('button', { name: T('layout:header.deposit') }).click()
      const depositForm = visitor.getByRole('form', { name: T('wallet:deposit.formTitle') })
      await depositForm.getByText('PromptPay QR', { exact: true }).click()
      await depositForm.getByLabel(T('wallet:deposit.amount')).fill('500')
      await depositForm.getByRole('button', { name: T('wallet:deposit.submit'), exact: true }).click()
      const pending = visitor.getByRole('region', { name: T('wallet:deposit.order.pending.title') })
      const [provider] = await Promise.all([visitor.waitForEvent('popup'), pending.getByRole('link', { name: T('wallet:deposit.order.openPayment') }).click()])
      await provider.getByRole('button', { name: 'Approve payment' }).click()
      await expect(provider.getByRole('heading', { name: 'Payment approved.' })).toBeVisible()
      await provider.close()
      await expect(visitor.getByRole('region', { name: T('wallet:deposit.order.success.title') })).toBeVisible()
      await visitor.getByRole('dialog', { name: T('member:panel.title') }).getByRole('button', { name: T('member:panel.close') }).click()
      await expect(visitorBalance).toContainText('500.00')

      // ...and rolls the dice three times.
      await visitor.goto('/rng')
      await visitor.getByTestId('route-page-category').getByRole('link', { name: new RegExp(DICE) }).click()
      const game = visitor.frameLocator('[data-testid="game-frame"]')
      let stakes = 0
      let payouts = 0
      for (let round = 0; round < 3; round++) {
        const roll = game.getByRole('button', { name: /^ทอย|^Roll/ })
        await expect(roll).toBeEnabled({ timeout: 15_000 })
        const answered = visitor.waitForResponse((response) => response.url().includes('/house-api/v1/dice/roll'))
        await roll.click()
        const result = (await (await answered).json()).value as { stake: string; payout: string }
        stakes += minorOfMajor(result.stake)
        payouts += minorOfMajor(result.payout)
      }
      await expect(visitorBalance).toContainText(shown(50_000 - stakes + payouts))

      // Within a minute the agent's reports have it, exactly.
      await expect(async () => {
        const after = await readOverview(page)
        expect(after.newMembers - before.newMembers).toBe(1)
        expect(after.deposits - before.deposits).toBe(50_000)
        expect(after.bets - before.bets).toBe(stakes)
        expect(after.wins - before.wins).toBe(payouts)
      }).toPass({ timeout: 60_000 })
      await page.goto('/agentHome?page=palStatementsAgentCopy')
      await page.getByRole('button', { name: T('agents:range.today'), exact: true }).click()
      const line = page.getByTestId('agent-centre').locator('tr, li').filter({ hasText: username, visible: true })
      await expect(line).toContainText(shown(stakes))
      await expect(line).toContainText(shown(payouts))
      await expect(line).toContainText(shown(payouts - stakes).replace(/^-/, ''))
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

      // The agent transfers 25.00 to the new member, who sees it arrive without reloading.
      const visitorBefore = minorOf((await visitorBalance.textContent()) ?? '')
      await page.goto('/agentHome?page=downlineManagmentView')
      await page.getByRole('search', { name: T('agents:members.searchLabel') }).getByLabel(T('agents:members.search')).fill(username)
      await page.getByRole('search', { name: T('agents:members.searchLabel') }).getByRole('button', { name: T('agents:members.searchButton') }).click()
      await page.getByRole('button', { name: T('agents:members.transfer', { account: username }) }).click()
      const transfer = page.getByRole('dialog', { name: T('wallet:agent.dialog.transferTitle') })
      await transfer.getByRole('textbox', { name: T('wallet:agent.amount') }).fill('25')
      await transfer.getByLabel(T('wallet:agent.paymentPassword')).fill(PAYMENT_PASSWORD)
      await transfer.getByRole('button', { name: T('wallet:agent.dialog.transfer'), exact: true }).click()
      await expect(transfer.getByRole('status')).toContainText('25.00')
      await expect(visitorBalance).toContainText(shown(visitorBefore + 2_500))
      await visitorContext.close()
    })
  })
}
