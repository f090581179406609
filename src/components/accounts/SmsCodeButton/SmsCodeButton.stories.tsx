import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { expectCodeSendFailed } from '../storyFrame'
import { SmsCodeButton } from './SmsCodeButton'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'

const meta = {
  title: 'Accounts/SmsCodeButton',
  component: SmsCodeButton,
  args: { onSend: fn() },
} satisfies Meta<typeof SmsCodeButton>

export default meta

/** Behaviour over time runs on a manual clock the play function moves (never a wait on the real one). */
let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}
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

/**
 * The server refused to send (too many requests): a warning dialog shows its message; its button closes it, focus
 * is back on the send button, which is available again (not counting down) and sends again a second later.
 */
export const SendFails: Story = {
  beforeEach: driveTime,
  args: { onSend: fn(() => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('too-many-requests')), 100))) },
  render: (args, { globals }) => <SmsCodeButton {...args} failureMessage={storyT(globals)('errors:smsTooManyRequests')} />,
  parameters: { screenshot: { disable: true } }, // ends as Playground; CodeSendFailedDialog's stories show the warning
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const send = within(canvasElement).getByRole('button', { name: t('auth:sms.send') })
    await userEvent.click(send)
    await expectCodeSendFailed(t, t('errors:smsTooManyRequests'), send)
    await expect(args.onSend).toHaveBeenCalledTimes(1)
    manualTime.advance(1050) // one press per second
    await userEvent.keyboard('{Enter}')
    await expect(args.onSend).toHaveBeenCalledTimes(2)
    await expectCodeSendFailed(t, t('errors:smsTooManyRequests'), send)
  },
}

/** Disabled while the form is busy. */
export const Disabled: Story = { args: { disabled: true } }
