import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, sportsCorrectedRound, sportsParlayRound } from './fixtures'
import { roundResultOf, type SportsResult } from './roundResult'
import { SportsRoundView } from './SportsRoundView'

const sportsOf = (round: { gameType: string; result: unknown }) => roundResultOf(round) as SportsResult

/**
 * A house sportsbook bet in the betting record's detail, on its own: each leg's match, final score, market,
 * selection, price and outcome in the book's words, a cash-out, and a settlement a correction replaced.
 */
const meta = {
  title: 'Member/BettingRecord/SportsRoundView',
  component: SportsRoundView,
  args: { result: sportsOf(sportsParlayRound), win: sportsParlayRound.win, currency: demoCurrency },
  render: (args) => (
    // On the dialog's paper, at its width.
    <Box sx={{ maxWidth: 520, p: 2, bgcolor: 'background.paper' }}>
      <SportsRoundView {...args} />
    </Box>
  ),
} satisfies Meta<typeof SportsRoundView>

export default meta
type Story = StoryObj<typeof meta>

/** A three-leg parlay: a quarter-line handicap half won, a total won, a result on another match won. */
export const Parlay: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const legs = within(canvasElement).getAllByTestId('record-leg')
    await expect(legs).toHaveLength(3)
    await expect(legs[0]).toHaveTextContent(t('sports:outcome.half-win'))
    await expect(legs[1]).toHaveTextContent('@ 1.85')
    await expect(legs[2]).toHaveTextContent('Saltmere Albion')
    await expect(canvasElement).toHaveTextContent(t('sports:bets.parlay', { count: 3 }))
  },
}

/** Settled again after a correction: the leg as it stands, and what the first settlement paid. */
export const Corrected: Story = {
  args: { result: sportsOf(sportsCorrectedRound), win: sportsCorrectedRound.win },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('record-leg')).toHaveTextContent(t('sports:outcome.lose'))
    await expect(within(canvasElement).getByTestId('record-correction')).toHaveTextContent('185.00')
  },
}

/** Cashed out before the end: the legs not yet decided, the amount taken. */
export const CashedOut: Story = {
  args: {
    result: { ...sportsOf(sportsParlayRound), cashedOut: true, legs: sportsOf(sportsParlayRound).legs.map((leg) => ({ ...leg, outcome: null, score: null })) },
    win: '62.40',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('62.40')
    for (const leg of within(canvasElement).getAllByTestId('record-leg')) await expect(leg.textContent).not.toMatch(/2–1|0–1/)
  },
}

/** On a phone: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

/** Arabic (English text, right to left): prices and scores keep their order. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('record-leg')[0]).toHaveTextContent('@ 1.92')
  },
}
