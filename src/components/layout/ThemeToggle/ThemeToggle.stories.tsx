import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { storyT } from '../fixtures'
import { ThemeToggle } from './ThemeToggle'

const meta = {
  title: 'Layout/ThemeToggle',
  component: ThemeToggle,
  args: { mode: 'dark', modes: ['dark', 'light'], onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>

export default meta
type Story = StoryObj<typeof meta>

/** In dark mode the button offers light mode, and says so (its hint shows while the pointer is on it). */
export const Dark: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('layout:theme.switchToLight') }))
    await expect(args.onToggle).toHaveBeenCalledTimes(1)
    // The hint's code loads on the first hover: wait for it, so the picture always shows it.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(t('layout:theme.switchToLight'))
  },
}

/** In light mode it offers dark mode. */
export const Light: Story = {
  args: { mode: 'light' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('layout:theme.switchToDark') })).toBeVisible()
  },
}

/** A brand that allows one mode has no toggle. */
export const SingleMode: Story = {
  args: { mode: 'light', modes: ['light'] },
  parameters: { screenshot: { disable: true } }, // renders nothing: there is nothing to photograph
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
