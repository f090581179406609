import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoIncome, STORY_NOW, STORY_TODAY } from '../fixtures'
import { AgentIncomeTable } from './AgentIncomeTable'

const meta = {
  title: 'Agents/AgentIncomeTable',
  component: AgentIncomeTable,
  args: {
    answer: demoIncome,
    loading: false,
    error: null,
    onRetry: fn(),
    range: { range: 'thisWeek' },
    onRangeChange: fn(),
    page: 1,
    onPageChange: fn(),
    today: STORY_TODAY,
    currency: demoCurrency,
    csv: { fetchRows: fn(async () => demoIncome.list), busy: false, fileName: 'my-income' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof AgentIncomeTable>

export default meta
type Story = StoryObj<typeof meta>

/** The agent's income per day this week, and the server's totals. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: t('agents:menu.agentRevenueReport') })
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('฿ 6,028.50')
  },
}

/** A custom range: the two days, and the problem said when the end is before the start. */
export const CustomRange: Story = {
  args: { range: { range: 'custom', from: '2026-03-10', to: '2026-03-02' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('agents:errors.rangeReversed'))
    await userEvent.click(canvas.getByRole('button', { name: t('agents:range.yesterday') }))
    await expect(args.onRangeChange).toHaveBeenCalledWith({ range: 'yesterday' })
  },
}

/** No income in the period: says what shows here. */
export const Empty: Story = {
  args: { answer: { ...demoIncome, list: [], totalCount: 0, totalPages: 0, footer: { fromUpline: '0.00', wages: '0.00', total: '0.00' } } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:income.emptyHint'))).toBeVisible()
  },
}

/** The first page is awaited. */
export const Loading: Story = {
  args: { answer: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:table.loading'))
  },
}

/** Loading failed; the agent retries. */
export const Error: Story = {
  args: { answer: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
