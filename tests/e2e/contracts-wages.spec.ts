/**
 * The whole wage path of the real-time salary (docs/contracts.md), in Thai, on the short-round lottery merchant
 * (tests/e2e/merchants/lotto.json: ELOTT real-time salary in one-minute windows, a quick lottery drawn every 20 s),
 * the upline on a 1280 px desktop, its downline agent and the player on a 390 px phone:
 * 1. demoagent, lotto's top agent, signs the merchant's terms in the agreement that opens by itself, transfers money
 *    to downline2 (under demosubagent), and on the offer page offers demosubagent a real-time salary on ELOTT: a loss
 *    rate above its own is refused as typed (the translated inline error, nothing sent), then two tiers under it are
 *    sent, and a daily salary too.
 * 2. demosubagent logs in: the agreement opens by itself with both offers; it signs them.
 * 3. downline2 bets lô on two numbers in the first round drawn after both contracts are in force, and it settles.
 * 4. While the window is in progress, both agents' real-time salary page shows what their part comes to so far; after
 *    the window ends and the wage job pays it, both pages list the window's payout with its figures, rate and amount,
 *    and both header balances rose by exactly that. The amounts are computed here from the stake and the result the
 *    player got and the tiers offered: the downline gets stake × its rate, the upline stake × (its rate − the
 *    downline's), the win rate when the player's round profited, else the loss rate, each payout rounded down once.
 * 5. Each page is looked at on the other viewport too: neither the phone nor the desktop scrolls sideways.
 *
 * Time: the downline's contract takes effect at the next window, the payout comes after the window's end, its 30 s
 * margin (SETTLE_MARGIN_MS) and the wage job's next run (every 5 s on the journeys' server: PORTICO_WAGES_EVERY_SECONDS in
 * playwright.config.ts): about a minute and a half of waiting, the player's preparation meanwhile, 2 to 3 minutes in all.
 */
import { readFileSync } from 'node:fs'
import type { Browser, Locator, Page, Request, Response } from '@playwright/test'
import type { Consolidated, ContractView, WageRecord, WageRecords } from '../../src/contract/schemas/contracts'
import type { LotteryBetResult, LotteryOrder, LotteryOrders, LotteryRound } from '../../src/contract/schemas/lottery'
import { at, expect, logIn, minorOf, minorOfMajor, scaled, shown, test, tr } from './support'

test.describe.configure({ mode: 'serial' })
// The journey's limit is long (it waits for the wage job): a step that hangs fails on its own, long before.
test.use({ actionTimeout: scaled(15_000) })

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
const HOST = 'lotto.localhost'
const UPLINE = 'demoagent'
const DOWNLINE = 'demosubagent'
const PLAYER = 'downline2'
/** demoagent's seeded payment password (src/server/seed/accounts.ts). */
const PAYMENT_PASSWORD = '246810'
const GAME = 'quick-20s'
const GAME_NAME = 'หวยด่วน 20 วินาที'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 860 }
const MINUTE = 60_000
/** The real-time window's margin for late settlements (SETTLE_MARGIN_MS, src/server/domain/contracts/wages.ts), and the wage job's interval here. */
const SETTLE_MARGIN_MS = 30_000
const WAGES_EVERY_MS = 5_000
/** What the player gets from the upline, and bets: lô on two numbers, 26.00 each (52.00 in the round). */
const TRANSFER = '100'
const NUMBERS = ['07', '42']
const STAKE_EACH = '26'

type RealTimeTier = { betAmount: string; lossRate: string; winRate: string }
/** The merchant's terms for its top agent: the upline's own (the ceiling of its offer). */
const merchant = JSON.parse(readFileSync(new URL('./merchants/lotto.json', import.meta.url), 'utf8')) as {
  agents: { contracts: { realTimeWindowMinutes: number; topAgentTerms: { gameType: string; terms: { kind: string; realTimeSalaryRates?: RealTimeTier[] } }[] } }
}
const WINDOW_MS = merchant.agents.contracts.realTimeWindowMinutes * MINUTE
const UPLINE_TIERS = merchant.agents.contracts.topAgentTerms.find((each) => each.gameType === 'ELOTT' && each.terms.kind === 'realTimeSalary')!.terms.realTimeSalaryRates!
/** What the upline offers: two tiers, each under its own; the second from a 50.00 round. */
const OFFERED: RealTimeTier[] = [
  { betAmount: '1', lossRate: '1.1', winRate: '0.3' },
  { betAmount: '50', lossRate: '1.37', winRate: '0.53' },
]
/** A loss rate above the upline's own (2 %), typed first. */
const TOO_HIGH = '2.5'

