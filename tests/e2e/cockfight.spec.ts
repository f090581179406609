/**
 * The house cockfighting arena, as demomember on a 390 px phone, in both modes at once (two pages side by side, so
 * the fights are waited for once): a pool on the short-fight merchant lotto (tests/e2e/merchants/lotto.json: a fight
 * every 90 s, betting open 25 s, 5% plasada) and fixed odds on arena (tests/e2e/merchants/arena.json). The cockfight
 * tab lists the arena; it opens sandboxed in the game page; once a fight opens, bets pressed on the board go on the
 * slip (a bottom sheet on a phone) and are placed: the header balance falls by exactly what they risk. When the fight
 * is declared the bets are settled, each exactly as the mode pays (the pool less the plasada, shared by the winners;
 * the Malay price at fixed odds; a draw refunds the sides, a cancelled fight everything), and the header balance
 * rises by exactly the payouts.
 */
import type { Browser, Page } from '@playwright/test'
import { at, expect, logInFromHeader, minorOf, minorOfMajor, scaled, shown, test, tr } from './support'

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
const ARENA_NAME = 'ไก่ชน พอร์ทิโก'
/** Time the journey leaves itself to bet in a fight before its last call. */
const TO_BET_MS = 12_000

interface ArenaFight { fightId: string; phase: string; lastCallAt: string; locked: { meron: boolean; wala: boolean }; prices: { meron: number; wala: number } | null }
interface ArenaBet { betId: string; fightId: string; selection: string; risk: string; status: string; outcome: string | null; payout: string | null }

/** The arena's own calls, as the frame makes them (the session token from the frame's address). */
async function arenaCall<V>(page: Page, call: string, body: Record<string, unknown>): Promise<V> {
  // Node resolves no *.localhost names: the call names its merchant by the session in the body, not by the host.
  const response = await page.request.post(at('localhost', `/cockfight-api/v1/${call}`), { data: body })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { value: V }).value
}

/** Logs in on the merchant's host, opens the arena from the cockfight tab, and answers its game session. */
async function openArena(page: Page, host: string): Promise<string> {
  await logInFromHeader(page, 'demomember', undefined, at(host, '/'))
  await page.goto(at(host, '/cockfight'))
  await page.getByTestId('route-page-category').getByRole('link', { name: new RegExp(ARENA_NAME) }).click()
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/)
  const frameElement = page.getByTestId('game-frame')
  await expect(frameElement).toBeVisible()
  expect(await frameElement.getAttribute('sandbox')).not.toContain('allow-same-origin')
  const arena = page.frameLocator('[data-testid="game-frame"]')
  await expect(arena.getByRole('heading', { level: 1, name: T('cockfight:app.title') })).toBeVisible({ timeout: scaled(20_000) })
  const frame = page.frames().find((candidate) => candidate.url().includes('session='))
  if (!frame) throw new Error('the arena frame has no session')
  return new URL(frame.url()).searchParams.get('session')!
}

/** Waits for a fight open for betting with time to spare and neither side locked. */
async function openFight(page: Page, session: string): Promise<ArenaFight> {
  let fight: ArenaFight | null = null
  await expect
    .poll(async () => {
      const { current } = await arenaCall<{ current: ArenaFight }>(page, 'arena', { session })
      const spare = Date.parse(current.lastCallAt) - Date.now()
      fight = current.phase === 'open' && spare > TO_BET_MS && !current.locked.meron && !current.locked.wala ? current : null
      return fight !== null
    }, { timeout: scaled(120_000), intervals: [1_000] })
    .toBe(true)
  return fight!
}

/** Presses a side on the board, types the amount on the slip (the phone's bottom sheet), places it: the answer. */
async function placeOnBoard(page: Page, side: 'meron' | 'wala', amount: string): Promise<ArenaBet> {
  const arena = page.frameLocator('[data-testid="game-frame"]')
  await arena.getByRole('button', { name: new RegExp(`^${T(`cockfight:selection.${side}`)}`) }).click()
  const sheet = arena.getByRole('dialog', { name: T('cockfight:slip.title') })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('textbox').fill(amount)
  const answered = page.waitForResponse((response) => response.url().includes('/cockfight-api/v1/bet'))
  await sheet.getByRole('button', { name: T('cockfight:slip.place') }).click()
  const response = await answered
  expect(response.status(), await response.text()).toBe(200)
  const { bet } = (await response.json()).value as { bet: ArenaBet }
  await page.keyboard.press('Escape')
  return bet
}

