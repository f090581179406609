import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { expectCodeSendFailed } from '../../accounts/storyFrame'
import { storyT } from '../../layout/fixtures'
import { PaymentPasswordCard } from './PaymentPasswordCard'

const meta = {
  title: 'Member/Security/PaymentPasswordCard',
  component: PaymentPasswordCard,
  args: { isSet: true, mobileBound: true, onSet: fn(() => true), onChange: fn(() => true), onRequestCode: fn(() => Promise.resolve()), onReset: fn(() => true) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentPasswordCard>

export default meta
type Story = StoryObj<typeof meta>

/** Set: change it, or reset it by SMS. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('member:payment.change') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('member:payment.reset') })).toBeVisible()
  },
}

/** Not set yet: setting it asks for the login password; six digits by default, and the confirmation must match. */
export const SetFlow: Story = {
  args: { isSet: false, mobileBound: false },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:common.off'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('member:payment.set') }))
    const login = canvas.getByLabelText(t('member:common.password'), { selector: 'input' })
    await waitFor(() => expect(login).toHaveFocus())
    await userEvent.type(login, 'Portico#Demo2026')
    const payment = canvas.getByLabelText(t('member:payment.new'), { selector: 'input' })
    await userEvent.type(payment, '12ab')
    const confirm = canvas.getByLabelText(t('member:payment.confirm'), { selector: 'input' })
    await userEvent.type(confirm, '123456{Enter}')
    await expect(payment).toHaveAccessibleDescription(t('member:validation.paymentPasswordDigits', { min: 6 }))
    await userEvent.clear(payment)
    await userEvent.type(payment, '654321')
    await expect(confirm).toHaveAccessibleDescription(t('auth:validation.confirmPasswordInvalid'))
    await userEvent.clear(confirm)
    await userEvent.type(confirm, '654321{Enter}')
    await expect(args.onSet).toHaveBeenCalledWith({ password: 'Portico#Demo2026', paymentPassword: '654321', confirmPaymentPassword: '654321' })
  },
}

/** Changing it: the current payment password, then the new one twice. */
export const ChangeForm: Story = {
  args: { initialMode: 'change' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(t('member:payment.old'), { selector: 'input' }), '123456')
    await userEvent.type(canvas.getByLabelText(t('member:payment.newAgain'), { selector: 'input' }), '654321')
    await userEvent.type(canvas.getByLabelText(t('member:payment.confirm'), { selector: 'input' }), '654321')
    await userEvent.click(canvas.getByRole('button', { name: t('member:payment.submitChange') }))
    await expect(args.onChange).toHaveBeenCalledWith({ oldPaymentPassword: '123456', paymentPassword: '654321', confirmPaymentPassword: '654321' })
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('member:payment.done'))
    await waitFor(() => expect(canvas.getByRole('button', { name: t('member:payment.change') })).toHaveFocus())
  },
}

/** Resetting it by SMS: the code is sent to the bound mobile; a code typed first says to verify first. */
export const ResetBySms: Story = {
  args: { initialMode: 'reset' },
  parameters: { screenshot: { disable: true } }, // the countdown changes every second
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const code = canvas.getByRole('textbox', { name: t('member:common.code') })
    await userEvent.type(code, '4821')
    await userEvent.type(canvas.getByLabelText(t('member:payment.newAgain'), { selector: 'input' }), '246810')
    await userEvent.type(canvas.getByLabelText(t('member:payment.confirm'), { selector: 'input' }), '246810{Enter}')
    await expect(code).toHaveAccessibleDescription(t('auth:validation.verifyFirst'))
    await userEvent.click(canvas.getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: t('member:payment.submitReset') }))
    await expect(args.onReset).toHaveBeenCalledWith({ verificationCode: '4821', paymentPassword: '246810', confirmPaymentPassword: '246810' })
  },
}

/** The reset code could not be sent (daily limit): the warning shows why; "send code" is available again. */
export const ResetCodeFails: Story = {
  args: { initialMode: 'reset', onRequestCode: fn(() => Promise.reject(new Error('quota-exceeded'))) },
  render: (args, { globals }) => <PaymentPasswordCard {...args} codeError={storyT(globals)('errors:quotaExceeded')} />,
  parameters: { screenshot: { disable: true } }, // behaviour only: CodeSendFailedDialog's stories show the warning
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const send = within(canvasElement).getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1)
    await expectCodeSendFailed(t, t('errors:quotaExceeded'), send)
  },
}

/** Set, but no mobile bound: no SMS reset, a note says why. */
export const NoMobileForReset: Story = {
  args: { mobileBound: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).queryByRole('button', { name: t('member:payment.reset') })).toBeNull()
    await expect(within(canvasElement).getByText(t('member:payment.resetNeedsMobile'))).toBeVisible()
  },
}

/** The server refused the current payment password. */
export const ServerError: Story = {
  args: { initialMode: 'change', onChange: fn(() => false) },
  render: (args, { globals }) => <PaymentPasswordCard {...args} serverError={storyT(globals)('errors:paymentPasswordWrong')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:paymentPasswordWrong'))
  },
}

/** Saving is running. */
export const Busy: Story = { args: { initialMode: 'change', busy: true } }

/** On a phone, the reset form. */
export const Phone: Story = { args: { initialMode: 'reset' }, globals: { viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { args: { initialMode: 'set', isSet: false }, globals: { language: 'ar' } }
