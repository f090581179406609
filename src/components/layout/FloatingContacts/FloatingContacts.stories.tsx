import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { demoMerchant, storyT } from '../fixtures'
import { FloatingContacts } from './FloatingContacts'

const meta = {
  title: 'Layout/FloatingContacts',
  component: FloatingContacts,
  args: { line: demoMerchant.contacts.line, qq: demoMerchant.contacts.qq },
  // The buttons are fixed to the viewport; a transformed frame becomes their containing block, so the story
  // (and its screenshot) shows them in place.
  decorators: [(Story) => <div style={{ position: 'relative', height: 260, transform: 'translateZ(0)' }}>{Story()}</div>],
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof FloatingContacts>

export default meta
type Story = StoryObj<typeof meta>

/** LINE and QQ, each opening in a new tab. */
export const Both: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const line = canvas.getByRole('link', { name: new RegExp(t('layout:contacts.line')) })
    await expect(line).toHaveAttribute('href', demoMerchant.contacts.line)
    await expect(line).toHaveAttribute('target', '_blank')
    await expect(line).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByRole('link', { name: new RegExp(t('layout:contacts.qq')) })).toBeVisible()
  },
}

/** Only LINE configured. */
export const LineOnly: Story = {
  args: { qq: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1)
  },
}

/** No contact links: nothing renders. */
export const None: Story = {
  args: { line: undefined, qq: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull()
  },
}

/** With the merchant's chat room: its launcher after the links. */
export const WithChat: Story = {
  args: { onChat: fn() },
}

/** The launcher is a button that opens the widget (a dialog). */
export const ChatLauncherPressed: Story = {
  args: { onChat: fn() },
  parameters: { screenshot: { disable: true } }, // behaviour only: WithChat shows the launcher; a press shows a tooltip
  play: async ({ canvasElement, args, globals }) => {
    const launcher = within(canvasElement).getByRole('button', { name: storyT(globals)('layout:contacts.chat') })
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(launcher)
    await expect(args.onChat).toHaveBeenCalledTimes(1)
  },
}
