import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ReportFrame } from './ReportFrame'

const meta = {
  title: 'Agents/ReportFrame',
  component: ReportFrame,
  args: {
    title: 'Team betting',
    actions: <Button variant="outlined">Export CSV</Button>,
    above: <span>demoagent › demosubagent</span>,
    filters: <span>Period: this month</span>,
    children: <p>Rows of the report</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof ReportFrame>

export default meta
type Story = StoryObj<typeof meta>

/** A report's frame: its heading and buttons, the line it is of, its filters in a labelled group, then its rows. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3, name: 'Team betting' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: storyT(globals)('agents:table.filters') })).toHaveTextContent('Period: this month')
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  },
}

/** Without filters there is no empty filter group. */
export const WithoutFilters: Story = {
  args: { filters: undefined, above: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByRole('group', { name: storyT(globals)('agents:table.filters') })).toBeNull()
  },
}