/** A page of its own (a phone) for one merchant's arena. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' })
  return context.newPage()
}

const balanceOf = (page: Page) => page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })

/**
 * Plays one merchant's arena: the bets placed on the board, then settled at the fight's declaration; returns what the
 * bets were and what they paid, after checking the header followed each movement exactly.
 */
async function playArena(page: Page, host: string, stakes: readonly ['meron' | 'wala', string][]): Promise<{ fight: ArenaFight; bets: ArenaBet[]; result: string }> {
  const session = await openArena(page, host)
  await expect(balanceOf(page)).toContainText(/\d\.\d{2}/)
  const before = minorOf((await balanceOf(page).textContent()) ?? '')
  const fight = await openFight(page, session)
  const placed: ArenaBet[] = []
  for (const [side, amount] of stakes) placed.push(await placeOnBoard(page, side, amount))
  expect(new Set(placed.map((bet) => bet.fightId))).toEqual(new Set([fight.fightId]))
  const risked = placed.reduce((sum, bet) => sum + minorOfMajor(bet.risk), 0)
  await expect(balanceOf(page)).toContainText(shown(before - risked))

  let settled: ArenaBet[] = []
  await expect
    .poll(async () => {
      const { bets } = await arenaCall<{ bets: ArenaBet[] }>(page, 'bets', { session, status: 'settled', pageSize: 20 })
      settled = bets.filter((bet) => placed.some((mine) => mine.betId === bet.betId))
      return settled.length
    }, { timeout: scaled(150_000), intervals: [2_000] })
    .toBe(placed.length)
  const paid = settled.reduce((sum, bet) => sum + minorOfMajor(bet.payout ?? '0'), 0)
  await expect(balanceOf(page)).toContainText(shown(before - risked + paid), { timeout: scaled(10_000) })
  const { road } = await arenaCall<{ road: { fightId: string; result: string }[] }>(page, 'arena', { session })
  const result = road.find((entry) => entry.fightId === fight.fightId)!.result
  // My bets shows them among the settled ones.
  const arena = page.frameLocator('[data-testid="game-frame"]')
  await arena.getByRole('tab', { name: T('cockfight:app.myBets') }).click()
  await arena.getByRole('tab', { name: T('cockfight:bets.tab.settled') }).click()
  await expect(arena.getByText(new RegExp(T('cockfight:fight.number', { fight: fight.fightId.split('-').at(-1)! }))).first()).toBeVisible({ timeout: scaled(10_000) })
  return { fight, bets: settled, result }
}

test('bet in the arena in both modes on a phone, and see each fight settle the bets exactly', async ({ browser }) => {
  test.setTimeout(scaled(300_000))
  const [poolPage, fixedPage] = await Promise.all([phone(browser), phone(browser)])
  const [pool, fixed] = await Promise.all([
    // The pool: 20.00 on Meron and 30.00 on Wala (both sides, so the pool stands): 50.00 less 5% = 47.50 to share.
    playArena(poolPage, 'lotto.localhost', [['meron', '20'], ['wala', '30']]),
    // Fixed odds: 20 on Meron at its Malay price (positive: risks 20, wins 20 × price; negative: wins 20, risks more).
    playArena(fixedPage, 'arena.localhost', [['meron', '20']]),
  ])

  const byPayout = (bets: ArenaBet[]) => Object.fromEntries(bets.map((bet) => [bet.selection, bet.payout]))
  if (pool.result === 'meron') expect(byPayout(pool.bets)).toEqual({ meron: '47.50', wala: '0.00' })
  else if (pool.result === 'wala') expect(byPayout(pool.bets)).toEqual({ meron: '0.00', wala: '47.50' })
  else expect(byPayout(pool.bets)).toEqual({ meron: '20.00', wala: '30.00' })

  const [meron] = fixed.bets
  const price = fixed.fight.prices!.meron
  // Malay: at +p the bet risks 20 and wins 20 × p; at −p it wins 20 and risks 20 × p, rounded up to the cent.
  const risk = price > 0 ? 2000 : Math.ceil((2000 * -price) / 1000)
  const toWin = price > 0 ? Math.floor((2000 * price) / 1000) : 2000
  expect(minorOfMajor(meron.risk)).toBe(risk)
  const expected = fixed.result === 'meron' ? risk + toWin : fixed.result === 'wala' ? 0 : risk
  expect(minorOfMajor(meron.payout!)).toBe(expected)
})
