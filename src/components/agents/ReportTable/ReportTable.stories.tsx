import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ReportTable, type ReportColumn } from './ReportTable'

type Row = { account: string; bets: string; net: string }
const rows: Row[] = [
  { account: 'somchai88', bets: '12,500.00', net: '1,320.50' },
  { account: 'wang_lei', bets: '4,200.00', net: '-1,100.00' },
]
const columns: ReportColumn<Row>[] = [
  { id: 'account', header: 'Account', card: 'title', sortable: true, cell: (row) => row.account },
  { id: 'bets', header: 'Bets', align: 'end', sortable: true, cell: (row) => row.bets },
  { id: 'net', header: 'Net', align: 'end', cell: (row) => row.net },
]

const meta = {
  title: 'Agents/ReportTable',
  component: ReportTable<Row>,
  args: {
    caption: 'Profit and loss',
    columns,
    rows,
    rowKey: (row: Row) => row.account,
    loading: false,
    error: null,
    onRetry: fn(),
    emptyTitle: 'No play',
    emptyHint: 'Choose another period.',
    footer: { bets: '70,120.25', net: '-4,990.25' },
    sort: { by: 'bets', order: 'desc' },
    onSortChange: fn(),
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 800 }}>{Story()}</div>],
} satisfies Meta<typeof ReportTable<Row>>

export default meta
type Story = StoryObj<typeof meta>

/** Sortable headers (bets sorted), the server's totals row, and pages. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: 'Profit and loss' })
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(`${t('agents:table.totals')}70,120.25-4,990.25`)
    await userEvent.click(within(table).getByRole('button', { name: /Bets/ }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ by: 'bets', order: 'asc' })
    await userEvent.click(within(table).getByRole('button', { name: 'Account' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ by: 'account', order: 'desc' })
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** On a phone: a card per row (its title, then labelled figures) and the totals as a group. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows it
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(within(canvas.getByRole('list', { name: 'Profit and loss' })).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('group', { name: storyT(globals)('agents:table.totals') })).toHaveTextContent('70,120.25')
  },
}
