import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { demoCurrency, demoSubagentContracts, WAGES_NOW } from '../fixtures'
import { DownlineSlots } from './DownlineSlots'

const meta = {
  title: 'Contracts/DownlineSlots',
  component: DownlineSlots,
  args: { contracts: demoSubagentContracts, error: null, onRetry: fn(), currency: demoCurrency },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof DownlineSlots>

export default meta
type Story = StoryObj<typeof meta>

/** A downline's contracts per kind and game type: in force, waiting, and its history. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table').length).toBeGreaterThan(0)
  },
}
