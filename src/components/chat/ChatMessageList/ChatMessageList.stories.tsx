import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { CHAT_NOW, chatMessages, mixedMessages } from '../fixtures'
import { ChatMessageList } from './ChatMessageList'

const meta = {
  title: 'Chat/ChatMessageList',
  component: ChatMessageList,
  args: { messages: chatMessages, hasMore: true, onLoadOlder: fn() },
  decorators: [(Story) => <div style={{ height: 420, width: 380, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
  parameters: { now: CHAT_NOW },
} satisfies Meta<typeof ChatMessageList>

export default meta
type Story = StoryObj<typeof meta>

/** Others' messages on the start side with their masked names, the reader's own on the end side; a day separator per day. */
export const Playground: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText('de***er')).toBeVisible()
    await expect(canvasElement.querySelector('[data-own] p')?.textContent).toBe(t('chat:you'))
    await userEvent.click(canvas.getByRole('button', { name: t('chat:older') }))
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1)
  },
}

/** Thai and English mixed. */
export const Mixed: Story = { args: { messages: mixedMessages, hasMore: false } }

/** Nobody has written yet. */
export const Empty: Story = {
  args: { messages: [], hasMore: false },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('chat:empty'))).toBeVisible()
  },
}
