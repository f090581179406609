import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { captchaImage, demoRegisterSettings, everyFieldSettings, registerSettingsOf } from '../fixtures'
import { RegisterDialog, type RegisterDialogProps } from './RegisterDialog'
import { expectCodeSendFailed, useStoryServerError, WithOpener, type ServerErrorKeyArg } from '../storyFrame'

type RegisterDemoProps = RegisterDialogProps & ServerErrorKeyArg

function RegisterDemo({ serverErrorKey, codeErrorKey, ...args }: RegisterDemoProps) {
  const serverError = useStoryServerError(serverErrorKey, args.serverError)
  const codeError = useStoryServerError(codeErrorKey, args.codeError)
  return (
    <WithOpener
      label="Register"
      initiallyOpen={args.open}
      dialog={(open, closing) => <RegisterDialog {...args} open={open} serverError={serverError} codeError={codeError} onClose={closing(args.onClose)} />}
    />
  )
}

const meta = {
  title: 'Accounts/RegisterDialog',
  component: RegisterDialog,
  args: {
    open: true,
    registerSettings: demoRegisterSettings,
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    captchaImage,
    onSubmit: fn(),
    onRequestCode: fn(),
    onRefreshCaptcha: fn(),
    onShowDocument: fn(),
    onLogin: fn(),
    onClose: fn(),
  },
  render: (args) => <RegisterDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<RegisterDemoProps>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>) => screen.findByRole('dialog', { name: storyT(globals)('auth:register.title') })
