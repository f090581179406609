/**
 * The live baccarat table is shared: demomember on a desktop and downline1 on a 390 px phone sit at Baccarat Table A
 * (/live, then the game in its frame). Both frames show the same round, and at its end the same hand. demomember's
 * bet on that round moves its header balance by exactly the round's result: the stake out when the bet is placed,
 * the payout in when the server settles the round, as the house API answered them.
 */
import type { Browser, FrameLocator, Page, Response } from '@playwright/test'
import { HOUSE_CALLS, type TableBetAnswer, type TableSnapshot } from '../../src/contract/house'
import { expect, logInFromHeader, minorOf, minorOfMajor, shown, scaled, test, tr } from './support'

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
/** Baccarat Table A's Thai name (the catalogue's). */
const TABLE = 'บาคาร่า โต๊ะ A'
/** The spot for a bet on the banker: "เจ้ามือ จ่าย …" (the banker pair's spot is another name). */
const BANKER_SPOT = new RegExp(`^${T('house:baccarat.spot', { name: T('house:baccarat.banker'), payout: '' })}`)

async function seatAt(browser: Browser, username: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await logInFromHeader(page, username)
  await page.goto('/live')
  await page.getByTestId('route-page-category').getByRole('link', { name: new RegExp(TABLE) }).click()
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/)
  const frame = page.frameLocator('[data-testid="game-frame"]')
  await expect(frame.getByTestId('table-round')).toBeVisible({ timeout: scaled(20_000) })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  return { context, page, frame }
}

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })

/** Waits until the table takes bets with at least `seconds` left, so a person's chip and click land in time. */
async function waitForOpenBetting(frame: FrameLocator, seconds: number) {
  const phase = frame.getByTestId('table-phase')
  for (let round = 0; round < 3; round++) {
    await expect(phase).toHaveText(T('house:baccarat.placeBets'), { timeout: scaled(40_000) })
    const left = Number(await frame.getByTestId('table-seconds').textContent())
    if (left >= seconds) return
    await expect(phase).not.toHaveText(T('house:baccarat.placeBets'), { timeout: scaled(20_000) })
  }
  throw new Error(`betting never stayed open for ${seconds} s`)
}

/** The house API's answers the page's frame receives for `path`, parsed, as they come. */
function answersOf<T>(page: Page, path: string): T[] {
  const answers: T[] = []
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== path || response.status() !== 200) return
    response.json().then((body: { value: T }) => answers.push(body.value), () => undefined)
  })
  return answers
}

test('two members at one baccarat table see the same round and hand; a bet moves the header by exactly its result', async ({ browser }) => {
  test.setTimeout(scaled(180_000))
  const desk = await seatAt(browser, 'demomember', { width: 1280, height: 860 })
  const phone = await seatAt(browser, 'downline1', { width: 390, height: 844 })
  // The phone's frame fills the screen below the header.
  const frameBox = await phone.page.getByTestId('game-frame').boundingBox()
  expect(frameBox?.width).toBeGreaterThanOrEqual(380)
  const snapshots = answersOf<TableSnapshot>(desk.page, HOUSE_CALLS.table)

  await expect(headerBalance(desk.page)).toContainText(/\d\.\d{2}/)
  await waitForOpenBetting(desk.frame, scaled(4))
  const before = minorOf((await headerBalance(desk.page).textContent()) ?? '')
  await desk.frame.getByRole('button', { name: BANKER_SPOT }).click()
  const placed = desk.page.waitForResponse((response) => new URL(response.url()).pathname === HOUSE_CALLS.baccaratBet)
  await desk.frame.getByRole('button', { name: new RegExp(`^${T('house:baccarat.place', { amount: '' })}`) }).click()
  const betResponse = await placed
  expect(betResponse.status()).toBe(200)
  const bet = ((await betResponse.json()) as { value: TableBetAnswer }).value
  const stake = minorOfMajor(bet.mine.total)
  expect(stake).toBeGreaterThan(0)
  await expect(headerBalance(desk.page)).toContainText(shown(before - stake))

  // The same round on both screens, and the same hand when it has been dealt.
  const round = T('house:table.round', { roundNo: String(bet.roundNo) })
  await expect(desk.frame.getByTestId('table-round')).toHaveText(round)
  await expect(phone.frame.getByTestId('table-round')).toHaveText(round)
  const deskOutcome = desk.frame.getByTestId('baccarat-outcome')
  await expect(deskOutcome).toBeVisible({ timeout: scaled(40_000) })
  await expect(desk.frame.getByTestId('table-round')).toHaveText(round)
  const hand = (await deskOutcome.textContent()) ?? ''
  expect(hand).not.toBe('')
  await expect(phone.frame.getByTestId('baccarat-outcome')).toHaveText(hand)
  await expect(phone.frame.getByTestId('table-round')).toHaveText(round)

  // Settled: the frame says what the bet paid, and the header holds exactly before − stake + payout.
  await expect(desk.frame.getByTestId('baccarat-win')).toBeVisible({ timeout: scaled(20_000) })
  const settled = snapshots.find((snapshot) => snapshot.state.roundNo === bet.roundNo && snapshot.mine?.payout !== undefined)
  expect(settled, 'the frame read its settled bets').toBeDefined()
  const payout = minorOfMajor(settled!.mine!.payout!)
  await expect(headerBalance(desk.page)).toContainText(shown(before - stake + payout))

  await desk.context.close()
  await phone.context.close()
})
