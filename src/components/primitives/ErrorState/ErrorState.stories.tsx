import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorState } from './ErrorState'

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { message: 'Cannot reach the server. Check your connection and try again.', onRetry: fn() },
  globals: { language: 'en' },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

/** With a retry: the message is announced (role alert) and the retry calls back. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Cannot reach the server.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Nothing to retry: no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'Sorry, the service is not available in your region.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** The retry is running. */
export const Retrying: Story = { args: { retrying: true } }

/** Thai defaults. */
export const Thai: Story = { args: { message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้' }, globals: { language: 'th' } }
