import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { demoDownlineAgents, WAGES_NOW } from '../fixtures'
import { DownlinePicker } from './DownlinePicker'

const meta = {
  title: 'Contracts/DownlinePicker',
  component: DownlinePicker,
  args: { search: '', onSearch: fn(), agents: demoDownlineAgents, onRetry: fn(), page: 1, totalPages: 1, onPageChange: fn(), chosen: 'demosubagent', onChoose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof DownlinePicker>

export default meta
type Story = StoryObj<typeof meta>

/** The direct agents an upline can offer terms to, the chosen one marked. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/demosubagent/).length).toBeGreaterThan(0)
  },
}
