import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { captchaImage, captchaImageRefreshed, demoRegisterSettings } from '../fixtures'
import { LoginDialog, type LoginDialogProps } from './LoginDialog'
import { expectCodeSendFailed, useStoryServerError, WithOpener, type ServerErrorKeyArg } from '../storyFrame'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'

/**
 * Opens the dialog from a header-like button so focus can return to it; `serverErrorKey` is an error code's
 * message key (namespace `errors`), translated here as the portal does.
 */
type LoginDemoProps = LoginDialogProps & ServerErrorKeyArg

function LoginDemo({ serverErrorKey, codeErrorKey, ...args }: LoginDemoProps) {
  const serverError = useStoryServerError(serverErrorKey, args.serverError)
  const codeError = useStoryServerError(codeErrorKey, args.codeError)
  const [image, setImage] = useState(args.captchaImage)
  const refreshCaptcha = () => {
    args.onRefreshCaptcha?.()
    setImage((current) => (current === captchaImage ? captchaImageRefreshed : captchaImage))
  }
  return (
    <WithOpener
      label="Log in"
      initiallyOpen={args.open}
      dialog={(open, closing) => (
        <LoginDialog {...args} open={open} captchaImage={image} serverError={serverError} codeError={codeError} onRefreshCaptcha={refreshCaptcha} onClose={closing(args.onClose)} />
      )}
    />
  )
}

const meta = {
  title: 'Accounts/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    registerSettings: demoRegisterSettings,
    smsLoginEnabled: true,
    socialProviders: ['google', 'facebook', 'line'],
    onSubmitUsername: fn(),
    onSubmitSms: fn(),
    onRequestCode: fn(),
    onRefreshCaptcha: fn(),
    onForgot: fn(),
    onRegister: fn(),
    onSocial: fn(),
    onClose: fn(),
  },
  render: (args) => <LoginDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<LoginDemoProps>

export default meta

/** Behaviour over time runs on a manual clock the play function moves (never a wait on the real one). */
let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>) => screen.findByRole('dialog', { name: storyT(globals)('auth:login.title') })

/** Empty, on the username tab, with the SMS tab and three social providers. Focus starts in the first field. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const username = within(dialog).getByRole('textbox', { name: t('auth:login.username') })
    await waitFor(() => expect(username).toHaveFocus())
    await expect(username).toHaveAttribute('autocomplete', 'username')
    await expect(within(dialog).getByLabelText(t('auth:login.password'), { selector: 'input' })).toHaveAttribute('autocomplete', 'current-password')
    await expect(within(dialog).getByRole('tab', { name: t('auth:login.tabs.sms') })).toBeVisible()
    await expect(within(dialog).getAllByRole('button', { name: /Google|Facebook|LINE/ })).toHaveLength(3)
  },
}

/** Username login only: no tabs, no social buttons (a merchant without SMS login or social providers). */
export const UsernameOnly: Story = {
  args: { smsLoginEnabled: false, socialProviders: [] },
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).queryByRole('tablist')).toBeNull()
    await expect(within(dialog).queryByRole('button', { name: /Google/ })).toBeNull()
  },
}

/** Free play on (FREEPLAY3): a second button opens a trial account; the form is not needed for it. */
export const FreePlay: Story = {
  args: { smsLoginEnabled: false, socialProviders: [], onFreePlay: fn() },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.freePlay') }))
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1)
    await expect(args.onSubmitUsername).not.toHaveBeenCalled()
  },
}

/** Remembered: the login name and remember me come back (the browser's password manager fills the password). */
export const Remembered: Story = {
  args: { rememberedUsername: 'tiger88', rememberInitially: true, socialProviders: ['line'] },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('textbox', { name: t('auth:login.username') })).toHaveValue('tiger88')
    await expect(within(dialog).getByRole('checkbox', { name: t('auth:login.remember') })).toBeChecked()
  },
}

/**
 * A person submits the empty form: each field says what is missing and focus goes to the first; a number that
 * is too short for a mobile number says so; fixing the fields clears the messages as they type.
 */
export const FieldErrors: Story = {
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.submit') }))
    const username = within(dialog).getByRole('textbox', { name: t('auth:login.username') })
    await expect(username).toHaveAccessibleDescription(t('auth:validation.required'))
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(within(dialog).getByText(t('auth:validation.passwordRequired'))).toBeVisible()
    await waitFor(() => expect(username).toHaveFocus())
    await userEvent.type(username, '0812')
    await expect(username).toHaveAccessibleDescription(t('auth:validation.phoneInvalid'))
    await expect(args.onSubmitUsername).not.toHaveBeenCalled()
  },
}

/** The server refused the login: its message, translated from the error code, is announced above the button. */
export const ServerError: Story = {
  args: { serverErrorKey: 'invalidUsernameOrPassword', rememberedUsername: 'tiger88' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors:invalidUsernameOrPassword'))
  },
}

/**
 * A social login came back without logging in: no member has bound that identity. The message says to log in and
 * link it in the security centre; starting again would end the same way, so nothing offers it. Right to left too.
 */
