import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { SignOutConfirmDialog, type SignOutConfirmDialogProps } from './SignOutConfirmDialog'
import { WithOpener } from '../storyFrame'

function SignOutDemo(args: SignOutConfirmDialogProps) {
  return (
    <WithOpener
      label="Sign out"
      initiallyOpen={args.open}
      dialog={(open, closing) => <SignOutConfirmDialog {...args} open={open} onConfirm={closing(args.onConfirm)} onCancel={closing(args.onCancel)} />}
    />
  )
}

const meta = {
  title: 'Accounts/SignOutConfirmDialog',
  component: SignOutConfirmDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
  render: (args) => <SignOutDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof SignOutConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** "Sign out?" with the sign-out button in the error colour. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:signOut.title') })
    await expect(dialog).toHaveAccessibleDescription(t('auth:signOut.message'))
  },
}

/** Signing out: both buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:signOut.title') })
    await expect(within(dialog).getByRole('button', { name: t('auth:signOut.cancel') })).toBeDisabled()
  },
}

/** Escape keeps the session; Enter signs out; focus returns to the opener each time. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    // The dialog's closing transition ends when the browser gets to it: on a loaded machine (CI's four lanes) that
    // took longer than waitFor's default second. A limit to catch a hang, not a speed.
    const settled = { timeout: 10_000 }
    const opener = within(canvasElement).getByRole('button', { name: 'Sign out' })
    // A key pressed before the dialog takes the focus goes to the opener (Enter would open it again, Escape reach
    // nobody): each key waits for the focus to be inside the dialog, as a person's would.
    const openDialog = async () => {
      await userEvent.click(opener)
      const dialog = await screen.findByRole('alertdialog', { name: t('auth:signOut.title') })
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), settled)
    }
    await openDialog()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), settled)
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(opener).toHaveFocus(), settled)
    await openDialog()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), settled)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus(), settled)
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
