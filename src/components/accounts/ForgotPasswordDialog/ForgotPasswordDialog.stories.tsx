import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoRegisterSettings } from '../fixtures'
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './ForgotPasswordDialog'
import { expectCodeSendFailed, useStoryServerError, WithOpener, type ServerErrorKeyArg } from '../storyFrame'

type ForgotDemoProps = ForgotPasswordDialogProps & ServerErrorKeyArg

function ForgotDemo({ serverErrorKey, codeErrorKey, ...args }: ForgotDemoProps) {
  const serverError = useStoryServerError(serverErrorKey, args.serverError)
  const codeError = useStoryServerError(codeErrorKey, args.codeError)
  return (
    <WithOpener
      label="Forgot password"
      initiallyOpen={args.open}
      dialog={(open, closing) => <ForgotPasswordDialog {...args} open={open} serverError={serverError} codeError={codeError} onClose={closing(args.onClose)} />}
    />
  )
}

const meta = {
  title: 'Accounts/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, registerSettings: demoRegisterSettings, phoneEnabled: true, onSubmitEmail: fn(), onSubmitPhone: fn(), onRequestCode: fn(), onClose: fn() },
  render: (args) => <ForgotDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<ForgotDemoProps>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>, key = 'auth:forgot.title') => screen.findByRole('dialog', { name: storyT(globals)(key) })

/** Email and phone tabs (CHNGPASSVERIF3 on), the email tab first; focus in the username. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2)
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: t('auth:forgot.username') })).toHaveFocus())
  },
}

/** Phone recovery off: email only, no tabs. */
export const EmailOnly: Story = {
  args: { phoneEnabled: false },
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).queryByRole('tablist')).toBeNull()
  },
}

/** By email: empty fields and a bad email say so; the trimmed username and email go out. */
export const EmailFieldErrors: Story = {
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:forgot.submitEmail') }))
    const username = within(dialog).getByRole('textbox', { name: t('auth:forgot.username') })
    const email = within(dialog).getByRole('textbox', { name: t('auth:forgot.email') })
    await expect(username).toHaveAccessibleDescription(t('auth:validation.required'))
    await expect(email).toHaveAccessibleDescription(t('auth:validation.required'))
    await userEvent.type(username, ' tiger88 ')
    await userEvent.type(email, 'tiger@')
    await expect(email).toHaveAccessibleDescription(t('auth:validation.rule.EMAIL'))
    await expect(args.onSubmitEmail).not.toHaveBeenCalled()
  },
}

/** By email, sent: the dialog says the link was sent; OK (or Enter) closes. */
export const EmailSent: Story = {
  args: { emailSent: true },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals, 'auth:forgot.sentTitle')
    await expect(dialog).toHaveTextContent(t('auth:forgot.sent'))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common:ok') })).toHaveFocus())
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/**
 * By phone: the code button checks the number first; then it sends and counts down from the server's expiry
 * (here 5 minutes × 60 s); the mobile, code and new password go out trimmed.
 */
export const PhoneCountdown: Story = {
  args: { initialMethod: 'phone', codeSeconds: 300, onRequestCode: fn(() => Promise.resolve()) },
  parameters: { screenshot: { disable: true } }, // the countdown changes every second
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const mobile = within(dialog).getByRole('textbox', { name: t('auth:forgot.mobile') })
    await userEvent.type(mobile, '0812345678')
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).toHaveBeenCalledWith('0812345678')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('auth:sms.resend', { seconds: 300 }) })).toBeDisabled())
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:forgot.code') }), '4821')
    const password = within(dialog).getByLabelText(t('auth:forgot.newPassword'), { selector: 'input' })
    await userEvent.type(password, 'short{Enter}')
    await expect(password).toHaveAccessibleDescription(t('auth:validation.passwordLength', { min: 8, max: 20 }))
    await userEvent.clear(password)
    await userEvent.type(password, 'Tiger#2024{Enter}')
    await expect(args.onSubmitPhone).toHaveBeenCalledWith({ mobile: '0812345678', code: '4821', password: 'Tiger#2024' })
  },
}

/** By phone, the server refused the code (too many requests): the warning shows why; "send code" is available again. */
export const PhoneCodeFails: Story = {
  args: { initialMethod: 'phone', codeErrorKey: 'smsTooManyRequests', onRequestCode: fn(() => Promise.reject(new Error('too-many-requests'))) },
  parameters: { screenshot: { disable: true } }, // behaviour only: CodeSendFailedDialog's stories show the warning
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:forgot.mobile') }), '0812345678')
    const send = within(dialog).getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expect(args.onRequestCode).toHaveBeenCalledWith('0812345678')
    await expectCodeSendFailed(t, t('errors:smsTooManyRequests'), send)
  },
}

/** By phone, with a code typed before asking for one: "please complete verification first". */
export const PhoneVerifyFirst: Story = {
  args: { initialMethod: 'phone' },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:forgot.mobile') }), '0812345678')
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:forgot.code') }), '4821')
    await userEvent.type(within(dialog).getByLabelText(t('auth:forgot.newPassword'), { selector: 'input' }), 'Tiger#2024')
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:forgot.submitPhone') }))
    await expect(within(dialog).getByRole('textbox', { name: t('auth:forgot.code') })).toHaveAccessibleDescription(t('auth:validation.verifyFirst'))
    await expect(args.onSubmitPhone).not.toHaveBeenCalled()
  },
}

/** The server did not find the account. */
export const ServerError: Story = {
  args: { serverErrorKey: 'usernameOrEmailNotExist' },
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:usernameOrEmailNotExist'))
  },
}

/** Sending: the button shows progress. */
export const Busy: Story = { args: { busy: true } }

/** Escape closes; focus returns to the opener. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Forgot password' })
    await userEvent.click(opener)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Arabic (English text, right to left), on the phone tab. */
export const RightToLeft: Story = { args: { initialMethod: 'phone' }, globals: { language: 'ar' } }