export const SocialNotBound: Story = {
  args: { serverErrorKey: 'socialNotBound', smsLoginEnabled: false },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const alert = within(dialog).getByRole('alert')
    await expect(alert).toHaveTextContent(t('errors:socialNotBound'))
    await expect(within(alert).queryByRole('button')).toBeNull()
  },
}

/** The social login's ticket expired or was used: the message offers to start again with the same provider. */
export const SocialStartAgain: Story = {
  args: { serverErrorKey: 'socialTicketInvalid', socialRetry: 'google', smsLoginEnabled: false },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const alert = within(dialog).getByRole('alert')
    await expect(alert).toHaveTextContent(t('errors:socialTicketInvalid'))
    await userEvent.click(within(alert).getByRole('button', { name: t('auth:login.socialRetry', { provider: t('auth:login.social.google') }) }))
    await expect(args.onSocial).toHaveBeenCalledWith('google')
  },
}

/**
 * A social login is starting with LINE (the browser is about to leave for it): its button says it is busy, the
 * other providers wait, and neither a second press nor Enter in the form sends anything.
 */
export const SocialStarting: Story = {
  args: { socialBusy: 'line', rememberedUsername: 'tiger88', smsLoginEnabled: false },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const social = (provider: 'google' | 'line') => within(dialog).getByRole('button', { name: t('auth:login.socialButton', { provider: t(`auth:login.social.${provider}`) }) })
    await expect(social('line')).toHaveAttribute('aria-busy', 'true')
    await expect(social('google')).toBeDisabled()
    await userEvent.click(social('line'))
    await userEvent.type(within(dialog).getByLabelText(t('auth:login.password'), { selector: 'input' }), 'Secret#123{Enter}')
    await expect(args.onSocial).not.toHaveBeenCalled()
    await expect(args.onSubmitUsername).not.toHaveBeenCalled()
  },
}

/** The login request is running: the button shows progress and a second press sends nothing. */
export const Busy: Story = {
  args: { busy: true, rememberedUsername: 'tiger88' },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const button = within(dialog).getByRole('button', { name: t('auth:busy') })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onSubmitUsername).not.toHaveBeenCalled()
  },
}

/**
 * After three failed logins the captcha is shown: it is required; the refresh button asks for a new image at most
 * once per second; with it filled the login goes out with the captcha.
 */
export const CaptchaShown: Story = {
  args: { captchaRequired: true, captchaImage, rememberedUsername: 'tiger88' },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('img', { name: t('auth:captcha.imageAlt') })).toHaveAttribute('src', captchaImage)
    await userEvent.type(within(dialog).getByLabelText(t('auth:login.password'), { selector: 'input' }), 'Secret#123')
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.submit') }))
    const captcha = within(dialog).getByRole('textbox', { name: t('auth:captcha.label') })
    await expect(captcha).toHaveAccessibleDescription(t('auth:validation.captchaRequired'))
    await waitFor(() => expect(captcha).toHaveFocus())

    const refresh = within(dialog).getByRole('button', { name: t('auth:captcha.refresh') })
    await userEvent.click(refresh)
    await userEvent.click(refresh)
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1)
    await expect(within(dialog).getByRole('img', { name: t('auth:captcha.imageAlt') })).toHaveAttribute('src', captchaImageRefreshed)

    await userEvent.type(captcha, ' 4821 {Enter}')
    await expect(args.onSubmitUsername).toHaveBeenCalledWith({ username: 'tiger88', password: 'Secret#123', captcha: '4821', remember: false })
  },
}

/** The captcha image is still loading. */
export const CaptchaLoading: Story = {
  args: { captchaRequired: true, captchaImage: null, smsLoginEnabled: false, socialProviders: [] },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('img', { name: t('auth:captcha.loading') })).toBeVisible()
  },
}

/**
 * SMS login: the code button first checks the mobile number; with a valid one it sends, counts down from 60 and
 * announces it; the login goes out with the trimmed mobile, the code and remember me.
 */
export const SmsCountdown: Story = {
  args: { initialTab: 'sms', onRequestCode: fn(() => Promise.resolve()) },
  parameters: { screenshot: { disable: true } }, // the countdown changes every second
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('tab', { name: t('auth:login.tabs.sms') })).toHaveAttribute('aria-selected', 'true')
    const mobile = within(dialog).getByRole('textbox', { name: t('auth:login.mobile') })
    await waitFor(() => expect(mobile).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).not.toHaveBeenCalled()
    await expect(mobile).toHaveAccessibleDescription(t('auth:validation.mobileRequired'))

    await userEvent.type(mobile, ' 0812345678 ')
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).toHaveBeenCalledWith('0812345678')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /60|59/ })).toBeDisabled())
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('auth:sms.sent', { seconds: 60 }))

    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:login.code') }), '123456')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t('auth:login.remember') }))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.submit') }))
    await expect(args.onSubmitSms).toHaveBeenCalledWith({ mobile: '0812345678', code: '123456', remember: true })
  },
}

/**
 * The server refused the SMS code (too many requests): a warning dialog shows its message; its button closes it
 * and focus is back on "send code", available again. Enter pressed anywhere in the warning closes only the warning:
 * the login form behind it is not submitted.
 */
