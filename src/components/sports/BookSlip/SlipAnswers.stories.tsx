import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'
import { openMalayBet, pendingBet, rejectedBet } from '../fixtures'
import { SlipAnswers } from './SlipAnswers'

const meta = {
  title: 'Sports/BookSlip/SlipAnswers',
  component: SlipAnswers,
  args: { bets: [pendingBet, openMalayBet, rejectedBet], money: (amount: string) => formatMoney(amount, 'THB', 'th', 2) },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof SlipAnswers>

export default meta
type Story = StoryObj<typeof meta>

let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}

/** Three answers: held with its countdown, accepted with its ticket and terms (said politely), refused with the reason (an alert). */
export const Playground: Story = {
  beforeEach: driveTime,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const [held, accepted] = canvas.getAllByRole('status')
    await expect(held).toHaveTextContent(t('sports:slip.pending'))
    await expect(within(held).getByRole('timer')).toHaveAccessibleName(t('sports:slip.pendingLeft', { count: 8 }))
    await expect(accepted).toHaveTextContent(t('sports:slip.ticket', { betId: openMalayBet.betId }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('sports:errors.sports.price.changed'))
  },
}

/** The countdown runs on the components' clock: one second on, seven left; at the end, waiting for the answer. */
export const CountsDown: Story = {
  beforeEach: driveTime,
  args: { bets: [pendingBet] },
  parameters: { screenshot: { disable: true } }, // behaviour over time; Playground shows the look
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const timer = within(canvasElement).getByRole('timer')
    manualTime.advance(1000)
    await waitFor(() => expect(timer).toHaveAccessibleName(t('sports:slip.pendingLeft', { count: 7 })))
    manualTime.advance(7000)
    await waitFor(() => expect(timer).toHaveTextContent(t('sports:slip.pendingAnswer')))
  },
}
