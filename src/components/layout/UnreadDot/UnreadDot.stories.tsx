import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import { UnreadDot } from './UnreadDot'

const meta = {
  title: 'Layout/UnreadDot',
  component: UnreadDot,
  args: { count: 3, sx: { top: -4, insetInlineEnd: -6 } },
  // On an icon, as the header and the bottom bar place it.
  decorators: [(Story) => <span style={{ position: 'relative', display: 'inline-flex', margin: 16 }}><AccountCircleIcon aria-hidden />{Story()}</span>],
} satisfies Meta<typeof UnreadDot>

export default meta
type Story = StoryObj<typeof meta>

/** The count over the icon's top end; decorative (the control it sits on says the count). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dot = within(canvasElement).getByTestId('unread-count')
    await expect(dot).toHaveTextContent('3')
    await expect(dot).toHaveAttribute('aria-hidden', 'true')
  },
}

/** More than 99 reads 99+. */
export const Many: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unread-count')).toHaveTextContent('99+')
  },
}

/** Arabic (English text, right to left): the dot mirrors to the other side. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
