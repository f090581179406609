import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { answeredTicket, closedTicket, openTicket } from '../fixtures'
import { MyFeedbackList } from './MyFeedbackList'

const meta = {
  title: 'Support/Feedback/MyFeedbackList',
  component: MyFeedbackList,
  args: { tickets: [openTicket, answeredTicket, closedTicket], page: 1, totalPages: 1, onPage: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MyFeedbackList>

export default meta
type Story = StoryObj<typeof meta>

/** Several tickets, newest first, each with its type, number and status; the answered one open on its thread. */
export const Playground: Story = {
  args: { expanded: answeredTicket.id },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('feedback-ticket')).toHaveLength(3)
    await expect(canvas.getByText(t('support:feedback.mine.status.answered'))).toBeVisible()
    await expect(canvas.getByText(answeredTicket.thread[1]!.content)).toBeVisible()
  },
}

/** Opening a ticket with the keyboard shows its thread: the member's message, then the staff answer. */
export const Answered: Story = {
  args: { tickets: [answeredTicket] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const summary = canvas.getByRole('button', { expanded: false })
    summary.focus()
    await userEvent.keyboard('{Enter}')
    await expect(summary).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(t('support:feedback.mine.staff'))).toBeVisible()
    await expect(canvas.getByText(answeredTicket.thread[1]!.content)).toBeVisible()
    summary.blur()
  },
}

/** Nothing sent yet: said plainly. */
export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('support:feedback.mine.emptyTitle'))).toBeVisible()
  },
}

/** The first read: placeholders, and a screen reader told. */
export const Loading: Story = {
  args: { tickets: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('support:feedback.mine.loading'))
  },
}

/** The read failed: the message and a retry. */
export const LoadError: Story = {
  args: { tickets: [], error: 'Your feedback could not be loaded.' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your feedback could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Many tickets: pages, a button away. */
export const Pages: Story = {
  args: { page: 2, totalPages: 3 },
  parameters: { screenshot: { disable: true } }, // behaviour only: the list is Playground's
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('support:feedback.mine.next') }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

const replyBounds = { minLength: 10, maxLength: 1000 }

/**
 * An answered ticket open on its thread with the reply box: a reply under the bounds is refused here with the bounds
 * named and the focus on the field; one within them is sent for that ticket and the box empties.
 */
export const Reply: Story = {
  args: { tickets: [answeredTicket], expanded: answeredTicket.id, reply: { ...replyBounds, onSend: fn(() => true) } },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: t('support:feedback.reply.label') })
    await userEvent.type(field, 'Too short')
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.reply.submit') }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('support:feedback.form.lengthError', { min: 10, max: 1000 }))
    await expect(field).toHaveFocus()
    await expect(args.reply!.onSend).not.toHaveBeenCalled()
    await userEvent.type(field, ', the money is still missing.')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await expect(args.reply!.onSend).toHaveBeenCalledWith(answeredTicket.id, 'Too short, the money is still missing.')
    await expect(field).toHaveValue('')
    field.blur()
  },
}

/** A reply the server refused: its ticket's box says why and keeps the words; a closed ticket takes no reply. */
export const ReplyRefused: Story = {
  args: {
    tickets: [answeredTicket, closedTicket], expanded: answeredTicket.id,
    reply: { ...replyBounds, error: { ticketId: answeredTicket.id, message: 'This ticket is closed: staff closed it.' }, onSend: fn(() => false) },
  },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('This ticket is closed: staff closed it.')
    const closed = canvas.getAllByRole('button', { expanded: false })[0]!
    await userEvent.click(closed)
    await expect(canvas.getByText(t('support:feedback.reply.closed'))).toBeVisible()
    await expect(canvas.getAllByRole('textbox', { name: t('support:feedback.reply.label') })).toHaveLength(1)
    closed.blur()
  },
}

/** A reply on its way: the button says so and waits. */
export const ReplySending: Story = {
  args: { tickets: [answeredTicket], expanded: answeredTicket.id, reply: { ...replyBounds, sending: answeredTicket.id, onSend: fn(() => true) } },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('support:feedback.form.sending') })).toBeDisabled()
  },
}
