import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { baccaratPayouts } from '../tableFixtures'
import { BaccaratSpots } from './BaccaratSpots'

const meta = {
  title: 'Games/House/BaccaratSpots',
  component: BaccaratSpots,
  args: { payouts: baccaratPayouts, onSpot: fn(), currency: 'THB', decimals: 2 },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof BaccaratSpots>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
/** A spot's name as a screen reader hears it: "Banker, pays 0.95:1". */
const spotName = (t: T, kind: string, payout: string) => t('house:baccarat.spot', { name: t(`house:baccarat.${kind}`), payout })

/**
 * The felt before any chip: the pairs and the tie above, player and banker below, each with what it pays. A tap
 * puts the chosen chip on a spot; so do Enter and Space, with Tab going through the spots in the felt's order.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const spots = canvas.getByRole('group', { name: t('house:baccarat.spots') })
    await expect(within(spots).getAllByRole('button')).toHaveLength(5)
    await userEvent.click(canvas.getByRole('button', { name: spotName(t, 'banker', '0.95:1') }))
    await expect(args.onSpot).toHaveBeenLastCalledWith('banker')

    const playerPair = canvas.getByRole('button', { name: spotName(t, 'playerPair', '11:1') })
    playerPair.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSpot).toHaveBeenLastCalledWith('playerPair')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: spotName(t, 'tie', '8:1') })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onSpot).toHaveBeenLastCalledWith('tie')
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: spotName(t, 'player', '1:1') })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSpot).toHaveBeenLastCalledWith('player')
    await expect(args.onSpot).toHaveBeenCalledTimes(4)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * Stakes on the felt: placed ones on a white chip, ones still to place on an amber one with a dashed edge (the
 * player's ฿100 placed and ฿50 more to place shows ฿150); the spot's name says each.
 */
export const PlacedAndPending: Story = {
  args: { placed: { player: '100.00', playerPair: '10.00' }, pending: { player: '50.00', banker: '500.00', tie: '50000.00' } },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const player = [spotName(t, 'player', '1:1'), t('house:baccarat.yourBet', { amount: '฿100.00' }), t('house:baccarat.toPlace', { amount: '฿50.00' })].join(', ')
    await expect(canvas.getByRole('button', { name: player })).toBeVisible()
    await expect(canvas.getByTestId('spot-player-stake')).toHaveTextContent('฿150.00')
    await expect(canvas.getByRole('button', { name: [spotName(t, 'playerPair', '11:1'), t('house:baccarat.yourBet', { amount: '฿10.00' })].join(', ') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: [spotName(t, 'banker', '0.95:1'), t('house:baccarat.toPlace', { amount: '฿500.00' })].join(', ') })).toBeVisible()
    await expect(canvas.getByTestId('spot-tie-stake')).toHaveTextContent('฿50,000.00')
    await expect(canvas.getByTestId('spot-bankerPair-stake')).toHaveTextContent('')
  },
}

/** The payouts the house publishes, while the table has sent none of its own. */
export const PublishedPayouts: Story = {
  args: { payouts: undefined },
  parameters: { screenshot: { disable: true } }, // looks like Playground: the table's payouts are the published ones
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: spotName(t, 'banker', '0.95:1') })).toBeVisible()
  },
}

/** A table of its own payouts: a banker without commission at 1:1 and pairs at 25:1. */
export const OtherPayouts: Story = {
  args: { payouts: { ...baccaratPayouts, banker: { pays: 1, per: 1 }, playerPair: { pays: 25, per: 1 }, bankerPair: { pays: 25, per: 1 } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: spotName(t, 'banker', '1:1') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: spotName(t, 'bankerPair', '25:1') })).toBeVisible()
  },
}

/** Betting closed (or the bets on their way): the stakes still show; taps, Enter and Space put nothing down. */
export const Disabled: Story = {
  args: { disabled: true, placed: { player: '100.00', playerPair: '10.00' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const banker = canvas.getByRole('button', { name: spotName(t, 'banker', '0.95:1') })
    await expect(banker).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(banker)
    banker.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onSpot).not.toHaveBeenCalled()
    banker.blur()
  },
}

/** The player won with a pair: those spots light up, the rest dim. */
export const PlayerWinsWithPair: Story = {
  args: { disabled: true, placed: { player: '100.00', playerPair: '10.00' }, winners: ['player', 'playerPair'] },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const mine = (amount: string) => t('house:baccarat.yourBet', { amount })
    // A winning spot's name says it won.
    await expect(canvas.getByRole('button', { name: `${spotName(t, 'player', '1:1')}, ${t('house:baccarat.spotWon')}, ${mine('฿100.00')}` })).toHaveAttribute('data-won', 'true')
    await expect(canvas.getByRole('button', { name: `${spotName(t, 'playerPair', '11:1')}, ${t('house:baccarat.spotWon')}, ${mine('฿10.00')}` })).toHaveAttribute('data-won', 'true')
    await expect(canvas.getByRole('button', { name: spotName(t, 'banker', '0.95:1') })).not.toHaveAttribute('data-won')
    await expect(canvas.getByRole('button', { name: spotName(t, 'tie', '8:1') })).not.toHaveAttribute('data-won')
  },
}

/** A tie: only the tie spot lights up. */
export const TieWins: Story = {
  args: { disabled: true, placed: { banker: '200.00' }, winners: ['tie'] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: `${spotName(t, 'tie', '8:1')}, ${t('house:baccarat.spotWon')}` })).toHaveAttribute('data-won', 'true')
    await expect(canvas.getByTestId('spot-banker-stake')).toHaveTextContent('฿200.00')
  },
}

/** English, at phone width, with stakes. */
export const EnglishPhone: Story = {
  args: { placed: { player: '100.00' }, pending: { bankerPair: '10.00' } },
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Player, pays 1:1, your bet ฿100.00' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
