import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { TrialNoticeDialog, type TrialNoticeDialogProps } from './TrialNoticeDialog'
import { WithOpener } from '../storyFrame'

function TrialDemo(args: TrialNoticeDialogProps) {
  return (
    <WithOpener
      label="Deposit"
      initiallyOpen={args.open}
      dialog={(open, closing) => <TrialNoticeDialog {...args} open={open} onRegister={closing(args.onRegister)} onClose={closing(args.onClose)} />}
    />
  )
}

const meta = {
  title: 'Accounts/TrialNoticeDialog',
  component: TrialNoticeDialog,
  args: { open: true, onRegister: fn(), onClose: fn() },
  render: (args) => <TrialDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof TrialNoticeDialog>

export default meta
type Story = StoryObj<typeof meta>

/** "A real account is needed", with register and keep playing. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:trial.title') })
    await expect(dialog).toHaveAccessibleDescription(t('auth:trial.message'))
  },
}

/** A trial player presses Deposit, reads the notice and registers (Enter); then again and closes it with Escape. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Deposit' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:trial.title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:trial.register') }))
    await expect(args.onRegister).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
    await userEvent.click(opener)
    await screen.findByRole('alertdialog', { name: t('auth:trial.title') })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