const kindName = (kind: string) => T(`agents:contracts.kind.${kind}`)
const ELOTT = T('agents:gameType.ELOTT')
const buttonName = (label: 'sign' | 'reject', kind: string) => T(`agents:contracts.buttonLabel.${label}`, { kind: kindName(kind), gameType: ELOTT })
/** A name inside a sentence, as the contract pages isolate it (first-strong isolate … pop). */
const isolate = (text: string) => `\u2068${text}\u2069`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pathOf = (response: Response) => new URL(response.url()).pathname
const valueOf = async <V>(response: Pick<Response, 'json'>) => ((await response.json()) as { value: V }).value
/** The next answer the page receives that `matches`; awaited later, and never an unhandled rejection if it is not. */
function answer(page: Page, matches: (response: Response) => boolean | Promise<boolean>): Promise<Response> {
  const next = page.waitForResponse(matches)
  next.catch(() => undefined)
  return next
}

/** An amount as the portal shows it (`52.00`, a loss `-52.00`), not part of a longer number nor of another sign. */
const amount = (minor: number) => new RegExp(`(?<![\\d,.\u2212-])${minor < 0 ? '[\u2212-]' : ''}${escape(shown(Math.abs(minor)))}(?!\\d)`)
/** A percent rate (ppm) as the contract pages show it: `1.37 %`, not part of a longer number. */
const percent = (ppmRate: number) => new RegExp(`(?<![\\d,.])${escape((ppmRate / 10_000).toFixed(2))}\u00a0%`)

/** "1.37" (a percent as typed) → 13700 ppm. */
const ppm = (typed: string) => Math.round(Number(typed) * 10_000)
/** The rate a tier list pays on a round's stake (minor units): the highest tier reached, its win or loss rate. */
function rateOn(tiers: readonly RealTimeTier[], stake: number, won: boolean): { tier: number; rate: number } {
  let reached = -1
  tiers.forEach((tier, index) => {
    if (stake >= minorOfMajor(tier.betAmount)) reached = index
  })
  if (reached < 0) return { tier: 0, rate: 0 }
  return { tier: reached + 1, rate: ppm(won ? tiers[reached]!.winRate : tiers[reached]!.lossRate) }
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The header's balance, in minor units (the agent centre closed). */
async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
  await expect(balance).toContainText(/\d\.\d{2}/)
  return minorOf((await balance.textContent()) ?? '')
}

/** The agreement dialog, once it has opened by itself after the login. */
async function agreement(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: T('agents:contracts.dialog.title') })
  await expect(dialog).toBeVisible()
  return dialog
}

/**
 * Signs the offer of `kind` on ELOTT in the agreement, from its section's tab; answers when the signed contract
 * takes effect (the consolidated answer the dialog reads again after the signature).
 */
async function sign(page: Page, dialog: Locator, kind: 'realTimeSalary' | 'dailySalary', expectedRates: readonly string[]): Promise<number> {
  await dialog.getByRole('tab', { name: new RegExp(escape(T(`agents:contracts.section.${kind}`))) }).click()
  const panel = dialog.getByRole('tabpanel')
  for (const rate of expectedRates) await expect(panel).toContainText(percent(ppm(rate)))
  await expect(panel.getByRole('button', { name: buttonName('reject', kind) })).toBeVisible()
  const key = kind === 'realTimeSalary' ? 'realtimesalinfotype' : 'dailysalinfo'
  let inForce: ContractView | undefined
  const reread = answer(page, async (response) => {
    if (pathOf(response) !== '/wps/member/info/rebate/consolidated' || response.request().method() !== 'GET') return false
    inForce = (await valueOf<Consolidated>(response).catch(() => null))?.[key].ELOTT
    return inForce?.status === 'V'
  })
  await panel.getByRole('button', { name: buttonName('sign', kind) }).click()
  await reread
  await expect(panel.getByText(T('agents:contracts.status.V'), { exact: true }).first()).toBeVisible()
  await expect(panel.getByRole('button', { name: buttonName('sign', kind) })).toBeHidden()
  return Date.parse(inForce!.effectiveFrom!)
}

