import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ChatComposer, type ChatComposerProps } from './ChatComposer'

function Composer(args: Omit<ChatComposerProps, 'value' | 'onChange' | 'length' | 'canSend'> & { initial?: string }) {
  const [value, setValue] = useState(args.initial ?? '')
  const length = [...value.trim()].length
  return <ChatComposer {...args} value={value} onChange={setValue} length={length} canSend={length > 0 && length <= args.maxLength} />
}

const meta = {
  title: 'Chat/ChatComposer',
  component: Composer,
  args: { onSend: fn(), maxLength: 200 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Composer>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: the count at zero, send off until there is text; Enter sends. */
export const Playground: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('chat:composer.send') })).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat:composer.label') }), 'hi{Enter}')
    await expect(args.onSend).toHaveBeenCalledTimes(1)
  },
}

/** The server refused the last send: its reason under the field, announced. */
export const Refused: Story = {
  args: { initial: 'hello again', error: 'You are sending messages too fast. Wait a moment and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('too fast')
  },
}

/** Over the limit: the count in the error colour, send off. */
export const OverLimit: Story = { args: { initial: 'x'.repeat(24), maxLength: 20 } }
