import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { AuthenticatorSetup } from '../../../contract/schemas/security'
import { storyT } from '../../layout/fixtures'
import { demoAuthenticatorSetup } from '../fixtures'
import { AuthenticatorCard, type AuthenticatorCardProps } from './AuthenticatorCard'

/** The card with the portal's part played: begin hands back a setup, a confirmed code turns it on, turning off works. */
function AuthenticatorDemo(args: AuthenticatorCardProps) {
  const [enabled, setEnabled] = useState(args.enabled)
  const [setup, setSetup] = useState<AuthenticatorSetup | null | undefined>(args.setup)
  return (
    <AuthenticatorCard
      {...args}
      enabled={enabled}
      setup={setup}
      onBegin={() => {
        args.onBegin()
        setSetup(demoAuthenticatorSetup)
      }}
      onCancelSetup={() => {
        args.onCancelSetup()
        setSetup(null)
      }}
      onConfirm={(values) => {
        const ok = args.onConfirm(values)
        if (ok === true) {
          setSetup(null)
          setEnabled(true)
        }
        return ok
      }}
      onDisable={(values) => {
        const ok = args.onDisable(values)
        if (ok === true) setEnabled(false)
        return ok
      }}
    />
  )
}

const meta = {
  title: 'Member/Security/AuthenticatorCard',
  component: AuthenticatorCard,
  args: { enabled: false, setup: null, onBegin: fn(), onConfirm: fn(() => true), onCancelSetup: fn(), onDisable: fn(() => true) },
  render: (args) => <AuthenticatorDemo {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AuthenticatorCard>

export default meta
type Story = StoryObj<typeof meta>

/** Off: what it is for, and "set up". */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('member:common.off'))).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: t('member:authenticator.begin') })).toBeVisible()
  },
}

/** Setting up: the QR code of the otpauth URI and the key in groups of four; focus in the code field. */
export const SetupShown: Story = {
  args: { setup: demoAuthenticatorSetup },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const qr = canvas.getByRole('img', { name: t('member:authenticator.qrLabel') })
    await expect(qr.querySelector('svg')).not.toBeNull()
    await expect(canvas.getByTestId('authenticator-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('member:authenticator.code') })).toHaveFocus())
  },
}

/** The whole setup: begin, a wrong-length code is refused, six digits turn it on; then turn it off with password and code. */
export const SetupAndTurnOff: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with a note
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('member:authenticator.begin') }))
    await expect(args.onBegin).toHaveBeenCalledTimes(1)
    const code = await canvas.findByRole('textbox', { name: t('member:authenticator.code') })
    await userEvent.type(code, '12345{Enter}')
    await expect(code).toHaveAccessibleDescription(t('member:validation.totpInvalid'))
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.type(code, '6{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '123456' })
    await expect(await canvas.findByText(t('member:authenticator.enabled'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('member:authenticator.disable') }))
    const password = canvas.getByLabelText(t('member:common.password'), { selector: 'input' })
    await waitFor(() => expect(password).toHaveFocus())
    await userEvent.type(password, 'Portico#Demo2026')
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:authenticator.code') }), '654321{Enter}')
    await expect(args.onDisable).toHaveBeenCalledWith({ password: 'Portico#Demo2026', code: '654321' })
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('member:authenticator.disabled'))
  },
}

/** Cancel leaves the setup without turning it on. */
export const CancelSetup: Story = {
  args: { setup: demoAuthenticatorSetup },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('member:common.cancel') }))
    await expect(args.onCancelSetup).toHaveBeenCalledTimes(1)
    await expect(within(canvasElement).getByRole('button', { name: t('member:authenticator.begin') })).toBeVisible()
  },
}

/** On: the turn-off form open. */
export const Enabled: Story = { args: { enabled: true, initiallyDisabling: true } }

/** The server refused the code. */
export const WrongCode: Story = {
  args: { setup: demoAuthenticatorSetup, onConfirm: fn(() => false) },
  render: (args, { globals }) => <AuthenticatorCard {...args} serverError={storyT(globals)('errors:authenticatorCodeInvalid')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:authenticatorCodeInvalid'))
  },
}

/** Asking the server for a key. */
export const Busy: Story = { args: { busy: true } }

/** On a phone, setting up: the QR code and the key stack. */
export const Phone: Story = { args: { setup: demoAuthenticatorSetup }, globals: { viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English text, right to left): the key still reads left to right; the QR code is never mirrored. */
export const RightToLeft: Story = { args: { setup: demoAuthenticatorSetup }, globals: { language: 'ar' } }
