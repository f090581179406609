/**
 * The house sportsbook, as demomember, on a desktop and on a 390 px phone: the sports tab (/sports) lists the book;
 * it opens in the game page's sandboxed frame; the book lists the programme's matches with their prices; a price
 * pressed goes on the slip (beside the matches on a desktop, behind the slip button on a phone); a stake placed is
 * accepted by the book and taken from the wallet over the vendor protocol: the portal's header balance falls by
 * exactly the stake; the bet is listed under the member's open bets; and cashed out at the book's offer, the balance
 * grows by exactly the offer.
 */
import { expect, logInFromHeader, minorOf, minorOfMajor, scaled, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
const BOOK = 'กีฬา พอร์ทิโก'

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 860 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('open the book from the sports tab, put a price on the slip, place a bet, and see the balance and my bets follow', async ({ page }) => {
      test.setTimeout(scaled(120_000))
      await logInFromHeader(page, 'demomember')
      await page.goto('/sports')
      await page.getByTestId('route-page-category').getByRole('link', { name: new RegExp(BOOK) }).click()
      await expect(page).toHaveURL(/\/game\?nodeId=\d+/)
      const frameElement = page.getByTestId('game-frame')
      await expect(frameElement).toBeVisible()
      expect(await frameElement.getAttribute('sandbox')).not.toContain('allow-same-origin')
      const book = page.frameLocator('[data-testid="game-frame"]')
      await expect(book.getByRole('heading', { level: 1, name: T('sports:app.sportsbook') })).toBeVisible({ timeout: scaled(20_000) })

      const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
      await expect(balance).toContainText(/\d\.\d{2}/)
      const before = minorOf((await balance.textContent()) ?? '')

      // A price of a match to come (its bet is open at once, with no in-play delay).
      const coming = book.getByRole('heading', { name: new RegExp(T('sports:list.coming')) })
      await expect(coming).toBeVisible({ timeout: scaled(20_000) })
      // Pinned by position among the prices of the matches to come (a `pressed: false` filter would move on to the next
      // one once it is pressed): no in-play delay, and a cash-out offer that stands still until kick-off.
      const price = book.getByRole('region', { name: new RegExp(T('sports:list.coming')) }).getByRole('button').filter({ hasText: /\d\.\d{2}/ }).first()
      await price.click()
      await expect(price).toHaveAttribute('aria-pressed', 'true')
      if (device.phone) await book.getByRole('button', { name: T('sports:app.slipButton', { count: '1' }) }).click()
      await book.getByRole('textbox', { name: T('sports:slip.stake') }).fill('20')
      const answered = page.waitForResponse((response) => response.url().includes('/sports-api/v1/bet'))
      await book.getByRole('button', { name: T('sports:slip.place_other', { count: '1' }) }).click()
      const response = await answered
      expect(response.status(), await response.text()).toBe(200)
      const placed = (await response.json()).value as { bet: { betId: string; status: string; risk: string } }
      expect(placed.bet).toMatchObject({ risk: '20.00' })
      await expect(book.getByText(T('sports:slip.accepted'))).toBeVisible()
      await expect(balance).toContainText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format((before - 2000) / 100))

      if (device.phone) await page.keyboard.press('Escape')
      await book.getByRole('tab', { name: T('sports:app.myBets') }).click()
      await expect(book.getByText(T('sports:bets.ticket', { betId: placed.bet.betId })).first()).toBeVisible({ timeout: scaled(10_000) })

      // Cashed out at the book's offer: asked once more, settled, and the header balance grows by exactly the offer.
      const card = book.getByRole('listitem').filter({ hasText: T('sports:bets.ticket', { betId: placed.bet.betId }) })
      const offer = card.getByRole('group', { name: T('sports:bets.cashOut.label') }).getByRole('button')
      await expect(offer).toBeVisible({ timeout: scaled(10_000) })
      const cashedOut = page.waitForResponse((response) => response.url().includes('/sports-api/v1/cashout'))
      await offer.click()
      await card.getByRole('button', { name: T('sports:bets.cashOut.accept') }).click()
      const answer = await cashedOut
      expect(answer.status(), await answer.text()).toBe(200)
      const settled = (await answer.json()).value as { bet: { status: string; cashedOut: boolean; payout: string } }
      expect(settled.bet).toMatchObject({ status: 'settled', cashedOut: true })
      const after = before - 2000 + minorOfMajor(settled.bet.payout)
      await expect(balance).toContainText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(after / 100), { timeout: scaled(10_000) })
    })
  })
}
