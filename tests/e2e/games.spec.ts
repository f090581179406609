/**
 * Games, as demomember, on a desktop and on a 390 px phone: the slots lobby (/rng) lists the house games; the member
 * favourites Dice Over/Under and finds it under FAV; opens it (/game, the game in a sandboxed frame); plays rounds in
 * the frame until one wins, the header's balance changing after each by exactly the round's result (stake out,
 * payout in, as the house API answered it); the game is then under RECENT; and a visitor in a fresh tab finds the
 * member's win, name masked, on the home page's winner board. The journey leaves the favourite as it found it.
 */
import { dismissAnnouncementsForSession, expect, logInFromHeader, minorOf, minorOfMajor, scaled, scrollToLateSections, shown, test, tr } from './support'

test.describe.configure({ mode: 'serial' })

const T = (key: string, values?: Record<string, string>) => tr('th', key, values)
/** Dice Over/Under's Thai name (the catalogue's). */
const DICE = 'ลูกเต๋า สูง-ต่ำ'

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('favourite a game, find it under FAV, play it in the frame with the balance following exactly, then RECENT and the winner board', async ({ page, context }) => {
      test.setTimeout(scaled(120_000))
      await logInFromHeader(page, 'demomember')
      await page.goto('/rng')
      const lobby = page.getByTestId('route-page-category')
      const favourite = lobby.getByRole('button', { name: T('games:card.favourite', { name: DICE }) })
      await expect(favourite).toHaveAttribute('aria-pressed', 'false')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      await favourite.click()
      await expect(favourite).toHaveAttribute('aria-pressed', 'true')
      await lobby.getByRole('button', { name: T('games:lobby.filters.FAV'), exact: true }).click()
      await expect(lobby.getByRole('link', { name: new RegExp(DICE) })).toHaveCount(1)
      await expect(lobby.getByRole('link', { name: /ระเบียงปลาคาร์ป/ })).toHaveCount(0)

      // Open it: the game page frames it, sandboxed.
      await lobby.getByRole('link', { name: new RegExp(DICE) }).click()
      await expect(page).toHaveURL(/\/game\?nodeId=\d+/)
      const frameElement = page.getByTestId('game-frame')
      await expect(frameElement).toBeVisible()
      expect(await frameElement.getAttribute('sandbox')).not.toContain('allow-same-origin')
      const game = page.frameLocator('[data-testid="game-frame"]')
      const balance = page.getByRole('banner').getByRole('group', { name: T('layout:balance.label') })
      await expect(balance).toContainText(/\d\.\d{2}/)
      let expected = minorOf((await balance.textContent()) ?? '')

      // Rounds until one wins (each wins about half the time), each moving the header by exactly its result.
      let won: { payout: string } | null = null
      for (let round = 0; round < 12 && !won; round++) {
        const roll = game.getByRole('button', { name: /^ทอย|^Roll/ })
        await expect(roll).toBeEnabled({ timeout: 15_000 })
        const answered = page.waitForResponse((response) => response.url().includes('/house-api/v1/dice/roll'))
        await roll.click()
        const response = await answered
        expect(response.status()).toBe(200)
        const result = (await response.json()).value as { stake: string; payout: string; won: boolean }
        expected += minorOfMajor(result.payout) - minorOfMajor(result.stake)
        await expect(balance).toContainText(shown(expected))
        if (result.won) won = result
      }
      expect(won, 'a round won within 12 rolls').not.toBeNull()

      // Back to the lobby: the game is among the recently played.
      await page.getByRole('button', { name: T('games:frame.back') }).click()
      await expect(page).toHaveURL(/\/rng/)
      await page.getByTestId('route-page-category').getByRole('button', { name: T('games:lobby.filters.RECENT'), exact: true }).click()
      await expect(page.getByTestId('route-page-category').getByRole('link', { name: new RegExp(DICE) })).toBeVisible()
      await page.getByTestId('route-page-category').getByRole('button', { name: T('games:lobby.filters.ALL'), exact: true }).click()
      const again = page.getByTestId('route-page-category').getByRole('button', { name: T('games:card.favourite', { name: DICE }) })
      await again.click()
      await expect(again).toHaveAttribute('aria-pressed', 'false')

      // A visitor in a fresh tab (its own session storage: no cached board) sees the win, the name masked.
      const visitor = await context.newPage()
      await dismissAnnouncementsForSession(visitor)
      await visitor.goto('/')
      await scrollToLateSections(visitor)
      const board = visitor.getByTestId('home-games')
      await expect(board).toContainText('de***er')
      await expect(board).toContainText(shown(minorOfMajor(won!.payout)))
      await visitor.close()
    })
  })
}
