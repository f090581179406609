import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { answeredTicket } from '../fixtures'
import { LiveChat } from './LiveChat'

const conversation = [
  ...answeredTicket.thread,
  { id: 86, author: 'member' as const, content: 'Thank you. Can I also raise my daily withdrawal limit?', createdAt: '2026-11-22T10:05:00.000Z' },
  { id: 87, author: 'staff' as const, content: 'Yes: verify your bank account in the security centre, then the limit rises to 50,000 THB a day.', createdAt: '2026-11-22T10:09:00.000Z' },
]

const meta = {
  title: 'Support/Feedback/LiveChat',
  component: LiveChat,
  args: { state: 'ready', entries: conversation, minLength: 10, maxLength: 1000, onSend: fn(() => true), onRetry: fn(), onLogin: fn() },
  // The window the side menu opens: 440×500.
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 440, height: 500 }}>{Story()}</div>],
} satisfies Meta<typeof LiveChat>

export default meta
type Story = StoryObj<typeof meta>

/** A conversation in time order, the newest message in view, the composer at the bottom of the window. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const log = canvas.getByRole('log')
    await expect(within(log).getAllByRole('listitem').map((item) => item.getAttribute('data-author'))).toEqual(['member', 'staff', 'member', 'staff'])
    await expect(canvas.getByRole('textbox', { name: t('support:liveChat.message') })).toBeVisible()
  },
}

/** No message yet: an invitation to write; a message within the bounds is sent and the field empties. */
export const Empty: Story = {
  args: { entries: [] },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('support:liveChat.emptyTitle'))).toBeVisible()
    const field = canvas.getByRole('textbox', { name: t('support:liveChat.message') })
    await userEvent.type(field, 'Hello, my deposit has not arrived.')
    await userEvent.click(canvas.getByRole('button', { name: t('support:liveChat.send') }))
    await expect(args.onSend).toHaveBeenCalledWith('Hello, my deposit has not arrived.')
    await expect(field).toHaveValue('')
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A guest: the login prompt (and, where the merchant takes guests' feedback, the way to the form). */
export const Guest: Story = {
  args: { state: 'guest', guestFeedback: <a href="#feedback">Or send feedback with your phone number or e-mail</a> },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.login') }))
    await expect(args.onLogin).toHaveBeenCalled()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A message the server refused: why, with the words kept to try again. */
export const SendError: Story = {
  args: { error: 'Your message could not be sent. Try again.', onSend: fn(() => false) },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your message could not be sent. Try again.')
    const field = canvas.getByRole('textbox', { name: storyT(globals)('support:liveChat.message') })
    await userEvent.type(field, 'Are you still there?')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await expect(field).toHaveValue('Are you still there?')
    field.blur()
  },
}

/** The first read: placeholders, and a screen reader told. */
export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { screenshot: { disable: true } }, // behaviour only: placeholders
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('support:liveChat.loading'))
  },
}

/** The conversation could not be read: the reason and a retry. */
export const LoadError: Story = {
  args: { state: 'error', error: null },
  parameters: { screenshot: { disable: true } }, // behaviour only: the error state is the primitives'
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('support:liveChat.loadError'))
    await userEvent.click(canvas.getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}
