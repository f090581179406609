import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { SmsCodeButton } from './SmsCodeButton'

const meta = {
  title: 'Auth/SmsCodeButton',
  component: SmsCodeButton,
  args: { onSend: fn() },
} satisfies Meta<typeof SmsCodeButton>

export default meta
type Story = StoryObj<typeof meta>

/** Ready to send, in the visitor's language. */
export const Playground: Story = {}

/** sms → loading → countdown (60 s by default), announced politely. */
export const SendAndCountDown: Story = {
  args: { onSend: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))) },
  parameters: { screenshot: { disable: true } }, // the countdown changes every second
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('auth:sms.send') }))
    await expect(canvas.getByRole('button', { name: t('auth:sms.sending') })).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(canvas.getByRole('button', { name: t('auth:sms.resend', { seconds: 60 }) })).toBeDisabled())
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:sms.sent', { seconds: 60 }))
    await expect(args.onSend).toHaveBeenCalledTimes(1)
  },
}

/** Disabled while the form is busy. */
export const Disabled: Story = { args: { disabled: true } }