/** Closes what opens over the page after a login on a phone (the previous login's notice), if it opened. */
async function closeLastLogin(page: Page) {
  const lastLogin = page.getByTestId('last-login')
  if (await lastLogin.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false)) {
    await lastLogin.locator('button').click()
    await expect(lastLogin).toBeHidden()
  }
}

const centreOf = (page: Page) => page.getByTestId('agent-centre')

/** How often the real-time page reads the window in progress (WagesStore's ACCRUAL_POLL_MS). */
const ACCRUAL_POLL_MS = 15_000

/** A figure of the real-time page's window in progress (a term and its definition). */
function accruedFigure(page: Page, figure: 'accrued' | 'periodBet' | 'players') {
  const card = centreOf(page).getByRole('region', { name: T('agents:contracts.pages.realTime.title') })
  const label = T(`agents:contracts.pages.realTime.${figure}`)
  return card.locator('dt').filter({ hasText: new RegExp(`^${escape(label)}$`) }).locator('xpath=following-sibling::dd[1]')
}

/** Opens a page of the agent centre from its menu (the centre's list on a phone, its side menu on a desktop). */
async function openCentrePage(page: Page, label: string) {
  await page.goto(at(HOST, '/agentHome'))
  const centre = centreOf(page)
  await centre.getByRole('navigation', { name: T('agents:centre.navLabel') }).getByRole('link', { name: label }).click()
  // The centre's region of the page (some pages are sections of that name too).
  await expect(centre.getByRole('region', { name: label }).first()).toBeVisible()
  return centre
}

async function closeCentre(page: Page) {
  await page.getByRole('button', { name: T('agents:centre.close') }).click()
  await expect(centreOf(page)).toBeHidden()
}

/**
 * The real-time salary page, opened afresh (its records are read each time it opens) until the payout of the
 * window starting at `windowStart` is listed; answers it as the page received it.
 */
async function waitForPayout(page: Page, windowStart: number, timeout: number): Promise<WageRecord> {
  let found: WageRecord | undefined
  await expect(async () => {
    const records = answer(page, (response) => pathOf(response) === '/wps/agent/wages' && response.url().includes('realTimeSalary'))
    await openCentrePage(page, T('agents:menu.agentRealTimeSalary'))
    const { list } = await valueOf<WageRecords>(await records)
    found = list.find((record) => Date.parse(record.periodStart) === windowStart)
    expect(found, `the payout of the window from ${new Date(windowStart).toISOString()}`).toBeDefined()
  }).toPass({ timeout, intervals: [5_000] })
  return found!
}

/** The payouts listed on the real-time salary page: the table's rows on a desktop, the cards on a phone. */
function recordRows(page: Page) {
  const caption = T('agents:contracts.pages.records.caption', { kind: kindName('realTimeSalary') })
  const centre = centreOf(page)
  return centre.getByRole('table', { name: caption }).locator('tbody tr').or(centre.getByRole('list', { name: caption }).getByRole('listitem')).filter({ visible: true })
}

/** A payout as its row shows it (read as laid out, each cell or line apart): the bet, the result, the rate, the amount, paid. */
async function expectRecord(page: Page, shows: { paid: number; periodBet: number; profitLoss: number; rate: number }) {
  const rows = recordRows(page)
  await expect(rows).toHaveCount(1)
  for (const text of [amount(shows.paid), amount(shows.periodBet), amount(shows.profitLoss), percent(shows.rate), T('agents:contracts.pages.payoutStatus.paid')]) {
    await expect(rows).toContainText(text, { useInnerText: true })
  }
}

async function newPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' })
  return { context, page: await context.newPage() }
}

