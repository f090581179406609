import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ChunkErrorPage } from './ChunkErrorPage'

const meta = {
  title: 'Status/ChunkErrorPage',
  component: ChunkErrorPage,
  args: { type: 'timeout', onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChunkErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** The chunk did not arrive within 120 s; Try again loads it again. */
export const Timeout: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: t('layout:status.chunk.timeoutTitle') })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('layout:status.retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** The chunk is gone (usually a new deployment). */
export const Missing: Story = {
  args: { type: 'missing' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('layout:status.chunk.missingTitle') })).toBeVisible()
  },
}

/** Any other load error (JS or CSS). */
export const LoadError: Story = {
  args: { type: 'error' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('layout:status.chunk.errorTitle') })).toBeVisible()
  },
}
