import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { MemberMessage } from '../../../contract/schemas/messages'
import { storyT } from '../../layout/fixtures'
import { MessageList } from './MessageList'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

/** One of each kind, newest first; the two newest unread. Times are fixed so the pictures do not move. */
const messages: MemberMessage[] = [
  { id: '6', kind: 'deposit.credited', params: { amount: '500', orderId: 'DP8K2M4Q7X' }, createdAt: '2026-11-24T09:15:00.000Z', read: false },
  { id: '5', kind: 'transfer.received', params: { amount: '1000.5', from: 'somsak_agent' }, createdAt: '2026-11-24T08:02:00.000Z', read: false },
  { id: '4', kind: 'withdrawal.paid', params: { amount: '2500', withdrawalId: 'WD3H8J1L0P' }, createdAt: '2026-11-23T16:40:00.000Z', read: true },
  { id: '3', kind: 'withdrawal.rejected', params: { amount: '300', withdrawalId: 'WD9Q2W5E7R', reason: 'The bank account name does not match.' }, createdAt: '2026-11-22T11:05:00.000Z', read: true },
  { id: '2', kind: 'transfer.recalled', params: { amount: '80', by: 'somsak_agent' }, createdAt: '2026-11-21T19:30:00.000Z', read: true },
]

const meta = {
  title: 'Member/MessageList',
  component: MessageList,
  args: {
    messages, unread: 2, page: 1, totalPages: 1, currency: { symbol: '฿', decimals: 2 }, error: null,
    onMarkRead: fn(), onMarkAllRead: fn(), onPage: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MessageList>

export default meta
type Story = StoryObj<typeof meta>

/** Each kind written in the member's language, with its amount in the currency; the unread ones stand out. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('member:messages.title') })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(t('member:messages.unreadSummary', { count: 2 }))
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(5)
    await expect(items[0]).toHaveTextContent(t('member:messages.kinds.deposit.credited.body', { amount: '฿ 500.00', orderId: 'DP8K2M4Q7X' }))
    await expect(items[1]).toHaveTextContent(t('member:messages.kinds.transfer.received.body', { amount: '฿ 1,000.50', from: 'somsak_agent' }))
    // An unread message says so to a screen reader; a read one does not.
    await expect(within(items[0]).getByRole('heading')).toHaveTextContent(t('member:messages.unread'))
    await expect(within(items[2]).getByRole('heading')).not.toHaveTextContent(t('member:messages.unread'))
    await expect(items[3]).toHaveTextContent(t('member:messages.kinds.withdrawal.rejected.reason', { reason: 'The bank account name does not match.' }))
    await expect(canvas.getAllByRole('button', { name: t('member:messages.markRead') })).toHaveLength(2)
  },
}

/** Marking one read names it; "mark all" marks them all. */
export const MarkRead: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const [first] = canvas.getAllByRole('button', { name: t('member:messages.markRead') })
    await expect(first).toHaveAccessibleDescription(`${t('member:messages.unread')}: ${t('member:messages.kinds.deposit.credited.title')}`)
    await userEvent.click(first)
    await expect(args.onMarkRead).toHaveBeenCalledWith('6')
    await userEvent.click(canvas.getByRole('button', { name: t('member:messages.markAllRead') }))
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce()
  },
}

/** Every message read: no "mark" buttons; the summary says all are read. */
export const AllRead: Story = {
  args: { messages: messages.map((m) => ({ ...m, read: true })), unread: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('member:messages.allRead'))
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The messages are loading: skeletons, said aloud. */
export const Loading: Story = {
  args: { messages: null, unread: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('member:messages.loading'))
  },
}

/** No messages yet: said plainly, with what will appear here. */
export const Empty: Story = {
  args: { messages: [], unread: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:messages.empty.title'))).toBeVisible()
  },
}

/** The second of three pages: newer and older are a button away. */
export const Pages: Story = {
  args: { page: 2, totalPages: 3 },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('member:messages.next') }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: t('member:messages.previous') }))
    await expect(args.onPage).toHaveBeenCalledWith(1)
  },
}

/** A failure from the server, translated by the portal. */
export const ServerError: Story = {
  render: (args, { globals }) => <MessageList {...args} error={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:networkError'))
  },
}

/** On a 360 px phone: long values wrap, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Thai, the default language. */
export const Thai: Story = { globals: { language: 'th' } }

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
