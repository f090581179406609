import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { WithOpener } from '../../../accounts/storyFrame'
import { storyT } from '../../../layout/fixtures'
import { PopupBlockedDialog, type PopupBlockedDialogProps } from './PopupBlockedDialog'

/** Opened from a button standing for the side menu's live-chat entry, so focus can return to it. */
function Demo(args: PopupBlockedDialogProps) {
  return (
    <WithOpener
      label="Live chat"
      initiallyOpen={args.open}
      dialog={(open, closing) => <PopupBlockedDialog open={open} onRetry={closing(() => args.onRetry())} onClose={closing(() => args.onClose())} />}
    />
  )
}

const meta = {
  title: 'Support/Service/PopupBlockedDialog',
  component: PopupBlockedDialog,
  args: { open: true, onRetry: fn(), onClose: fn() },
  render: (args) => <Demo {...args} />,
  // Under 600 px the dialog is a full-screen sheet; its buttons follow the reading direction.
  parameters: { screenshot: { phone: true, rtl: true } },
} satisfies Meta<typeof PopupBlockedDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Open: an alert dialog named by its title, described by how to allow pop-ups; focus is inside it. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('alertdialog', { name: t('support:service.blocked.title') })
    await expect(dialog).toHaveAccessibleDescription(t('support:service.blocked.message'))
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  },
}

/** From the keyboard: Tab reaches Retry and Enter presses it (a new gesture: the portal opens the window in it). */
export const RetryByKeyboard: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('alertdialog', { name: t('support:service.blocked.title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    const retry = within(dialog).getByRole('button', { name: t('support:service.blocked.retry') })
    for (let i = 0; i < 4 && document.activeElement !== retry; i++) await userEvent.tab()
    await expect(retry).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1))
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** Escape closes it without retrying, and focus returns to the entry that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Live chat' })
    await userEvent.click(opener)
    await screen.findByRole('alertdialog', { name: t('support:service.blocked.title') })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await expect(args.onRetry).not.toHaveBeenCalled()
    await waitFor(() => expect(opener).toHaveFocus())
  },
}
