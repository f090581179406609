import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { ChatMessage } from '../../../contract/schemas/chat'
import { storyT } from '../../layout/fixtures'
import { CHAT_NOW, chatMessages, longThread, mixedMessages } from '../fixtures'
import { ChatRoom, type ChatRoomProps } from './ChatRoom'

type DemoProps = Omit<ChatRoomProps, 'draft' | 'onDraftChange' | 'onSend' | 'length' | 'canSend' | 'open' | 'onClose'> & { open: boolean; onClose(): void; onSend(text: string): void }

/**
 * The widget as the portal wires it: opened by a launcher button (so focus can return to it), a draft kept in state,
 * a send that adds the member's own message to the list.
 */
function ChatRoomDemo({ open: initiallyOpen, onClose, onSend, messages: initial, ...rest }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen)
  const [draft, setDraft] = useState('')
  const [messages, setMessages] = useState<readonly ChatMessage[]>(initial)
  const length = [...draft.trim()].length
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Chat</button>
      <ChatRoom
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false)
          onClose()
        }}
        messages={messages}
        draft={draft}
        onDraftChange={setDraft}
        length={length}
        canSend={length > 0 && length <= rest.maxLength}
        onSend={() => {
          onSend(draft.trim())
          setMessages((list) => [...list, { id: 1000 + list.length, room: 'lobby', name: 'so***ai', text: draft.trim(), at: new Date().toISOString(), own: true }])
          setDraft('')
        }}
      />
    </>
  )
}

const meta = {
  title: 'Chat/ChatRoom',
  component: ChatRoomDemo,
  args: {
    open: true, onClose: fn(), onSend: fn(), onLoadOlder: fn(), onLogin: fn(), onRetry: fn(),
    roomName: 'Lobby', state: 'ready', messages: chatMessages, mode: 'write', maxLength: 200, hasMore: true, live: true,
  },
  parameters: { now: CHAT_NOW },
} satisfies Meta<typeof ChatRoomDemo>

export default meta
type Story = StoryObj<typeof meta>

/** The lobby: day separators, the member's own message on the end side, HTML shown as the text it is. */
export const Playground: Story = {
  // Under 600 px the dialog is a full-screen sheet: photographed at phone width, in the other theme and right to left too.
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: `${t('chat:title')} · Lobby` })
    const log = within(dialog).getByRole('log', { name: t('chat:messages') })
    await expect(within(log).getByText('<b>Not bold</b> <script>alert(1)</script> — shown exactly as typed.')).toBeVisible()
    await expect(log.querySelector('b, script')).toBeNull()
    await expect(within(log).getAllByRole('separator').map((s) => s.getAttribute('aria-label'))).toEqual([t('chat:yesterday'), t('chat:today')])
    await expect(within(log).getByText(t('chat:you'))).toBeVisible()
    await expect(within(dialog).getByText(t('chat:composer.count', { count: 0, max: 200 }))).toBeVisible()
  },
}

/** Type a message and send it with Enter: it joins the list as the member's own, and the field empties. */
export const TypeAndSend: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: the Playground shows the same layout
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog')
    const field = within(dialog).getByRole('textbox', { name: t('chat:composer.label') })
    await waitFor(() => expect(field).toHaveFocus())
    await userEvent.keyboard('สวัสดี hello')
    await expect(within(dialog).getByText(t('chat:composer.count', { count: 12, max: 200 }))).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith('สวัสดี hello'))
    await expect(field).toHaveValue('')
    await expect(within(within(dialog).getByRole('log')).getByText('สวัสดี hello')).toBeVisible()
  },
}

/** Escape closes it, and focus goes back to the launcher that opened it. */
export const EscapeClosesFocusReturns: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args }) => {
    const launcher = within(canvasElement).getByRole('button', { name: 'Chat' })
    await userEvent.click(launcher)
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(launcher).toHaveFocus())
  },
}

/** Over the limit: the count turns to an error and the send button is off. */
export const OverTheLimit: Story = {
  args: { maxLength: 10 },
  parameters: { screenshot: { disable: true } }, // behaviour only: the count's colour is the field's error colour
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox'), 'eleven char')
    await expect(within(dialog).getByText(t('chat:composer.count', { count: 11, max: 10 }))).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: t('chat:composer.send') })).toBeDisabled()
  },
}

/** A long thread over three days: scrolled to the newest, earlier messages a button away. */
export const LongThread: Story = {
  args: { messages: longThread },
  parameters: { screenshot: { phone: true } },
  play: async () => {
    const scroller = await screen.findByTestId('chat-scroller')
    await waitFor(() => expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 2))
  },
}

/** Thai and English mixed, each line in its own direction. */
export const ThaiAndEnglish: Story = {
  args: { messages: mixedMessages, hasMore: false },
  parameters: { screenshot: { dark: true, rtl: true } },
}

/** A trial account: the room is readable, the composer says why it is not there. */
export const ReadOnly: Story = {
  args: { mode: 'readOnly' },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByText(storyT(globals)('chat:readOnly'))).toBeVisible()
    await expect(within(dialog).queryByRole('textbox')).toBeNull()
  },
}

/** Muted by an operator: until when. */
export const Muted: Story = {
  args: { mode: 'muted', mutedUntil: new Date(Date.parse(CHAT_NOW) + 15 * 60_000) },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).queryByRole('textbox')).toBeNull()
  },
}

/** A guest (the portal opens the login popup instead; this is what the widget says if it is left open after a logout). */
export const Guest: Story = {
  args: { state: 'guest', messages: [] },
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: storyT(globals)('chat:login') }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

/** Empty room, connection lost: the notice says new messages wait for it. */
export const EmptyReconnecting: Story = {
  args: { messages: [], hasMore: false, live: false },
}

/** The history could not be read: a retry. */
export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
