import type { Meta, StoryObj } from '@storybook/react-vite'
import IconButton from '@mui/material/IconButton'
import SettingsIcon from '@mui/icons-material/Settings'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { LazyTooltip } from './LazyTooltip'

const meta = {
  title: 'Primitives/LazyTooltip',
  component: LazyTooltip,
  args: {
    title: 'Settings',
    placement: 'bottom',
    children: (
      <IconButton aria-label="Settings">
        <SettingsIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof LazyTooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Before anyone asks for the hint: only the child, as it always looks (the tooltip's code is not loaded yet). */
export const Playground: Story = {}

/** Pointing at the child loads the tooltip and opens it; moving away closes it. */
export const OnHover: Story = {
  parameters: { screenshot: { disable: true } }, // the hint opens in a portal over the page; Playground covers the child
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' })
    await userEvent.hover(button)
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings')
    await userEvent.unhover(button)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  },
}

/** Keyboard focus opens it too, focus stays on the child, and Escape closes it. */
export const OnKeyboardFocus: Story = {
  parameters: { screenshot: { disable: true } }, // as OnHover
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings')
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  },
}