const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`), { selector: 'input' })

/** Portico Demo's form: both modes (tabs), the username tab with the fields its settings show. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2)
    const username = within(dialog).getByRole('textbox', { name: t('auth:register.fields.username') })
    await waitFor(() => expect(username).toHaveFocus())
    await expect(field(dialog, t('auth:register.fields.password'))).toHaveAttribute('autocomplete', 'new-password')
    await expect(within(dialog).getByRole('textbox', { name: t('auth:register.optional', { label: t('auth:register.fields.line') }) })).toBeVisible()
    await expect(within(dialog).queryByRole('textbox', { name: new RegExp(t('auth:register.fields.qqNum')) })).toBeNull()
  },
}

/** Only username registration (Lotus Bay: no mobile registration, no mobile field): no tabs. */
export const UsernameOnly: Story = {
  args: { registerSettings: registerSettingsOf('lotus'), mobileRegistration: false, smsVerification: false },
  globals: { merchant: 'lotus', language: 'en' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).queryByRole('tablist')).toBeNull()
    await expect(within(dialog).queryByRole('textbox', { name: new RegExp(t('auth:register.fields.mobileNum')) })).toBeNull()
  },
}

/** Every optional field shown, some required (payee name, email, LINE); the affiliate code came from the URL. */
export const EveryField: Story = {
  args: { registerSettings: everyFieldSettings, mobileRegistration: false, affiliateCode: 'AFF2024' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('textbox', { name: t('auth:register.fields.line') })).toBeVisible()
    await expect(within(dialog).queryByRole('textbox', { name: new RegExp(t('auth:register.fields.affiliateCode')) })).toBeNull()
  },
}

/**
 * A person submits the empty form: every rule's message under its field, focus on the first; they fill it in
 * (leaving the confirmation empty: it takes the password), agree, and the trimmed values go out.
 */
export const FieldErrors: Story = {
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:register.submit') }))
    const username = within(dialog).getByRole('textbox', { name: t('auth:register.fields.username') })
    await expect(username).toHaveAccessibleDescription(t('auth:validation.required'))
    await waitFor(() => expect(username).toHaveFocus())
    await expect(field(dialog, t('auth:register.fields.password'))).toHaveAccessibleDescription(t('auth:validation.passwordRequired'))
    await expect(within(dialog).getByRole('textbox', { name: t('auth:register.fields.mobileNum') })).toHaveAccessibleDescription(t('auth:validation.mobileRequired'))
    await expect(within(dialog).getByRole('textbox', { name: t('auth:captcha.label') })).toHaveAccessibleDescription(t('auth:validation.captchaRequired'))
    await expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(t('auth:validation.agreeTerms'))

    await userEvent.type(username, '8tiger')
    await expect(username).toHaveAccessibleDescription(t('auth:validation.rule.LETTER_THEN_ALNUM'))
    await userEvent.type(field(dialog, t('auth:register.fields.password')), 'short')
    await expect(field(dialog, t('auth:register.fields.password'))).toHaveAccessibleDescription(t('auth:validation.passwordLength', { min: 8, max: 20 }))
    const payee = within(dialog).getByRole('textbox', { name: t('auth:register.optional', { label: t('auth:register.fields.payeeName') }) })
    await userEvent.type(payee, 'Somchai')
    await expect(payee).toHaveAccessibleDescription(t('auth:validation.payeeNameInvalid'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Filled in and submitted: the values go out trimmed, the empty confirmation filled with the password. */
export const Filled: Story = {
  args: { mobileRegistration: false },
  parameters: { screenshot: { disable: true } }, // the picture is of a form like Playground's
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:register.fields.username') }), ' tiger88 ')
    await userEvent.type(field(dialog, t('auth:register.fields.password')), 'Tiger#2024')
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:register.fields.mobileNum') }), '0812345678')
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:captcha.label') }), '4821')
    await userEvent.click(within(dialog).getByRole('checkbox'))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:register.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'username', username: 'tiger88', password: 'Tiger#2024', confirmPassword: 'Tiger#2024', mobileNum: '0812345678', captcha: '4821', agree: true }),
    )
  },
}

/** The agreement links open the terms and the privacy policy. */
export const Documents: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ globals, args }) => {
    const dialog = await findDialog(globals)
    const links = within(dialog).getAllByRole('button').filter((b) => b.closest('label'))
    await expect(links).toHaveLength(2)
    await userEvent.click(links[0]!)
    await userEvent.click(links[1]!)
    await expect(args.onShowDocument).toHaveBeenNthCalledWith(1, 'terms')
    await expect(args.onShowDocument).toHaveBeenNthCalledWith(2, 'privacy')
  },
}

/** Mobile registration with SMS verification: the code button checks the number, sends and counts down. */
export const MobileSmsCountdown: Story = {
  args: { initialMode: 'mobile', onRequestCode: fn(() => Promise.resolve()) },
  parameters: { screenshot: { disable: true } }, // the countdown changes every second
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const mobile = within(dialog).getByRole('textbox', { name: t('auth:register.fields.mobileNum') })
    await waitFor(() => expect(mobile).toHaveFocus())
    await userEvent.type(mobile, '0812')
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sms.send') }))
    await expect(mobile).toHaveAccessibleDescription(t('auth:validation.phoneInvalid'))
    await expect(args.onRequestCode).not.toHaveBeenCalled()
    await userEvent.type(mobile, '345678')
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).toHaveBeenCalledWith('0812345678')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('auth:sms.resend', { seconds: 60 }) })).toBeDisabled())
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:register.fields.verificationCode') }), '482193')
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:captcha.label') }), '4821')
    await userEvent.click(within(dialog).getByRole('checkbox'))
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mode: 'mobile', username: '0812345678', mobileNum: '0812345678', verificationCode: '482193' }))
  },
}

/** The server refused the registration code (daily limit): the warning shows why; "send code" is available again. */
export const MobileCodeFails: Story = {
  args: { initialMode: 'mobile', codeErrorKey: 'quotaExceeded', onRequestCode: fn(() => Promise.reject(new Error('quota-exceeded'))) },
  parameters: { screenshot: { disable: true } }, // behaviour only: CodeSendFailedDialog's stories show the warning
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('auth:register.fields.mobileNum') }), '0812345678')
    const send = within(dialog).getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expect(args.onRequestCode).toHaveBeenCalledWith('0812345678')
    await expectCodeSendFailed(t, t('errors:quotaExceeded'), send)
    await expect(within(dialog).queryByRole('alert')).toBeNull()
  },
}

/** The mobile tab, empty: mobile number, code and the optional fields. */
export const MobileTab: Story = { args: { initialMode: 'mobile' } }

/** The server refused: its message under the form (the portal refreshes the captcha too). */
export const ServerError: Story = {
  args: { serverErrorKey: 'usernameTaken' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors:usernameTaken'))
  },
}

/** Registering: the button shows progress and ignores presses. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:busy') }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Escape closes and focus returns to the opener; the login link goes to login. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Register' })
    await userEvent.click(opener)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:register.login') }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** On a 360 px phone: a full-screen sheet; nothing wider than the screen; controls at least 24 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows it
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    const box = dialog.getBoundingClientRect()
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight])
    for (const control of [...within(dialog).getAllByRole('button'), ...within(dialog).getAllByRole('textbox'), within(dialog).getByRole('checkbox')]) {
      const rect = control.getBoundingClientRect()
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth)
      if (control.getAttribute('role') !== 'textbox' && control.tagName !== 'INPUT') await expect(Math.min(rect.width, rect.height)).toBeGreaterThanOrEqual(24)
    }
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = {
  args: { initialMode: 'mobile' },
  globals: { language: 'ar' },
  play: async ({ globals }) => {
    await findDialog(globals)
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
