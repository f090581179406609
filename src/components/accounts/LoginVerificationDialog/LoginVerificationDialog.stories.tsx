import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoRegisterSettings } from '../fixtures'
import { LoginVerificationDialog, type LoginVerificationDialogProps } from './LoginVerificationDialog'
import { expectCodeSendFailed, useStoryServerError, WithOpener, type ServerErrorKeyArg } from '../storyFrame'

type VerificationDemoProps = LoginVerificationDialogProps & ServerErrorKeyArg

function VerificationDemo({ serverErrorKey, codeErrorKey, ...args }: VerificationDemoProps) {
  const serverError = useStoryServerError(serverErrorKey, args.serverError)
  const codeError = useStoryServerError(codeErrorKey, args.codeError)
  return (
    <WithOpener
      label="Log in"
      initiallyOpen={args.open}
      dialog={(open, closing) => <LoginVerificationDialog {...args} open={open} serverError={serverError} codeError={codeError} onClose={closing(args.onClose)} />}
    />
  )
}

const meta = {
  title: 'Accounts/LoginVerificationDialog',
  component: LoginVerificationDialog,
  args: {
    open: true,
    kind: 'newIp',
    methods: ['mobile', 'email', 'bankHolder', 'authenticator'],
    targets: { mobile: '081****678', email: 't***@example.com' },
    registerSettings: demoRegisterSettings,
    onRequestCode: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  render: (args) => <VerificationDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<VerificationDemoProps>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>, key = 'auth:verification.titleNewIp') => screen.findByRole('dialog', { name: storyT(globals)(key) })

/** New IP with all four methods: the choice first, focus on the first method. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const group = within(dialog).getByRole('radiogroup', { name: t('auth:verification.chooseMethod') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(4)
    await waitFor(() => expect(within(group).getByRole('radio', { name: t('auth:verification.methods.mobile') })).toHaveFocus())
  },
}

/** Choosing the bank account holder name: an empty answer says so; the trimmed name goes out. */
export const BankHolder: Story = {
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('radio', { name: t('auth:verification.methods.bankHolder') }))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:verification.next') }))
    const answer = within(dialog).getByRole('textbox', { name: t('auth:verification.inputs.bankHolder') })
    await waitFor(() => expect(answer).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(answer).toHaveAccessibleDescription(t('auth:validation.required'))
    await userEvent.type(answer, ' Somchai Jaidee {Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'bankHolder', answer: 'Somchai Jaidee' })
  },
}

/** A code to the mobile number: sent and counting down; "choose another way" goes back to the choice. */
export const MobileCode: Story = {
  args: { onRequestCode: fn(() => Promise.resolve()) },
  parameters: { screenshot: { disable: true } }, // the countdown changes every second
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.keyboard('{Enter}')
    const answer = within(dialog).getByRole('textbox', { name: t('auth:verification.inputs.mobile', { target: '081****678' }) })
    await userEvent.type(answer, '4821')
    await userEvent.keyboard('{Enter}')
    await expect(answer).toHaveAccessibleDescription(t('auth:validation.verifyFirst'))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).toHaveBeenCalledWith('mobile')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('auth:sms.resend', { seconds: 60 }) })).toBeDisabled())
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:verification.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'mobile', answer: '4821' })
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:verification.back') }))
    await expect(within(dialog).getByRole('radiogroup')).toBeVisible()
  },
}

/** A code to the bound e-mail that the server refused (too many requests): the warning shows why; "send code" is available again. */
export const EmailCodeFails: Story = {
  args: { methods: ['email'], codeErrorKey: 'smsTooManyRequests', onRequestCode: fn(() => Promise.reject(new Error('too-many-requests'))) },
  parameters: { screenshot: { disable: true } }, // behaviour only: CodeSendFailedDialog's stories show the warning
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const send = within(dialog).getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expect(args.onRequestCode).toHaveBeenCalledWith('email')
    await expectCodeSendFailed(t, t('errors:smsTooManyRequests'), send)
  },
}

/** Two-factor with only the authenticator: no choice; a six-digit code. */
export const TwoFactorAuthenticator: Story = {
  args: { kind: 'twoFactor', methods: ['authenticator'] },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals, 'auth:verification.titleTwoFactor')
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull()
    const answer = within(dialog).getByRole('textbox', { name: t('auth:verification.inputs.authenticator') })
    await waitFor(() => expect(answer).toHaveFocus())
    await userEvent.type(answer, '12345{Enter}')
    await expect(answer).toHaveAccessibleDescription(t('auth:validation.codeInvalid'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The answer was wrong. */
export const ServerError: Story = {
  args: { methods: ['authenticator'], serverErrorKey: 'verificationFailed' },
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:verificationFailed'))
  },
}

/** Checking: the button shows progress. */
export const Busy: Story = { args: { methods: ['email'], busy: true } }

/** Escape gives up and focus returns to the opener. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Log in' })
    await userEvent.click(opener)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