export const SmsCodeFails: Story = {
  beforeEach: driveTime,
  args: { initialTab: 'sms', codeErrorKey: 'smsTooManyRequests', onRequestCode: fn(() => Promise.reject(new Error('too-many-requests'))) },
  parameters: { screenshot: { disable: true } }, // behaviour only: CodeSendFailedDialog's stories show the warning
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:login.mobile') }), '0812345678')
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:login.code') }), '123456')
    const send = within(dialog).getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expect(args.onRequestCode).toHaveBeenCalledWith('0812345678')
    await expectCodeSendFailed(t, t('errors:smsTooManyRequests'), send)

    manualTime.advance(1050) // one press per second
    await userEvent.click(send)
    const warning = await screen.findByRole('alertdialog', { name: t('auth:sms.failedTitle') })
    await userEvent.click(within(warning).getByText(t('errors:smsTooManyRequests')))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onSubmitSms).not.toHaveBeenCalled()
    await expect(args.onRequestCode).toHaveBeenCalledTimes(2)
    await expect(screen.getByRole('dialog', { name: t('auth:login.title') })).toBeVisible()
  },
}

/** The SMS tab, empty. */
export const SmsTab: Story = { args: { initialTab: 'sms', socialProviders: [] } }

/**
 * A person opens login, types, presses Enter (the values go out trimmed); follows the links and a social button;
 * opens it again and presses Escape: focus returns to the opener each time.
 */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Log in' })
    await userEvent.click(opener)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard(' tiger88 ')
    await userEvent.tab()
    await userEvent.keyboard('Secret#123{Enter}')
    await expect(args.onSubmitUsername).toHaveBeenCalledWith({ username: 'tiger88', password: 'Secret#123', captcha: undefined, remember: false })

    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.forgot') }))
    await expect(args.onForgot).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.register') }))
    await expect(args.onRegister).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.socialButton', { provider: 'LINE' }) }))
    await expect(args.onSocial).toHaveBeenCalledWith('line')

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The password toggle shows and hides what was typed, and says which it does. */
export const ShowPassword: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const password = within(dialog).getByLabelText(t('auth:login.password'), { selector: 'input' })
    await userEvent.type(password, 'Secret#123')
    const toggle = within(dialog).getByRole('button', { name: t('auth:password.show') })
    await userEvent.click(toggle)
    await expect(password).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  },
}

/**
 * Google has real credentials; Facebook and LINE run against the server's sandbox identity provider: their buttons
 * say "test" visibly and in their accessible name, and a line under them says what a test sign-in is (each sandbox
 * button is described by it). Right to left and at phone width too.
 */
export const SandboxProviders: Story = {
  args: { smsLoginEnabled: false, sandboxProviders: ['facebook', 'line'] },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const name = (provider: 'google' | 'facebook' | 'line') => t(`auth:login.social.${provider}`)
    const google = within(dialog).getByRole('button', { name: t('auth:login.socialButton', { provider: name('google') }) })
    await expect(google).not.toHaveAttribute('aria-describedby')
    await expect(within(google).queryByText(t('auth:login.socialSandboxTag'))).toBeNull()
    const note = within(dialog).getByText(t('auth:login.socialSandboxNote'))
    for (const provider of ['facebook', 'line'] as const) {
      const button = within(dialog).getByRole('button', { name: t('auth:login.socialButtonSandbox', { provider: name(provider), tag: t('auth:login.socialSandboxTag') }) })
      await expect(within(button).getByText(t('auth:login.socialSandboxTag'))).toBeVisible()
      await expect(button).toHaveAccessibleDescription(t('auth:login.socialSandboxNote'))
      await expect(button).toHaveAttribute('aria-describedby', note.id)
    }
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:login.socialButtonSandbox', { provider: name('line'), tag: t('auth:login.socialSandboxTag') }) }))
    await expect(args.onSocial).toHaveBeenCalledWith('line')
  },
}

/** Only real providers: no test marks and no note. */
export const NoSandboxNote: Story = {
  args: { smsLoginEnabled: false, sandboxProviders: [] },
  parameters: { screenshot: { disable: true } }, // Playground shows the same buttons
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).queryByText(t('auth:login.socialSandboxNote'))).toBeNull()
    await expect(within(dialog).queryByText(t('auth:login.socialSandboxTag'))).toBeNull()
  },
}

/** On a 360 px phone: a full-screen sheet, every control at least 24 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows it
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    const box = dialog.getBoundingClientRect()
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight])
    for (const control of [...within(dialog).getAllByRole('button'), ...within(dialog).getAllByRole('tab')]) {
      const rect = control.getBoundingClientRect()
      await expect(Math.min(rect.width, rect.height)).toBeGreaterThanOrEqual(24)
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth)
    }
  },
}

/** Arabic (English text, right to left): fields, tabs and the remember row mirror. */
export const RightToLeft: Story = {
  args: { captchaRequired: true, captchaImage },
  globals: { language: 'ar' },
  play: async ({ globals }) => {
    await findDialog(globals)
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
