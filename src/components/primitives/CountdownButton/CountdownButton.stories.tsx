import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { CountdownButton } from './CountdownButton'
import { installManualTime, type ManualTime } from '../timeSource'

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: {
    label: 'Send code',
    loadingLabel: 'Sending…',
    countdownLabel: (seconds: number) => `Resend in ${seconds} s`,
    startedAnnouncement: (seconds: number) => `Code sent. Ask again in ${seconds} seconds.`,
    readyAnnouncement: 'You can ask for a new code now.',
    onClick: fn(),
  },
} satisfies Meta<typeof CountdownButton>

export default meta

/** Behaviour over time runs on a manual clock the play function moves (never a wait on the real one). */
let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}
type Story = StoryObj<typeof meta>

/** Available: ready to send. */
export const Playground: Story = {}

/**
 * A click with an instant action starts the countdown from `seconds`; it is announced once, politely; a second
 * click during the countdown does nothing; at zero the button is available again and says so.
 */
export const CountsDown: Story = {
  beforeEach: driveTime,
  args: { seconds: 2 },
  parameters: { screenshot: { disable: true } }, // behaviour over time; Countdown shows the look
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    const counting = canvas.getByRole('button', { name: 'Resend in 2 s' })
    await expect(counting).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent. Ask again in 2 seconds.')
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    manualTime.advance(1000)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend in 1 s' })).toBeVisible())
    manualTime.advance(1000)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled())
    await expect(canvas.getByRole('status')).toHaveTextContent('You can ask for a new code now.')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

/** While the request runs the button shows progress and ignores clicks; the length the action returns wins. */
export const LoadingThenServerLength: Story = {
  parameters: { screenshot: { disable: true } }, // the loading frame is transient
  args: {
    onClick: fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(300), 300))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Send code' })
    await userEvent.click(button)
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Sending…' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend in 300 s' })).toBeDisabled())
  },
}

/** A failed request makes it available again, and a click within the same second is still ignored. */
export const FailedRequest: Story = {
  beforeEach: driveTime,
  parameters: { screenshot: { disable: true } }, // ends as Playground
  args: { onClick: fn(() => Promise.reject(new Error('too-many-requests'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    const again = await canvas.findByRole('button', { name: 'Send code' })
    await userEvent.click(again)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    manualTime.advance(1050) // one press per second
    await userEvent.click(again)
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

/** An action that did nothing (`false`, e.g. the number is not valid yet) leaves it available and the click uncounted. */
export const NothingDone: Story = {
  parameters: { screenshot: { disable: true } }, // ends as Playground
  args: { onClick: fn(() => false as const) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(args.onClick).toHaveBeenCalledTimes(2)
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled()
  },
}

/** In the countdown (here a long one, so the picture holds still for the screenshot). */
export const Countdown: Story = {
  args: { initialCountdown: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Resend in 4[45] s/ })).toBeDisabled()
  },
  parameters: { screenshot: { disable: true } }, // the number ticks every second
}

/** Right to left: the progress icon and text swap sides. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
