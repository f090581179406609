import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import BaccaratGame from '../games/BaccaratGame'
import { storyT } from '../../components/layout/fixtures'
import { at, baccaratBetting, baccaratMine, baccaratRoads, baccaratSession, baccaratSnapshot, baccaratState, playerWinsWithPair, tieHand } from '../../components/games/house/tableFixtures'
import { storyApi } from './storyApi'

/** Bets of 100 on the player and 10 on the player pair, placed on round 42. */
const mineBets = baccaratMine({ player: '100.00', playerPair: '10.00' }, '110.00')
const placedAnswer = { roundNo: 42, mine: mineBets, balance: '1140.00' }

const meta = {
  title: 'Games/House/Screens/BaccaratGame',
  component: BaccaratGame,
  args: {
    session: baccaratSession,
    api: storyApi({ events: [{ state: baccaratBetting }], tables: [baccaratSnapshot()], baccaratBets: [placedAnswer] }),
    table: { settleRetryMs: 20, reconnectMs: 60_000 },
  },
  // The clock stands still: each state the table sends sets the screen's time (its serverTime).
  parameters: { layout: 'fullscreen', now: at(0) },
} satisfies Meta<typeof BaccaratGame>

export default meta
type Story = StoryObj<typeof meta>

/** Betting open, 12 seconds left: the spots, the chips, and the roads of the shoe so far. */
export const Betting: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:baccarat.placeBets'))).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('12')
    const beads = baccaratRoads.beadPlate
    const tally = (outcome: string) => beads.filter((cell) => cell.outcome === outcome).length
    const summary = t('house:baccarat.roadSummary', { count: beads.length, player: tally('player'), banker: tally('banker'), tie: tally('tie') })
    await expect(canvas.getByRole('img', { name: t('house:baccarat.roadNamed', { road: t('house:baccarat.beadPlate'), summary }) })).toBeDefined()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Chips on the player (two of 50) and the player pair (one of 10) with the keyboard and taps, then placed. */
export const BetsPlaced: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:baccarat.placeBets'))
    await userEvent.click(canvas.getByRole('button', { name: '50 (฿50.00)' }))
    const player = canvas.getByRole('button', { name: t('house:baccarat.spot', { name: t('house:baccarat.player'), payout: '1:1' }) })
    player.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await userEvent.click(canvas.getByRole('button', { name: '10 (฿10.00)' }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.spot', { name: t('house:baccarat.playerPair'), payout: '11:1' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿110.00' }) }))
    await expect(await canvas.findByText(t('house:baccarat.placed', { amount: '฿110.00' }))).toBeVisible()
    await expect(canvas.getByTestId('spot-player-stake')).toHaveTextContent('฿100.00')
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,140.00')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.betsPlaced', { amount: '฿110.00' }))
    await expect((args.api as ReturnType<typeof storyApi>).calls.bets).toEqual([{ roundNo: 42, bets: { player: '100.00', playerPair: '10.00' } }])
  },
}

/** 2.5 s into the deal: the player's two cards and the banker's first are up, the rest face down. */
export const Dealing: Story = {
  args: { api: storyApi({ events: [{ state: baccaratState('running', 17_500) }], tables: [baccaratSnapshot(baccaratState('running', 17_500), mineBets, '1140.00')] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:baccarat.dealing'))).toBeVisible()
    await expect(canvas.getAllByRole('img', { name: t('house:baccarat.faceDown') })).toHaveLength(2)
    await expect(await canvas.findByText(t('house:baccarat.placed', { amount: '฿110.00' }))).toBeVisible()
  },
}

/** The player wins with a pair: both bets pay (฿200 + ฿120), the spots light up, the result is said. */
export const ResultWin: Story = {
  args: {
    api: storyApi({
      events: [{ state: baccaratState('result', 21_500, playerWinsWithPair) }],
      tables: [baccaratSnapshot(baccaratState('result', 21_500, playerWinsWithPair), { ...mineBets, payout: '320.00' }, '1460.00')],
    }),
  },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('baccarat-win')).toHaveTextContent(t('house:baccarat.won', { amount: '฿320.00' }))
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,460.00')
    await expect(canvasElement.querySelector('[data-spot="playerPair"]')).toHaveAttribute('data-won', 'true')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.balance', { balance: '฿1,460.00' })))
  },
}

