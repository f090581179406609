import type { Meta, StoryObj } from '@storybook/react-vite'
import SendIcon from '@mui/icons-material/Send'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProgressButton } from './ProgressButton'

const meta = {
  title: 'Primitives/ProgressButton',
  component: ProgressButton,
  args: { running: false, children: 'Withdraw', variant: 'contained', size: 'large', onClick: fn() },
} satisfies Meta<typeof ProgressButton>

export default meta
type Story = StoryObj<typeof meta>

/** Ready: a press calls `onClick`. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

/** With an icon before the label, which the spinner replaces while running. */
export const WithIcon: Story = { args: { variant: 'outlined', size: 'medium', icon: <SendIcon />, children: 'Send' } }

/**
 * Its request is running: a spinner, `aria-busy`, and presses ignored; the button stays focusable (aria-disabled,
 * not disabled), so focus stays where the member pressed.
 */
export const Running: Story = {
  args: { running: true, children: 'Withdrawing…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Withdrawing…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toBeEnabled()
    await userEvent.click(button)
    await expect(button).toHaveFocus()
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** A submit button that is running does not submit its form again. */
export const RunningSubmit: Story = {
  args: { running: true, type: 'submit', children: 'Sending…' },
  parameters: { screenshot: { disable: true } }, // looks like Running
  render: (args) => (
    <form
      aria-label="Transfer"
      data-submitted="0"
      onSubmit={(event) => {
        event.preventDefault()
        event.currentTarget.dataset.submitted = String(Number(event.currentTarget.dataset.submitted) + 1)
      }}
    >
      <ProgressButton {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sending…' }))
    await expect(canvas.getByRole('form', { name: 'Transfer' })).toHaveAttribute('data-submitted', '0')
  },
}

/** Off because something else is running (or nothing can be sent yet): an ordinary disabled button. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Withdraw' })
    await expect(button).toBeDisabled()
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}
