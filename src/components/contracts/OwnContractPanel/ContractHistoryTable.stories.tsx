import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { demoHistory, WAGES_NOW } from '../fixtures'
import { ContractHistoryTable } from './ContractHistoryTable'

const meta = {
  title: 'Contracts/ContractHistoryTable',
  component: ContractHistoryTable,
  args: { caption: 'History', events: demoHistory, error: null, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof ContractHistoryTable>

export default meta
type Story = StoryObj<typeof meta>

/** Each step of a contract's history with who and when, newest first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'History' })
    await expect(within(table).getAllByRole('row').length).toBe(demoHistory.length + 1)
  },
}