test('the real-time salary from offer to payout: the upline offers, the downline signs, a player bets, both are paid exactly', async ({ page: up, browser }) => {
  // A fixed part (two windows at most, the margin, the wage job's run) and the browsing, which the time scale stretches.
  test.setTimeout(3 * MINUTE + scaled(2 * MINUTE))
  await up.setViewportSize(DESKTOP)

  // 1. The upline signs the merchant's terms in the agreement that opens by itself.
  await logIn(up, UPLINE, { at: at(HOST, '/'), notices: 'leave' })
  const upAgreement = await agreement(up)
  const upFrom = await sign(up, upAgreement, 'realTimeSalary', [UPLINE_TIERS[0]!.lossRate, UPLINE_TIERS[0]!.winRate])
  await sign(up, upAgreement, 'dailySalary', ['1'])
  await up.keyboard.press('Escape')
  await expect(upAgreement).toBeHidden()
  await closeLastLogin(up)

  // It gives the player money to bet with, from team management (which searches the whole team).
  let centre = await openCentrePage(up, T('agents:menu.downlineManagmentView'))
  const search = centre.getByRole('search', { name: T('agents:members.searchLabel') })
  await search.getByLabel(T('agents:members.search')).fill(PLAYER)
  await search.getByRole('button', { name: T('agents:members.searchButton') }).click()
  await centre.getByRole('button', { name: T('agents:members.transfer', { account: PLAYER }) }).click()
  const transfer = up.getByRole('dialog', { name: T('wallet:agent.dialog.transferTitle') })
  await transfer.getByRole('textbox', { name: T('wallet:agent.amount') }).fill(TRANSFER)
  await transfer.getByLabel(T('wallet:agent.paymentPassword')).fill(PAYMENT_PASSWORD)
  await transfer.getByRole('button', { name: T('wallet:agent.dialog.transfer'), exact: true }).click()
  await expect(transfer.getByRole('status')).toContainText(amount(minorOfMajor(TRANSFER)))
  await up.keyboard.press('Escape')
  await expect(transfer).toBeHidden()

  // The player, on a phone, gets ready while the agents agree (side by side: the journey waits for a window anyway):
  // the upline's money arrived; the lottery frame is open on the quick lottery with the bets on the slip, to be
  // placed in the first round drawn under both contracts.
  const player = await newPhone(browser)
  const bettor = player.page
  const app = bettor.frameLocator('[data-testid="game-frame"]')
  const getReady = async () => {
    await logIn(bettor, PLAYER, { at: at(HOST, '/') })
    expect(await headerBalance(bettor)).toBe(minorOfMajor(TRANSFER))
    await bettor.goto(at(HOST, '/elott'))
    const card = bettor.getByRole('article', { name: GAME_NAME }).or(bettor.getByRole('region', { name: GAME_NAME }))
    await card.getByRole('button', { name: new RegExp(T('lottery:card.bet')) }).click()
    await expect(app.getByRole('heading', { name: GAME_NAME })).toBeVisible()
    for (const number of NUMBERS) await app.getByRole('button', { name: number, exact: true }).click()
    await app.getByLabel(T('lottery:slip.stake')).fill(STAKE_EACH)
    expect(await overflow(bettor)).toBeLessThanOrEqual(0)
  }
  // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
  const playerReady = getReady().then(() => null, (error: unknown) => error)
  const playerBefore = minorOfMajor(TRANSFER)

  // The offer page, listed now that the upline holds contracts in force: its direct downline agent, chosen.
  centre = await openCentrePage(up, T('agents:menu.agentContractOffer'))
  await centre.getByRole('button', { name: new RegExp(`^${DOWNLINE}`) }).click()
  await expect(centre.getByRole('button', { name: new RegExp(`^${DOWNLINE}`) })).toHaveAttribute('aria-pressed', 'true')
  const form = centre.getByRole('form', { name: T('agents:contracts.pages.offer.formTitle', { account: isolate(DOWNLINE) }) })
  await form.getByRole('combobox', { name: T('agents:contracts.pages.offer.kind'), exact: true }).click()
  await up.getByRole('option', { name: T('agents:contracts.pages.kindTitle.realTimeSalary') }).click()
  await expect(form.getByRole('combobox', { name: T('agents:contracts.pages.offer.gameType') })).toHaveText(ELOTT)
  // The ceiling: the upline's own terms, beside the form.
  const ceiling = form.getByRole('region', { name: T('agents:contracts.pages.offer.ceiling') })
  await expect(ceiling).toContainText(percent(ppm(UPLINE_TIERS[0]!.lossRate)))
  await expect(ceiling).toContainText(percent(ppm(UPLINE_TIERS[0]!.winRate)))

  // A loss rate above the upline's own: refused as typed, in Thai, and Send sends nothing.
  const tier = (n: number) => form.getByRole('group', { name: T('agents:contracts.tiers.tierNumber', { tier: String(n) }) })
  const fillTier = async (n: number, values: RealTimeTier) => {
    await tier(n).getByLabel(T('agents:contracts.tiers.betAmount'), { exact: true }).fill(values.betAmount)
    await tier(n).getByLabel(T('agents:contracts.tiers.lossRate'), { exact: true }).fill(values.lossRate)
    await tier(n).getByLabel(T('agents:contracts.tiers.winRate'), { exact: true }).fill(values.winRate)
    await tier(n).getByLabel(T('agents:contracts.tiers.winRate'), { exact: true }).blur()
  }
  await fillTier(1, { ...OFFERED[0]!, lossRate: TOO_HIGH })
  await expect(tier(1)).toContainText(T('agents:contracts.errors.rateAboveUpline'))
  await expect(form).toContainText(T('agents:contracts.pages.offer.preview.incomplete'))
  let offersSent = 0
  const countOffers = (request: Request) => {
    if (new URL(request.url()).pathname === '/wps/agent/contract/offer') offersSent++
  }
  up.on('request', countOffers)
  await form.getByRole('button', { name: T('agents:contracts.pages.offer.send') }).click()
  await expect(tier(1).getByLabel(T('agents:contracts.tiers.betAmount'), { exact: true })).toBeFocused()
  expect(offersSent).toBe(0)

  // Under it, and a second tier from 50.00: the error goes, the what-if answers, the offer is sent.
  await fillTier(1, OFFERED[0]!)
  await expect(tier(1)).not.toContainText(T('agents:contracts.errors.rateAboveUpline'))
  await form.getByRole('button', { name: T('agents:contracts.pages.offer.addTier') }).click()
  await fillTier(2, OFFERED[1]!)
  const preview = form.getByRole('region', { name: T('agents:contracts.pages.offer.preview.title') })
  await expect(preview).toContainText(T('agents:contracts.pages.offer.preview.amount'))
  const offered = answer(up, (response) => pathOf(response) === '/wps/agent/contract/offer')
  await form.getByRole('button', { name: T('agents:contracts.pages.offer.send') }).click()
  expect((await offered).ok()).toBe(true)
  await expect(form.getByRole('status').filter({ hasText: T('agents:contracts.pages.offer.sent', { account: isolate(DOWNLINE) }) })).toBeVisible()

  // A daily salary on ELOTT too, under the upline's 1 %.
  await form.getByRole('combobox', { name: T('agents:contracts.pages.offer.kind'), exact: true }).click()
  await up.getByRole('option', { name: T('agents:contracts.pages.kindTitle.dailySalary') }).click()
  await tier(1).getByLabel(T('agents:contracts.tiers.betVolume'), { exact: true }).fill('1')
  await tier(1).getByLabel(T('agents:contracts.tiers.activeMember'), { exact: true }).fill('1')
  await tier(1).getByLabel(T('agents:contracts.tiers.rate'), { exact: true }).fill('0.5')
  const offeredDaily = answer(up, (response) => pathOf(response) === '/wps/agent/contract/offer')
  await form.getByRole('button', { name: T('agents:contracts.pages.offer.send') }).click()
  expect((await offeredDaily).ok()).toBe(true)
  up.off('request', countOffers)
  expect(offersSent).toBe(2)
  await expect(centre.getByText(T('agents:contracts.pages.offer.pending')).first()).toBeVisible()
  expect(await overflow(up)).toBeLessThanOrEqual(0)
  await closeCentre(up)
  const upBefore = await headerBalance(up)

  // 2. The downline logs in on a phone: the agreement opens by itself with both offers; it signs them.
  const downline = await newPhone(browser)
  const down = downline.page
  await logIn(down, DOWNLINE, { at: at(HOST, '/'), notices: 'leave' })
  const downAgreement = await agreement(down)
  const downFrom = await sign(down, downAgreement, 'realTimeSalary', [OFFERED[1]!.lossRate, OFFERED[1]!.winRate, OFFERED[0]!.lossRate])
  await sign(down, downAgreement, 'dailySalary', ['0.5'])
  expect(await overflow(down)).toBeLessThanOrEqual(0)
  await down.keyboard.press('Escape')
  await expect(downAgreement).toBeHidden()
  await closeLastLogin(down)
  const downBefore = await headerBalance(down)
  // Both in force from the start of a window: the first whole window under both.
  const inForce = Math.max(upFrom, downFrom)
  expect(inForce % WINDOW_MS).toBe(0)

  // Both agents open their real-time salary page, listed now that they hold one in force: nothing paid yet, nothing
  // accrued in the window in progress.
  for (const page of [down, up]) {
    const centre = await openCentrePage(page, T('agents:menu.agentRealTimeSalary'))
    await expect(centre.getByText(T('agents:contracts.pages.records.emptyTitle'))).toBeVisible()
    await expect(accruedFigure(page, 'accrued')).toHaveText(amount(0))
  }

  // 3. The player bets lô on two numbers in the first round drawn under both contracts.
  const notReady = await playerReady
  if (notReady) throw notReady
  const roundNow = async () => {
    // Node resolves no *.localhost names; the lottery's calls name their merchant in the body.
    const response = await bettor.request.post('/lottery-api/v1/round', { data: { merchant: 'lotto', gameCode: GAME } })
    expect(response.ok()).toBe(true)
    return valueOf<LotteryRound>(response)
  }
  // Waits for a round drawn once both contracts are in force, open with time to confirm and place both bets, and
  // for the frame to show it open (it reads the round again only after each draw).
  await expect(async () => {
    const round = await roundNow()
    expect(round.bettingOpen && round.closesInSeconds >= 4 + scaled(3) && Date.parse(round.current.drawsAt) >= inForce).toBe(true)
    const open = T('lottery:countdown.closesLabel', { roundNo: round.current.roundNo, time: '' }).trim()
    await expect(app.getByRole('timer')).toHaveAccessibleName(new RegExp(`^${escape(open)}`), { timeout: 3_000 })
  }).toPass({ timeout: WINDOW_MS + scaled(40_000), intervals: [1_000] })
  const bets: LotteryOrder[] = []
  const onBet = (response: Response) => {
    if (pathOf(response) === '/lottery-api/v1/bet') void valueOf<LotteryBetResult>(response).then((value) => bets.push(value.order), () => undefined)
  }
  bettor.on('response', onBet)
  await app.getByRole('button', { name: T('lottery:slip.confirm_other', { count: String(NUMBERS.length) }) }).click()
  await app.getByRole('alertdialog').getByRole('button', { name: T('lottery:slip.dialogConfirm') }).click()
  const stake = NUMBERS.length * minorOfMajor(STAKE_EACH)
  await expect(app.getByRole('status').filter({ hasText: amount(stake) }).first()).toBeVisible()
  await expect.poll(() => bets.length).toBe(NUMBERS.length)
  bettor.off('response', onBet)
  const roundNo = bets[0]!.roundNo
  expect(bets.every((bet) => bet.roundNo === roundNo && Date.parse(bet.drawsAt) >= inForce)).toBe(true)
  expect(await headerBalance(bettor)).toBe(playerBefore - stake)

  // The round settles: the orders tab says so, and the orders the lottery app reads say what the player got.
  await app.getByRole('tab', { name: T('lottery:app.tab.orders') }).click()
  const orders = app.getByRole('tabpanel', { name: T('lottery:app.tab.orders') })
  await expect(orders).toContainText(NUMBERS[0]!)
  await expect(orders).not.toContainText(T('lottery:orders.status.open'), { timeout: scaled(40_000) })
  const session = new URL(bettor.frames().find((frame) => frame.url().includes('/lottery-app/'))!.url()).searchParams.get('session')!
  let mine: LotteryOrder[] = []
  await expect(async () => {
    const answer = await bettor.request.post('/lottery-api/v1/orders', { data: { session, gameCode: GAME } })
    mine = (await valueOf<LotteryOrders>(answer)).list.filter((order) => order.roundNo === roundNo)
    expect(mine).toHaveLength(NUMBERS.length)
    expect(mine.every((order) => order.status === 'settled' && order.settledAt !== null)).toBe(true)
  }).toPass({ timeout: scaled(10_000) })
  const payout = mine.reduce((sum, order) => sum + minorOfMajor(order.winAmount!), 0)
  expect(mine.reduce((sum, order) => sum + minorOfMajor(order.amount), 0)).toBe(stake)
  await expect.poll(() => headerBalance(bettor)).toBe(playerBefore - stake + payout)
  const settledAt = Date.parse(mine[0]!.settledAt!)
  const windowStart = Math.floor(settledAt / WINDOW_MS) * WINDOW_MS
  const windowEnd = windowStart + WINDOW_MS
  expect(windowStart).toBeGreaterThanOrEqual(inForce)

  // What the rates say: one result (the round), won when it paid more than its stake.
  const won = payout > stake
  const below = rateOn(OFFERED, stake, won)
  const top = rateOn(UPLINE_TIERS, stake, won)
  const held = Math.max(top.rate, below.rate)
  const downAmount = Math.floor((stake * below.rate) / 1_000_000)
  const upAmount = Math.floor((stake * (held - below.rate)) / 1_000_000)
  expect(below.tier).toBe(2)
  test.info().annotations.push({ type: 'round', description: `stake ${stake}, payout ${payout} (${won ? 'won' : 'lost'}): downline ${downAmount}, upline ${upAmount}` })

  // 4. The window in progress: both pages, left open, read it every ACCRUAL_POLL_MS and show each agent's part so far.
  // When the round settled too near the window's end for that, each page is opened again (it reads the window as it
  // opens); too near for either, the window's payout below still says it all.
  const accrual = async (page: Page, part: number, timeout?: number) => {
    await expect(accruedFigure(page, 'accrued')).toHaveText(amount(part), { timeout })
    await expect(accruedFigure(page, 'periodBet')).toHaveText(amount(stake))
    await expect(accruedFigure(page, 'players')).toHaveText('1')
  }
  const parts = [[down, downAmount], [up, upAmount]] as const
  const left = windowEnd - Date.now()
  if (left > ACCRUAL_POLL_MS + scaled(4_000)) {
    await Promise.all(parts.map(([page, part]) => accrual(page, part, ACCRUAL_POLL_MS + scaled(4_000))))
  } else if (left > scaled(8_000)) {
    await Promise.all(
      parts.map(async ([page, part]) => {
        await openCentrePage(page, T('agents:menu.agentRealTimeSalary'))
        await accrual(page, part)
      }),
    )
  } else test.info().annotations.push({ type: 'accrual', description: 'not read: the round settled too close to the end of its window' })

  // The payout: after the window, its margin and the wage job's next run, on both pages.
  const payoutWait = Math.max(0, windowEnd - Date.now()) + SETTLE_MARGIN_MS + WAGES_EVERY_MS + scaled(30_000)
  const [downRecord, upRecord] = await Promise.all([waitForPayout(down, windowStart, payoutWait), waitForPayout(up, windowStart, payoutWait)])
  for (const [record, part, rate, rateBelow, tierReached] of [
    [downRecord, downAmount, below.rate, 0, below.tier],
    [upRecord, upAmount, held, below.rate, top.tier],
  ] as const) {
    expect(minorOfMajor(record.amount)).toBe(part)
    expect(record).toMatchObject({ kind: 'realTimeSalary', gameType: 'ELOTT', status: 'paid', activeMembers: 1, tier: tierReached })
    expect(minorOfMajor(record.periodBet)).toBe(stake)
    expect(minorOfMajor(record.periodProfitLoss)).toBe(payout - stake)
    expect(Date.parse(record.periodEnd)).toBe(windowEnd)
    expect(ppm(record.rate)).toBe(rate)
    expect(ppm(record.rateBelow)).toBe(rateBelow)
  }
  // What each page shows of it: the period's bet and result, the rate, the amount, paid; then the header's balance,
  // risen by exactly that; then the page on the other viewport (the upline's as cards on a phone, the downline's as
  // a table on a desktop), neither scrolling sideways.
  await Promise.all(
    ([[down, downAmount, below.rate, downBefore, DESKTOP], [up, upAmount, held, upBefore, PHONE]] as const).map(async ([page, part, rate, before, other]) => {
      const shows = { paid: part, periodBet: stake, profitLoss: payout - stake, rate }
      await expectRecord(page, shows)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await closeCentre(page)
      await expect.poll(async () => (await page.reload(), headerBalance(page))).toBe(before + part)
      await page.setViewportSize(other)
      await openCentrePage(page, T('agents:menu.agentRealTimeSalary'))
      await expectRecord(page, shows)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
    }),
  )

  await player.context.close()
  await downline.context.close()
})
