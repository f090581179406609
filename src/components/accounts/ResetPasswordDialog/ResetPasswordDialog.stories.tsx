import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoRegisterSettings } from '../fixtures'
import { ResetPasswordDialog, type ResetPasswordDialogProps } from './ResetPasswordDialog'
import { useStoryServerError, type ServerErrorKeyArg } from '../storyFrame'

type ResetDemoProps = ResetPasswordDialogProps & ServerErrorKeyArg

function ResetDemo({ serverErrorKey, ...args }: ResetDemoProps) {
  return <ResetPasswordDialog {...args} serverError={useStoryServerError(serverErrorKey, args.serverError)} />
}

const meta = {
  title: 'Accounts/ResetPasswordDialog',
  component: ResetPasswordDialog,
  args: { open: true, state: 'form', registerSettings: demoRegisterSettings, onSubmit: fn(), onLogin: fn(), onRequestNewLink: fn(), onClose: fn() },
  render: (args) => <ResetDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<ResetDemoProps>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>) => screen.findByRole('dialog', { name: storyT(globals)('auth:resetPassword.title') })
const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { selector: 'input' })

/** Opened from the emailed link: the new password and its confirmation, focus in the first. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(input(dialog, t('auth:resetPassword.newPassword'))).toHaveFocus())
    await expect(input(dialog, t('auth:resetPassword.newPassword'))).toHaveAttribute('autocomplete', 'new-password')
    await expect(input(dialog, t('auth:resetPassword.confirmPassword'))).toHaveAttribute('autocomplete', 'new-password')
  },
}

/** The rule and the confirmation are checked before anything is sent; then Enter sends the trimmed values. */
export const FieldErrorsThenSubmit: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour; the look is Playground's
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:resetPassword.submit') }))
    await expect(input(dialog, t('auth:resetPassword.newPassword'))).toHaveAccessibleDescription(t('auth:validation.passwordRequired'))
    await userEvent.type(input(dialog, t('auth:resetPassword.newPassword')), 'lowercase1')
    await expect(input(dialog, t('auth:resetPassword.newPassword'))).toHaveAccessibleDescription(t('auth:validation.rule.STRONG_PASSWORD'))
    await userEvent.type(input(dialog, t('auth:resetPassword.confirmPassword')), 'Other#123')
    await expect(input(dialog, t('auth:resetPassword.confirmPassword'))).toHaveAccessibleDescription(t('auth:validation.confirmPasswordInvalid'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(input(dialog, t('auth:resetPassword.newPassword')))
    await userEvent.type(input(dialog, t('auth:resetPassword.newPassword')), 'New#pass2')
    await userEvent.clear(input(dialog, t('auth:resetPassword.confirmPassword')))
    await userEvent.type(input(dialog, t('auth:resetPassword.confirmPassword')), 'New#pass2{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'New#pass2', confirmPassword: 'New#pass2' })
  },
}

/** Done: the member is told every session ended, and logs in from here. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('auth:resetPassword.done'))
    const login = within(dialog).getByRole('button', { name: t('auth:resetPassword.login') })
    await waitFor(() => expect(login).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

/** An expired or used link says so, and offers a new one. */
export const InvalidLink: Story = {
  args: { state: 'invalidLink' },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('auth:resetPassword.invalidLink'))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:resetPassword.newLink') }))
    await expect(args.onRequestNewLink).toHaveBeenCalledTimes(1)
  },
}

/** The server refused the new password (too easy to guess). */
export const ServerError: Story = {
  args: { serverErrorKey: 'passwordTooCommon' },
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:passwordTooCommon'))
  },
}

/** Setting: the button shows progress. */
export const Busy: Story = { args: { busy: true } }

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