/** The banker wins: the player's bets lose. */
export const ResultLoss: Story = {
  args: {
    api: storyApi({
      events: [{ state: baccaratState('result', 21_500) }],
      tables: [baccaratSnapshot(baccaratState('result', 21_500), { ...mineBets, payout: '0.00' }, '1140.00')],
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('baccarat-win')).toHaveTextContent(t('house:baccarat.lost'))
    await expect(canvas.getByTestId('baccarat-outcome')).toHaveTextContent(t('house:baccarat.wins', { side: t('house:baccarat.banker'), winner: 7, loser: 5 }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.noWin')))
  },
}

/** A tie: the player stake comes back. */
export const TieReturnsStake: Story = {
  args: {
    api: storyApi({
      events: [{ state: baccaratState('result', 21_500, tieHand) }],
      tables: [baccaratSnapshot(baccaratState('result', 21_500, tieHand), baccaratMine({ player: '100.00' }, '100.00', '100.00'), '1250.00')],
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByTestId('baccarat-win')).toHaveTextContent(t('house:baccarat.back', { amount: '฿100.00' }))
  },
}

/** The bet reached the table after betting closed: said, and the chips taken back. */
export const BettingClosed: Story = {
  args: { api: storyApi({ events: [{ state: baccaratBetting }], tables: [baccaratSnapshot()], baccaratBets: [{ fail: 'house.betting.closed' }] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:baccarat.placeBets'))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.spot', { name: t('house:baccarat.banker'), payout: '0.95:1' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿10.00' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.bettingClosed'))
    await expect(canvas.getByTestId('spot-banker-stake')).toHaveTextContent('')
  },
}

/** The wallet cannot cover the bets. */
export const InsufficientBalance: Story = {
  args: { api: storyApi({ events: [{ state: baccaratBetting }], tables: [baccaratSnapshot(baccaratBetting, null, '5.00')], baccaratBets: [{ fail: 'house.balance.insufficient' }] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:baccarat.placeBets'))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.spot', { name: t('house:baccarat.tie'), payout: '8:1' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿10.00' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
  },
}

/** The stream broke: the last round stays on screen with a warning while the browser reconnects. */
export const Reconnecting: Story = {
  args: { api: storyApi({ events: [{ state: baccaratBetting }, { interrupt: true, after: 10 }], tables: [baccaratSnapshot()] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByText(t('house:table.reconnecting'))).toBeVisible()
  },
}

/** Before the table's first round arrives. */
export const Connecting: Story = {
  args: { api: storyApi({ events: [] }) },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('house:table.connecting'))).toBeVisible()
  },
}

/** The session ended: the stream is refused and the snapshot says why. */
export const SessionEnded: Story = {
  args: { api: storyApi({ events: [{ close: true, after: 5 }], tables: [{ fail: 'house.session.invalid' }] }) },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyT(globals)('house:error.sessionInvalid'))
  },
}

/**
 * A whole round: bets placed while betting is open, the deal, the result; the screen asks for the snapshot until
 * the server has settled (the first answer has no payout yet) and then says what was won.
 */
export const WholeRound: Story = {
  args: {
    api: storyApi({
      events: [
        { state: baccaratBetting },
        // The deal comes once the play has had time to place its bet, even on a busy machine.
        { state: baccaratState('running', 15_100, playerWinsWithPair), after: 2_500 },
        { state: baccaratState('result', 21_100, playerWinsWithPair), after: 100 },
      ],
      tables: [
        baccaratSnapshot(),
        baccaratSnapshot(baccaratState('result', 21_200, playerWinsWithPair), mineBets, '1140.00'),
        baccaratSnapshot(baccaratState('result', 21_400, playerWinsWithPair), { ...mineBets, payout: '320.00' }, '1460.00'),
      ],
      baccaratBets: [placedAnswer],
    }),
  },
  parameters: { screenshot: { disable: true } /* ends as ResultWin shows */ },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:baccarat.placeBets'))
    await userEvent.click(canvas.getByRole('button', { name: '50 (฿50.00)' }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.spot', { name: t('house:baccarat.player'), payout: '1:1' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿50.00' }) }))
    // The screen asks for the snapshot again every 800 ms until it has the payout: more than findBy's default second.
    await expect(await canvas.findByTestId('baccarat-win', undefined, { timeout: 5_000 })).toHaveTextContent(t('house:baccarat.won', { amount: '฿320.00' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.win', { amount: '฿320.00' })))
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,460.00')
  },
}

/** A trial account in English, betting. */
export const TrialEnglish: Story = { args: { session: { ...baccaratSession, trial: true, balance: '100000.00' } }, globals: { language: 'en' } }
