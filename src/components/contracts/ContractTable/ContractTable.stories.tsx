import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { settleForPicture } from '../fixtures'
import { ContractTable, type ContractColumn, type ContractTableProps } from './ContractTable'

interface Row {
  id: string
  account: string
  figure: string
}

const rows: Row[] = [
  { id: '1', account: 'demosubagent', figure: '1,250.00' },
  { id: '2', account: 'subagent07', figure: '96.00' },
]

const columns: ContractColumn<Row>[] = [
  { id: 'account', header: 'Account', card: 'title', cell: (row) => <bdi>{row.account}</bdi> },
  { id: 'figure', header: 'Amount', align: 'end', cell: (row) => row.figure },
  { id: 'note', header: 'Note', cell: () => 'A line of text' },
]

const meta = {
  title: 'Contracts/ContractTable',
  component: ContractTable<Row>,
  args: {
    caption: 'Salaries of the line',
    columns,
    rows,
    rowKey: (row: Row) => row.id,
    loading: false,
    error: null,
    onRetry: fn(),
    emptyTitle: 'Nothing yet',
    emptyHint: 'What would show here shows once there is some.',
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<ContractTableProps<Row>>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A table with a caption and column headings where its box is wide; at phone width one card per row, the title
 * column as the card's heading, so nothing scrolls sideways. Pages under it.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Salaries of the line' })
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Account', 'Amount', 'Note'])
    await expect(within(table).getAllByRole('row')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common:pagination.page', { page: 2 }) }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    settleForPicture()
  },
}

/** On a phone: the rows are a list of cards, each figure labelled; the table is not shown. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows it
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible()
    const list = canvas.getByRole('list', { name: 'Salaries of the line' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Another page is on its way: the rows dim and say so, paging waits. */
export const Reloading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.table.loading'))
  },
}

/** Before the first answer: skeleton rows, said once to screen readers. */
export const Loading: Story = {
  args: { rows: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.table.loading'))
  },
}

/** Nothing to show: what shows here, and when. */
export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing yet')).toBeVisible()
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}

/** Reading failed: the message and a retry. */
export const Error: Story = {
  args: { rows: [], error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args, globals }) => {
    const alert = within(canvasElement).getByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}
