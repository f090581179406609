/**
 * The lottery, as demomember of the short-round test merchant (tests/e2e/merchants/lotto.json: one electronic game
 * drawn every 20 s, betting closing 4 s before) on a 360 px phone: /elott lists the game with its countdown; betting
 * opens it in the lottery frame (/vnlottery?gameCode=…, our lottery app); a lô bet on 07 takes exactly its stake from
 * the header's balance; after the draw the order is settled with exactly what the drawn numbers pay (lô pays
 * ⌊stake × 80 × appearances / 23⌋), the header follows, and the round verifies in the browser from its revealed seed.
 */
import type { Frame, Page } from '@playwright/test'
import { at, expect, logInFromHeader, minorOf, minorOfMajor, scaled, test, tr } from './support'

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
const HOST = 'lotto.localhost'
const GAME = 'quick-20s'
const GAME_NAME = 'หวยด่วน 20 วินาที'
const STAKE_MINOR = 1000
const NUMBER = '07'

/** The lottery app's own calls, as the frame makes them (the session token from the frame's address). */
async function appCall<T>(page: Page, call: string, body: Record<string, unknown>): Promise<T> {
  // Node resolves no *.localhost names; the calls name their merchant (or session) in the body, not by host.
  const response = await page.request.post(`/lottery-api/v1/${call}`, { data: body })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { value: T }).value
}

function lotteryFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/lottery-app/'))
  if (!frame) throw new Error('the lottery frame is not open')
  return frame
}

test.use({ viewport: { width: 360, height: 780 } })

test('bet lô in the lottery frame, see the draw settle it exactly, and verify the round', async ({ page }) => {
  test.setTimeout(scaled(120_000))
  await logInFromHeader(page, 'demomember', undefined, at(HOST, '/'))
  const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
  await expect(balance).toContainText(/\d\.\d{2}/)
  const before = minorOf((await balance.textContent()) ?? '')

  // /elott: the game with its countdown; a phone page never scrolls sideways.
  await page.goto(at(HOST, '/elott'))
  const card = page.getByRole('article', { name: GAME_NAME }).or(page.getByRole('region', { name: GAME_NAME }))
  await expect(card.getByRole('timer')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await card.getByRole('button', { name: new RegExp(T('lottery:card.bet')) }).click()

  // The frame: our lottery app's betting view, sandboxed.
  await expect(page).toHaveURL(new RegExp(`/vnlottery\\?gameCode=${GAME}`))
  const frameElement = page.getByTestId('game-frame')
  await expect(frameElement).toBeVisible()
  expect(await frameElement.getAttribute('sandbox')).not.toContain('allow-same-origin')
  const app = page.frameLocator('[data-testid="game-frame"]')
  await expect(app.getByRole('heading', { name: GAME_NAME })).toBeVisible()
  const session = new URL(lotteryFrame(page).url()).searchParams.get('session')!
  expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // Lô (the first bet type) on 07, 10.00: placed once betting is open with time to spare (a round lasts 20 s).
  await app.getByRole('button', { name: NUMBER, exact: true }).click()
  await app.getByLabel(T('lottery:slip.stake')).fill('10')
  let placed = false
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    await expect(app.getByRole('timer')).toHaveAccessibleName(/ปิดรับแทงใน/, { timeout: 25_000 })
    const round = await appCall<{ closesInSeconds: number; bettingOpen: boolean }>(page, 'round', { merchant: 'lotto', gameCode: GAME })
    if (!round.bettingOpen || round.closesInSeconds < 5) {
      await page.waitForTimeout((round.closesInSeconds + 5) * 1000)
      continue
    }
    await app.getByRole('button', { name: T('lottery:slip.confirm_other', { count: '1' }) }).click()
    const dialog = app.getByRole('alertdialog')
    await expect(dialog).toContainText(NUMBER)
    await dialog.getByRole('button', { name: T('lottery:slip.dialogConfirm') }).click()
    await expect(app.getByRole('status').filter({ hasText: '10.00' }).first()).toBeVisible()
    placed = true
  }
  expect(placed, 'a bet was placed while betting was open').toBe(true)
  // The stake left the wallet, and the portal's header says so at once.
  await expect.poll(async () => minorOf((await balance.textContent()) ?? '')).toBe(before - STAKE_MINOR)
  const frameOverflow = await lotteryFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(frameOverflow).toBeLessThanOrEqual(0)

  // My orders: waiting for the draw, then settled.
  await app.getByRole('tab', { name: T('lottery:app.tab.orders') }).click()
  const orders = app.getByRole('tabpanel', { name: T('lottery:app.tab.orders') })
  await expect(orders).toContainText(NUMBER)
  await expect(orders).not.toContainText(T('lottery:orders.status.open'), { timeout: 40_000 })

  // Exactly what the draw pays: lô 07 wins one unit per prize ending in 07, at 80 per 23.
  type Order = { roundNo: string; numbers: string[]; status: string; winAmount: string | null }
  const { list } = await appCall<{ list: Order[] }>(page, 'orders', { session, gameCode: GAME })
  expect(list).toHaveLength(1)
  const order = list[0]
  expect(order).toMatchObject({ numbers: [NUMBER], status: 'settled' })
  type Draw = { roundNo: string; prizes: Record<string, string[]>; seed: string; commitment: string }
  const results = await appCall<{ list: Draw[] }>(page, 'results', { merchant: 'lotto', gameCode: GAME, pageSize: '20' })
  const draw = results.list.find((candidate) => candidate.roundNo === order.roundNo)!
  const appearances = Object.values(draw.prizes).flat().filter((prize) => prize.endsWith(NUMBER)).length
  const won = Math.floor((STAKE_MINOR * 80 * appearances) / 23)
  expect(minorOfMajor(order.winAmount!)).toBe(won)
  await expect(orders).toContainText(won > 0 ? T('lottery:orders.status.won', { amount: '' }).trim() : T('lottery:orders.status.lost'))
  await expect.poll(async () => minorOf((await balance.textContent()) ?? ''), { timeout: 15_000 }).toBe(before - STAKE_MINOR + won)

  // Results: the round's draw, verified here from its revealed seed.
  await app.getByRole('tab', { name: T('lottery:app.tab.results') }).click()
  const drawn = app.getByRole('article', { name: T('lottery:app.draw', { roundNo: order.roundNo }) })
  await expect(drawn.getByRole('table')).toContainText(draw.prizes.special[0])
  await drawn.getByRole('button', { name: T('lottery:verify.action') }).click()
  await expect(drawn).toContainText(T('lottery:verify.commitmentPassed'))
  await expect(drawn).toContainText(T('lottery:verify.resultPassed'))
})
