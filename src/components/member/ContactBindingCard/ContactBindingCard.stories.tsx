import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { expectCodeSendFailed } from '../../accounts/storyFrame'
import { storyT } from '../../layout/fixtures'
import { ContactBindingCard } from './ContactBindingCard'

const meta = {
  title: 'Member/Security/ContactBindingCard',
  component: ContactBindingCard,
  args: { kind: 'mobile', current: '081****678', onRequestCode: fn(() => Promise.resolve()), onSubmit: fn(() => true) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ContactBindingCard>

export default meta
type Story = StoryObj<typeof meta>

/** A bound mobile number (masked), with "change". */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('member:contact.mobile.title') })).toBeVisible()
    await expect(canvas.getByText('081****678')).toBeVisible()
    await expect(canvas.getByText(t('member:common.bound'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('member:contact.mobile.change') })).toBeVisible()
  },
}

/** No e-mail bound yet: "bind", and no password asked for. */
export const EmailNotBound: Story = {
  args: { kind: 'email', current: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:common.notBound'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('member:contact.email.bind') })).toBeVisible()
  },
}

/**
 * Binding an e-mail as a person does it: the form opens with focus in the address; a bad address is refused
 * before any code is sent; the code goes out, the trimmed address and code are submitted; the form closes, says
 * it is bound, and focus returns to the button.
 */
export const BindEmailFlow: Story = {
  args: { kind: 'email', current: null },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as EmailNotBound with a note
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const opener = canvas.getByRole('button', { name: t('member:contact.email.bind') })
    await userEvent.click(opener)
    const address = canvas.getByRole('textbox', { name: t('member:contact.email.newValue') })
    await waitFor(() => expect(address).toHaveFocus())
    await userEvent.type(address, 'tiger@')
    await userEvent.click(canvas.getByRole('button', { name: t('auth:sms.send') }))
    await expect(address).toHaveAccessibleDescription(t('member:validation.emailInvalid'))
    await expect(args.onRequestCode).not.toHaveBeenCalled()
    await userEvent.type(address, 'example.com ')
    await userEvent.click(canvas.getByRole('button', { name: t('auth:sms.send') }))
    await expect(args.onRequestCode).toHaveBeenCalledWith('tiger@example.com')
    await expect(canvas.queryByLabelText(t('member:common.password'), { selector: 'input' })).toBeNull()
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:common.code') }), '482913{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ value: 'tiger@example.com', code: '482913' })
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('member:contact.email.done'))
    await waitFor(() => expect(canvas.getByRole('button', { name: t('member:contact.email.bind') })).toHaveFocus())
  },
}

/**
 * Replacing a bound number is sensitive: the login password is asked for. A code typed before asking for one
 * says "please complete verification first"; an empty password says it is required.
 */
export const ReplaceNeedsPassword: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:contact.mobile.newValue') }), '0898765432')
    const code = canvas.getByRole('textbox', { name: t('member:common.code') })
    await userEvent.type(code, '123456')
    await userEvent.click(canvas.getByRole('button', { name: t('member:contact.mobile.submit') }))
    await expect(code).toHaveAccessibleDescription(t('auth:validation.verifyFirst'))
    const password = canvas.getByLabelText(t('member:common.password'), { selector: 'input' })
    await expect(password).toHaveAccessibleDescription(t('auth:validation.passwordRequired'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server would not send a code to the new number (too many requests): the warning shows why; "send code" is available again. */
export const CodeFails: Story = {
  args: { initiallyOpen: true, onRequestCode: fn(() => Promise.reject(new Error('too-many-requests'))) },
  render: (args, { globals }) => <ContactBindingCard {...args} codeError={storyT(globals)('errors:smsTooManyRequests')} />,
  parameters: { screenshot: { disable: true } }, // behaviour only: CodeSendFailedDialog's stories show the warning
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:contact.mobile.newValue') }), '0898765432')
    const send = canvas.getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expect(args.onRequestCode).toHaveBeenCalledWith('0898765432')
    await expectCodeSendFailed(t, t('errors:smsTooManyRequests'), send)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The server refused: its message under the form. */
export const ServerError: Story = {
  args: { initiallyOpen: true, onSubmit: fn(() => false) },
  render: (args, { globals }) => <ContactBindingCard {...args} serverError={storyT(globals)('errors:mobileTaken')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:mobileTaken'))
  },
}

/** Binding is running: the submit button shows progress. */
export const Busy: Story = { args: { initiallyOpen: true, busy: true } }

/** On a phone, the form open. */
export const Phone: Story = {
  args: { initiallyOpen: true, kind: 'email', current: 'me***@demo.portico.test' },
  globals: { viewport: { value: 'phone', isRotated: false } },
}

/** Arabic (English text, right to left), the form open. */
export const RightToLeft: Story = { args: { initiallyOpen: true }, globals: { language: 'ar' } }
