import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { cashedOutBet, correctedBet, lostParlayBet, openMalayBet, pendingBet, rejectedBet, SPORTS_NOW, wonBet } from '../fixtures'
import { BetCard } from './BetCard'

const money = (amount: string) => formatMoney(amount, 'THB', 'th', 2)

const meta = {
  title: 'Sports/MyBets/BetCard',
  component: BetCard,
  args: { bet: wonBet, money },
  parameters: { now: SPORTS_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof BetCard>

export default meta
type Story = StoryObj<typeof meta>

/** Won at Malay −0.80: 100 typed, 80 risked, 180 paid; the leg won, the final score 2–0. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('bet-standing')).toHaveTextContent(t('sports:bets.result.won', { amount: '฿180.00' }))
    await expect(canvas.getByTestId('leg-quote')).toHaveTextContent('\u22120.80')
    await expect(canvas.getByTestId('leg-score')).toHaveTextContent('2–0')
    await expect(canvasElement).toHaveTextContent(`${t('sports:bets.risk')}฿80.00`)
  },
}

/** Held for the in-play delay. */
export const Pending: Story = {
  args: { bet: pendingBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('bet-standing')).toHaveTextContent(t('sports:bets.status.pending'))
    await expect(within(canvasElement).queryByText(t('sports:bets.payout'))).toBeNull()
  },
}

/** A parlay lost on its second leg: each leg's outcome. */
export const LostParlay: Story = {
  args: { bet: lostParlayBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const legs = within(within(canvasElement).getByRole('list', { name: t('sports:bets.legs') })).getAllByRole('listitem')
    await expect(legs).toHaveLength(2)
    await expect(legs[1]).toHaveTextContent(t('sports:market.scoped', { scope: t('sports:market.scope.map', { period: 2 }), name: t('sports:market.moneyLine') }))
  },
}

/** Refused after its delay, with the reason. */
export const Rejected: Story = {
  args: { bet: rejectedBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(canvasElement).toHaveTextContent(t('sports:errors.sports.price.changed'))
  },
}

/** Settled by a cash-out: the amount taken, with its own mark. */
export const CashedOut: Story = {
  args: { bet: cashedOutBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('bet-standing')).toHaveTextContent(t('sports:bets.result.cashedOut', { amount: '฿141.30' }))
  },
}

/** Settled again after the feed corrected its match's result (a goal ruled out): lost now, with the mark that says so. */
export const Corrected: Story = {
  args: { bet: correctedBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('bet-standing')).toHaveTextContent(t('sports:bets.result.lost'))
    await expect(within(canvasElement).getByTestId('bet-corrected')).toHaveTextContent(t('sports:bets.result.corrected'))
  },
}

/** Open with the book's offer now (the member's list passes the cash-out on). */
export const OpenWithOffer: Story = {
  args: { bet: openMalayBet, onCashOut: fn(async () => null) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('group', { name: t('sports:bets.cashOut.label') })).toBeVisible()
  },
}
