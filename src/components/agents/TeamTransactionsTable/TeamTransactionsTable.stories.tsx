import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoTransactions, STORY_NOW, STORY_TODAY } from '../fixtures'
import { TeamTransactionsTable } from './TeamTransactionsTable'

const meta = {
  title: 'Agents/TeamTransactionsTable',
  component: TeamTransactionsTable,
  args: {
    answer: demoTransactions,
    loading: false,
    error: null,
    onRetry: fn(),
    filter: { range: { range: 'thisWeek' }, account: '', type: '' },
    onFilterChange: fn(),
    page: 1,
    onPageChange: fn(),
    today: STORY_TODAY,
    currency: demoCurrency,
    csv: { fetchRows: fn(async () => demoTransactions.list), busy: false, fileName: 'team-transactions' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof TeamTransactionsTable>

export default meta
type Story = StoryObj<typeof meta>

/** The team's ledger entries this week, with the server's money in and out. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: t('agents:menu.agentDownlineTransactionDetailsCopy') })
    const rows = within(table).getAllByRole('row')
    await expect(rows[1]).toHaveTextContent(t('agents:transactions.kind.deposit'))
    await expect(rows[2]).toHaveTextContent('฿ -1,200.00')
    await expect(rows.at(-1)).toHaveTextContent(`${t('agents:transactions.credits')} ฿ 5,300.00`)
  },
}

/** Choosing a kind of entry filters by it. */
export const FilterByKind: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: t('agents:columns.type') }))
    await userEvent.click(await within(document.body).findByRole('option', { name: t('agents:transactions.kind.withdrawal') }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'withdrawal' }))
  },
}

/** Nothing in the period. */
export const Empty: Story = {
  args: { answer: { ...demoTransactions, list: [], totalCount: 0, totalPages: 0, footer: { credits: '0.00', debits: '0.00' } } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:transactions.emptyTitle'))).toBeVisible()
  },
}
