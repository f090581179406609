import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoProfitLoss, emptyProfitLoss, STORY_NOW, STORY_TODAY } from '../fixtures'
import { TeamProfitLossTable, type TeamProfitLossFilter, type TeamProfitLossTableProps } from './TeamProfitLossTable'

function Stateful(args: TeamProfitLossTableProps) {
  const [filter, setFilter] = useState<TeamProfitLossFilter>(args.filter)
  return (
    <TeamProfitLossTable
      {...args}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next)
        args.onFilterChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Agents/TeamProfitLossTable',
  component: TeamProfitLossTable,
  args: {
    answer: demoProfitLoss,
    loading: false,
    error: null,
    onRetry: fn(),
    filter: { range: { range: 'thisWeek' }, sort: 'netProfit', order: 'desc' },
    onFilterChange: fn(),
    page: 1,
    onPageChange: fn(),
    today: STORY_TODAY,
    currency: demoCurrency,
    csv: { fetchRows: fn(async () => demoProfitLoss.list), busy: false, fileName: 'team-profit-loss' },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof TeamProfitLossTable>

export default meta
type Story = StoryObj<typeof meta>

/** This week's play per member and per sub-agent line, sorted by the net result, with the server's totals row. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: t('agents:menu.palStatementsAgentCopy') })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(demoProfitLoss.list.length + 2)
    const totals = rows.at(-1)!
    await expect(within(totals).getByRole('rowheader')).toHaveTextContent(t('agents:table.totals'))
    // The footer is the server's (every row of the filter), not this page's sum.
    await expect(totals).toHaveTextContent('฿ 70,120.25')
    await expect(totals).toHaveTextContent('฿ -4,990.25')
    await expect(within(table).getByRole('columnheader', { name: new RegExp(t('agents:figures.netProfit')) })).toHaveAttribute('aria-sort', 'descending')
  },
}

/** The wins header sorts by wins; a sub-agent's row opens its line; another range asks again. */
export const SortAndOpenLine: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('agents:figures.wins') }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'wins', order: 'desc' }))
    await userEvent.click(canvas.getByRole('button', { name: t('agents:line.open', { account: 'subagent01' }) }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ parent: 'subagent01' }))
    await userEvent.click(canvas.getByRole('button', { name: t('agents:range.lastMonth') }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ range: { range: 'lastMonth' } }))
  },
}

/** No play in the range: says so and suggests another period. */
export const Empty: Story = {
  args: { answer: emptyProfitLoss },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('agents:profitLoss.emptyTitle'))).toBeVisible()
    await expect(within(canvasElement).getByText(t('agents:report.emptyHint'))).toBeVisible()
  },
}

/** Another page is on its way: the rows shown dim and paging waits. */
export const Refreshing: Story = {
  args: { loading: true },
  parameters: { screenshot: { disable: true } }, // the overlay is the LoadingOverlay's own picture
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('common:pagination.next') })).toBeDisabled()
  },
}

/** Loading failed. */
export const Error: Story = {
  args: { answer: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Cannot reach the server')
  },
}
