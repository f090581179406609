import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, within } from 'storybook/test'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No bets yet', description: 'Bets you place in the last 30 days appear here.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** With a call to action. */
export const WithAction: Story = {
  args: { action: <Button variant="contained">Browse games</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Browse games' })).toBeEnabled()
  },
}

/** Default title from `common` (Thai). */
export const DefaultTitle: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีรายการ')).toBeVisible()
  },
}

/** Compact, for tables and small panels. */
export const Compact: Story = { args: { compact: true } }
