import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoRegisterSettings } from '../fixtures'
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog'
import { useStoryServerError, WithOpener, type ServerErrorKeyArg } from '../storyFrame'

type ChangeDemoProps = ChangePasswordDialogProps & ServerErrorKeyArg

function ChangeDemo({ serverErrorKey, ...args }: ChangeDemoProps) {
  const serverError = useStoryServerError(serverErrorKey, args.serverError)
  return <WithOpener label="Change password" initiallyOpen={args.open} dialog={(open, closing) => <ChangePasswordDialog {...args} open={open} serverError={serverError} onClose={closing(args.onClose)} />} />
}

const meta = {
  title: 'Accounts/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { open: true, registerSettings: demoRegisterSettings, onSubmit: fn(), onClose: fn(), onSignOut: fn() },
  render: (args) => <ChangeDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<ChangeDemoProps>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>) => screen.findByRole('dialog', { name: storyT(globals)('auth:changePassword.title') })
const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { selector: 'input' })

/** From the security centre: current, new and confirmation; focus in the current password. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(input(dialog, t('auth:changePassword.oldPassword'))).toHaveFocus())
    await expect(input(dialog, t('auth:changePassword.oldPassword'))).toHaveAttribute('autocomplete', 'current-password')
    await expect(input(dialog, t('auth:changePassword.newPassword'))).toHaveAttribute('autocomplete', 'new-password')
  },
}

/** Every message: required, length between min and max, the rule, a confirmation that differs; then it goes out. */
export const FieldErrors: Story = {
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:changePassword.submit') }))
    await expect(input(dialog, t('auth:changePassword.oldPassword'))).toHaveAccessibleDescription(t('auth:validation.passwordRequired'))
    await expect(input(dialog, t('auth:changePassword.newPassword'))).toHaveAccessibleDescription(t('auth:validation.passwordRequired'))
    await userEvent.type(input(dialog, t('auth:changePassword.oldPassword')), 'Old#pass1')
    await userEvent.type(input(dialog, t('auth:changePassword.newPassword')), 'lowercase1')
    await expect(input(dialog, t('auth:changePassword.newPassword'))).toHaveAccessibleDescription(t('auth:validation.rule.STRONG_PASSWORD'))
    await userEvent.type(input(dialog, t('auth:changePassword.confirmPassword')), 'Other#123')
    await expect(input(dialog, t('auth:changePassword.confirmPassword'))).toHaveAccessibleDescription(t('auth:validation.confirmPasswordInvalid'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Filled in correctly and submitted with Enter. */
export const Filled: Story = {
  parameters: { screenshot: { disable: true } }, // looks like Playground with dots
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.type(input(dialog, t('auth:changePassword.oldPassword')), 'Old#pass1')
    await userEvent.type(input(dialog, t('auth:changePassword.newPassword')), 'New#pass2')
    await userEvent.type(input(dialog, t('auth:changePassword.confirmPassword')), 'New#pass2{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'Old#pass1', password: 'New#pass2', confirmPassword: 'New#pass2' })
  },
}

/**
 * Forced after a login with the default password: it says why, has no close button, Escape does not close it,
 * and the password just typed at login is not asked again. A way out: sign out.
 */
export const ForcedDefault: Story = {
  args: { forced: 'default', oldPasswordKnown: true },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(dialog).toHaveAccessibleDescription(t('auth:changePassword.forcedDefault'))
    await expect(within(dialog).queryByRole('button', { name: t('common:dialog.close') })).toBeNull()
    await expect(within(dialog).queryByLabelText(t('auth:changePassword.oldPassword'), { selector: 'input' })).toBeNull()
    await waitFor(() => expect(input(dialog, t('auth:changePassword.newPassword'))).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('dialog')).toBeVisible()
    await expect(args.onClose).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:changePassword.signOut') }))
    await expect(args.onSignOut).toHaveBeenCalledTimes(1)
  },
}

/** Forced because the password expired (PWDEXPFORCECHANGE3). */
export const ForcedExpired: Story = { args: { forced: 'expired', oldPasswordKnown: true } }

/** The server refused the old password. */
export const ServerError: Story = {
  args: { serverErrorKey: 'wrongAccountOrPassword' },
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:wrongAccountOrPassword'))
  },
}

/** Changing: the button shows progress. */
export const Busy: Story = { args: { busy: true } }

/** Escape closes the unforced dialog and focus returns to the opener. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Change password' })
    await userEvent.click(opener)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Arabic (English text, right to left), forced. */
export const RightToLeft: Story = { args: { forced: 'expired' }, globals: { language: 'ar' } }
