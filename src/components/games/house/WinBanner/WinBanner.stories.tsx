import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { WinBanner } from './WinBanner'

const meta = {
  title: 'Games/House/WinBanner',
  component: WinBanner,
  args: { currency: 'THB', decimals: 2, totalBet: '10.00' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof WinBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first round: an invitation. */
export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('house:banner.idle'))).toBeVisible()
  },
}

/** While the round plays. */
export const Spinning: Story = { args: { spinning: true, totalWin: '42.00' } }

/** A win: the amount on green. */
export const Win: Story = {
  args: { totalWin: '42.00' },
  parameters: { screenshot: { rtl: true, phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('house:banner.win', { amount: '฿42.00' }))).toBeVisible()
  },
}

/** Ten total bets or more: a big win, in gold. */
export const BigWin: Story = {
  args: { totalWin: '1250.00' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('house:banner.bigWin', { amount: '฿1,250.00' }))).toBeVisible()
  },
}

/** Free spins awarded: the win so far, and how many at what multiplier. */
export const FreeSpins: Story = {
  args: { totalWin: '35.00', freeSpins: 10, freeSpinMultiplier: 2 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('house:banner.freeSpins', { count: 10, multiplier: 2 }))).toBeVisible()
  },
}

/** Nothing won. */
export const NoWin: Story = { args: { totalWin: '0.00' } }

/** English. */
export const English: Story = { args: { totalWin: '42.00', freeSpins: 1, freeSpinMultiplier: 5 }, globals: { language: 'en' } }
