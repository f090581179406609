import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'

function ConfirmDemo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Sign out
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          setOpen(false)
          args.onConfirm()
        }}
        onCancel={() => {
          setOpen(false)
          args.onCancel()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Sign out?',
    message: 'You will need to log in again to play.',
    confirmLabel: 'Sign out',
    cancelLabel: 'Stay',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Rendered open. */
export const Playground: Story = {}

/** Ending something: the confirm button uses the error colour. */
export const Destructive: Story = { args: { destructive: true } }

/** The confirmed action is running: both buttons are disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    await expect(within(dialog).getByRole('button', { name: 'Stay' })).toBeDisabled()
  },
}

/** Default texts come from `common` (Thai here). */
export const DefaultTexts: Story = { args: { title: undefined, confirmLabel: undefined, cancelLabel: undefined } }

/** Escape cancels and focus returns to the opener; Enter confirms. */
export const KeyboardFlow: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Sign out' })
    await userEvent.click(opener)
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    await expect(dialog).toHaveAccessibleDescription('You will need to log in again to play.')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())

    await userEvent.click(opener)
    dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Clicking the confirm button confirms. */
export const ClickConfirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}
