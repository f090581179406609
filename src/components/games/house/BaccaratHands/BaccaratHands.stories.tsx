import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { BaccaratHand } from '../../../../contract/house'
import { storyT } from '../../../layout/fixtures'
import { bankerWins, playerWinsWithPair, tieHand } from '../tableFixtures'
import { BaccaratHands } from './BaccaratHands'

/** A natural 8 for the player with a pair (9♦ 9♣) against the banker's 0 with a pair (Q♠ Q♥). */
const bothPairs: BaccaratHand = {
  player: [{ rank: 9, suit: 1 }, { rank: 9, suit: 0 }],
  banker: [{ rank: 12, suit: 3 }, { rank: 12, suit: 2 }],
  playerTotal: 8,
  bankerTotal: 0,
  outcome: 'player',
  playerPair: true,
  bankerPair: true,
}

/** Three cards each, the widest deal: player 4 (2♠ 3♥, a third 9♦) against banker 6 (10♣ J♦, a third 6♥). */
const threeCardsEach: BaccaratHand = {
  player: [{ rank: 2, suit: 3 }, { rank: 3, suit: 2 }, { rank: 9, suit: 1 }],
  banker: [{ rank: 10, suit: 0 }, { rank: 11, suit: 1 }, { rank: 6, suit: 2 }],
  playerTotal: 4,
  bankerTotal: 6,
  outcome: 'banker',
  playerPair: false,
  bankerPair: false,
}

const meta = {
  title: 'Games/House/BaccaratHands',
  component: BaccaratHands,
  args: { hand: bankerWins, final: true },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof BaccaratHands>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
const side = (t: T, which: 'player' | 'banker', count: number) => t('house:baccarat.handPoints', { side: t(`house:baccarat.${which}`), count })

/** The banker wins 7 to 5 (the player drew a third card): the banker's hand is marked and the result said. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const player = canvas.getByRole('group', { name: side(t, 'player', 5) })
    await expect(within(player).getAllByRole('img')).toHaveLength(3)
    await expect(within(canvas.getByRole('group', { name: side(t, 'banker', 7) })).getAllByRole('img')).toHaveLength(2)
    await expect(canvas.getByTestId('baccarat-outcome')).toHaveTextContent(t('house:baccarat.wins', { side: t('house:baccarat.banker'), winner: 7, loser: 5 }))
  },
}

/** Before the deal: two empty places a side, no points, no result. */
export const BeforeTheDeal: Story = {
  args: { hand: undefined, final: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: t('house:baccarat.player') })).toBeVisible()
    await expect(canvas.getByRole('group', { name: t('house:baccarat.banker') })).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByTestId('baccarat-outcome')).toBeNull()
  },
}

/** The hand is dealt, nothing turned yet: every card face down. */
export const DealtFaceDown: Story = {
  args: { final: false, shown: { player: 0, banker: 0 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getAllByRole('img', { name: t('house:baccarat.faceDown') })).toHaveLength(5)
  },
}

/** Mid-deal: the player's two cards and the banker's first are up (5 and 3 so far), the rest face down. */
export const MidDeal: Story = {
  args: { final: false, shown: { player: 2, banker: 1 } },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: side(t, 'player', 5) })).toBeVisible()
    await expect(canvas.getByRole('group', { name: side(t, 'banker', 3) })).toBeVisible()
    await expect(canvas.getAllByRole('img', { name: t('house:baccarat.faceDown') })).toHaveLength(2)
    await expect(canvas.queryByTestId('baccarat-outcome')).toBeNull()
  },
}

/** A natural 8 for the player, with a player pair: both said. */
export const PlayerWinsWithPair: Story = {
  args: { hand: playerWinsWithPair },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const main = t('house:baccarat.wins', { side: t('house:baccarat.player'), winner: 8, loser: 6 })
    await expect(within(canvasElement).getByTestId('baccarat-outcome')).toHaveTextContent(`${main} · ${t('house:baccarat.playerPair')}`)
  },
}

/** Seven each: both hands marked in the tie's green. */
export const Tie: Story = {
  args: { hand: tieHand },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('baccarat-outcome')).toHaveTextContent(t('house:baccarat.tieAt', { total: 7 }))
    await expect(canvas.getByRole('group', { name: side(t, 'player', 7) })).toBeVisible()
    await expect(canvas.getByRole('group', { name: side(t, 'banker', 7) })).toBeVisible()
  },
}

/** Both pairs in one round: the result says each after the winner. */
export const BothPairs: Story = {
  args: { hand: bothPairs },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const main = t('house:baccarat.wins', { side: t('house:baccarat.player'), winner: 8, loser: 0 })
    await expect(within(canvasElement).getByTestId('baccarat-outcome')).toHaveTextContent(
      `${main} · ${t('house:baccarat.playerPair')} · ${t('house:baccarat.bankerPair')}`,
    )
  },
}

/** Three cards a side, the most a deal has: six cards side by side must fit a 360 px phone. */
export const ThreeCardsEach: Story = {
  args: { hand: threeCardsEach },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('img')).toHaveLength(6)
    await expect(canvas.getByRole('group', { name: side(t, 'banker', 6) })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** English: "Banker wins 7 to 5". */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('baccarat-outcome')).toHaveTextContent('Banker wins 7 to 5')
  },
}
