import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { answeredTicket, openTicket } from '../fixtures'
import { FeedbackThread } from './FeedbackThread'

const meta = {
  title: 'Support/Feedback/FeedbackThread',
  component: FeedbackThread,
  args: { entries: answeredTicket.thread },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackThread>

export default meta
type Story = StoryObj<typeof meta>

/** A ticket's thread in time order: the member's message, then customer service's answer set in on the start side. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items.map((item) => item.getAttribute('data-author'))).toEqual(['member', 'staff'])
    await expect(items[0]).toHaveTextContent(t('support:feedback.mine.you'))
    await expect(items[1]).toHaveTextContent(t('support:feedback.mine.staff'))
  },
}

/** The member's message alone, waiting for an answer. */
export const Waiting: Story = {
  args: { entries: openTicket.thread },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1)
  },
}
