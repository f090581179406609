/**
 * The house sportsbook played through, as demomember:
 * - the home page's live matches on a 390 px phone: the book's matches in play (or the next to start), a card's link
 *   opening its book (sports or e-sports) in the game page at that match's board;
 * - a 3-leg parlay on a 390 px phone (demo merchant): three prices of three matches to come on the slip, the slip
 *   turned to a parlay, placed: the book answers one bet of three legs whose return is the stake times the legs'
 *   prices, the header balance falls by exactly the stake, and "my bets" lists it with its three legs;
 * - an in-play bet through the delay on the short-match merchant (tests/e2e/merchants/arena.json: a football match
 *   every minute, each played in about 45 s, a 3 s in-play delay), on a desktop: a price of a live match placed with
 *   "accept any change" is held ("In-play check", then an answer); once accepted, the match is played out, the job
 *   settles the bet, the header balance ends at exactly what it was less the stake plus the payout, and the betting
 *   record's detail of the round names the leg's match.
 */
import type { FrameLocator, Page } from '@playwright/test'
import { at, expect, logInFromHeader, minorOf, minorOfMajor, scaled, scrollToLateSections, shown, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
const BOOK = 'กีฬา พอร์ทิโก'

interface PlacedBet { betId: string; kind: string; status: string; risk: string; legs: { eventId: string; home: string; away: string }[] }
interface ListedBet { betId: string; status: string; payout: string | null; legs: { eventId: string }[] }

/** Logs in on the merchant's host, opens the book from the sports tab: the frame and the header's balance group. */
async function openBook(page: Page, host: string): Promise<{ book: FrameLocator; balance: ReturnType<Page['getByRole']> }> {
  await logInFromHeader(page, 'demomember', undefined, at(host, '/'))
  await page.goto(at(host, '/sports'))
  await page.getByTestId('route-page-category').getByRole('link', { name: new RegExp(BOOK) }).click()
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/)
  const book = page.frameLocator('[data-testid="game-frame"]')
  await expect(book.getByRole('heading', { level: 1, name: T('sports:app.sportsbook') })).toBeVisible({ timeout: scaled(20_000) })
  const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
  await expect(balance).toContainText(/\d\.\d{2}/)
  return { book, balance }
}

/** The frame's session token (its address), for reading the member's bets as the frame does. */
function sessionOf(page: Page): string {
  const frame = page.frames().find((candidate) => candidate.url().includes('session='))
  if (!frame) throw new Error('the book frame has no session')
  return new URL(frame.url()).searchParams.get('session')!
}

