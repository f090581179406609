import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { RoundStatus } from './RoundStatus'

const meta = {
  title: 'Member/RoundStatus',
  component: RoundStatus,
  args: { round: { status: 'settled', trial: false } },
} satisfies Meta<typeof RoundStatus>

export default meta
type Story = StoryObj<typeof meta>

/** A settled round: one neutral tag. */
export const Settled: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('member:bettingRecord.status.settled'))).toBeVisible()
    await expect(within(canvasElement).queryByText(t('member:bettingRecord.trial'))).toBeNull()
  },
}

/** A round still in play. */
export const Open: Story = {
  args: { round: { status: 'open', trial: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:bettingRecord.status.open'))).toBeVisible()
  },
}

/** A round whose bets the vendor rolled back. */
export const RolledBack: Story = {
  args: { round: { status: 'rolled_back', trial: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:bettingRecord.status.rolled_back'))).toBeVisible()
  },
}

/** Played with a trial account's credit: "free play" beside the status. */
export const FreePlay: Story = {
  args: { round: { status: 'settled', trial: true } },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:bettingRecord.trial'))).toBeVisible()
  },
}