/** The member's bets as the book lists them (open or settled). */
async function listedBets(page: Page, session: string, settled: boolean): Promise<ListedBet[]> {
  // Node resolves no *.localhost names: the call names its merchant by the session in the body, not by the host.
  const response = await page.request.post(at('localhost', '/sports-api/v1/bets'), { data: { session, status: settled ? 'settled' : 'open' } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { value: { bets: ListedBet[] } }).value.bets
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the home page lists the book’s matches in play (then the next to start), and a match’s link opens the book at its board', async ({ page }) => {
    test.setTimeout(scaled(60_000))
    await logInFromHeader(page, 'demomember')
    await scrollToLateSections(page)
    const section = page.getByTestId('live-matches')
    await expect(section).toBeVisible({ timeout: scaled(15_000) })
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^(${T('sports:live.title')}|${T('sports:live.comingTitle')})$`))
    const card = section.getByRole('listitem').first()
    const match = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
    expect(match).toMatch(/\S+/)
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/game\?nodeId=\d+&event=[a-z0-9-]+/)
    const book = page.frameLocator('[data-testid="game-frame"]')
    // The sports book or the e-sports one, whichever the match is in, open at that very match's board.
    const title = new RegExp(`^(${T('sports:app.sportsbook')}|${T('sports:app.esportsbook')})$`)
    await expect(book.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: scaled(20_000) })
    await expect(book.getByRole('heading', { level: 2, name: match })).toBeVisible({ timeout: scaled(10_000) })
    await expect(book.getByRole('button', { name: T('sports:board.back') })).toBeVisible()
  })

  test('a 3-leg parlay: three matches to come on the slip, one bet of three legs, the balance falls by its stake', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const { book, balance } = await openBook(page, 'localhost')
    const before = minorOf((await balance.textContent()) ?? '')

    // The first price of each of three matches to come (no in-play delay; prices that stand until kick-off).
    const coming = book.getByRole('region', { name: new RegExp(T('sports:list.coming')) })
    await expect(coming.getByRole('article').nth(2)).toBeVisible({ timeout: scaled(20_000) })
    for (let match = 0; match < 3; match++) {
      const price = coming.getByRole('article').nth(match).getByRole('button').filter({ hasText: /\d\.\d{2}/ }).first()
      await price.click()
      await expect(price).toHaveAttribute('aria-pressed', 'true')
    }
    await book.getByRole('button', { name: T('sports:app.slipButton', { count: '3' }) }).click()
    await book.getByRole('button', { name: T('sports:slip.parlay', { legs: '3' }) }).click()
    await book.getByRole('textbox', { name: T('sports:slip.parlayStake') }).fill('10')
    const answered = page.waitForResponse((response) => response.url().includes('/sports-api/v1/bet'))
    await book.getByRole('button', { name: T('sports:slip.placeParlay') }).click()
    const response = await answered
    expect(response.status(), await response.text()).toBe(200)
    const { bet } = (await response.json()).value as { bet: PlacedBet }
    expect(bet).toMatchObject({ kind: 'parlay', risk: '10.00' })
    expect(new Set(bet.legs.map((leg) => leg.eventId)).size).toBe(3)
    await expect(book.getByText(T('sports:slip.accepted'))).toBeVisible()
    await expect(balance).toContainText(shown(before - 1000))

    await page.keyboard.press('Escape')
    await book.getByRole('tab', { name: T('sports:app.myBets') }).click()
    const card = book.getByRole('listitem').filter({ hasText: T('sports:bets.ticket', { betId: bet.betId }) })
    await expect(card).toContainText(T('sports:bets.parlay_other', { count: '3' }), { timeout: scaled(10_000) })
    const open = await listedBets(page, sessionOf(page), false)
    expect(open.find((listed) => listed.betId === bet.betId)?.legs).toHaveLength(3)
  })
})

test.describe('on a desktop, on the short-match merchant', () => {
  test.use({ viewport: { width: 1280, height: 860 } })

  test('an in-play bet is held for the delay, accepted, and paid when its match is played out', async ({ page }) => {
    test.setTimeout(scaled(240_000))
    const { book, balance } = await openBook(page, 'arena.localhost')
    const before = minorOf((await balance.textContent()) ?? '')

    // A live match's price, retried while the match suspends (a chance, a goal) between the press and the delay's end.
    let placed: PlacedBet | null = null
    for (let attempt = 0; attempt < 6 && !placed; attempt++) {
      const live = book.getByRole('region', { name: new RegExp(T('sports:list.live')) })
      await expect(live.getByRole('article').first()).toBeVisible({ timeout: scaled(60_000) })
      const price = live.getByRole('button', { pressed: false }).filter({ hasText: /\d\.\d{2}\s*$/ }).first()
      await price.click()
      if (attempt === 0) {
        // In play a price moves every few seconds: the slip takes any change (the default takes only higher ones).
        await book.getByRole('combobox', { name: T('sports:slip.oddsChange.label') }).click()
        await book.getByRole('option', { name: T('sports:slip.oddsChange.any') }).click()
      }
      await book.getByRole('textbox', { name: T('sports:slip.stake') }).fill('20')
      const answered = page.waitForResponse((response) => response.url().includes('/sports-api/v1/bet'))
      await book.getByRole('button', { name: T('sports:slip.place_other', { count: '1' }) }).click()
      const response = await answered
      if (response.status() !== 200) {
        await book.getByRole('button', { name: T('sports:slip.clear') }).click()
        continue
      }
      const { bet } = (await response.json()).value as { bet: PlacedBet }
      expect(bet.status).toBe('pending')
      await expect(book.getByText(T('sports:slip.pending')).first()).toBeVisible()
      const answer = book.getByText(new RegExp(`${T('sports:slip.accepted')}|${T('sports:slip.rejected')}`)).first()
      await expect(answer).toBeVisible({ timeout: scaled(15_000) })
      if ((await answer.textContent())?.includes(T('sports:slip.accepted'))) placed = bet
    }
    expect(placed, 'no in-play bet was accepted in six tries').not.toBeNull()
    await expect(balance).toContainText(shown(before - 2000), { timeout: scaled(10_000) })

    // The match is played out (about 45 s) and settled by the book's job: the bet comes back settled with its payout.
    const session = sessionOf(page)
    let settled: ListedBet | undefined
    await expect
      .poll(async () => {
        settled = (await listedBets(page, session, true)).find((listed) => listed.betId === placed!.betId)
        return settled?.status
      }, { timeout: scaled(120_000), intervals: [2_000] })
      .toBe('settled')
    const payout = minorOfMajor(settled!.payout ?? '0')
    await expect(balance).toContainText(shown(before - 2000 + payout), { timeout: scaled(15_000) })

    // The member's betting record has the bet as a round of the book, its detail naming the leg's match.
    await page.goto(at('arena.localhost', '/member?page=personalHistoryCopy'))
    await page.getByRole('button', { name: new RegExp(`^${BOOK}`) }).first().click()
    const detail = page.getByRole('dialog')
    await expect(detail).toContainText(placed!.legs[0]!.home, { timeout: scaled(10_000) })
    await expect(detail).toContainText(placed!.legs[0]!.away)
  })
})
