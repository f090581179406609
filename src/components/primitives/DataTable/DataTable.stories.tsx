import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AmountText } from '../AmountText'
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable'

interface Transfer {
  id: string
  date: string
  type: string
  amount: string
}

const ALL_ROWS: Transfer[] = Array.from({ length: 47 }, (_, i) => ({
  id: `T${String(1000 + i)}`,
  date: `2026-01-${String(15 - (i % 14)).padStart(2, '0')} 12:${String(i % 60).padStart(2, '0')}`,
  type: i % 3 === 0 ? 'Deposit' : i % 3 === 1 ? 'Withdrawal' : 'Bonus',
  amount: (((i * 7919) % 50000) / 10 + (i % 3 === 1 ? -100 : 0)).toFixed(2),
}))

const PAGE_SIZE = 5

const columns: DataTableColumn<Transfer>[] = [
  { id: 'id', header: 'Reference', cell: (row) => row.id },
  { id: 'date', header: 'Time', cell: (row) => row.date },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => <AmountText value={row.amount} /> },
]

/** Pages through the fixed rows locally, as a page of the portal would page through server results. */
function PagedTable(args: DataTableProps<Transfer>) {
  const [page, setPage] = useState(1)
  const pageCount = Math.ceil(ALL_ROWS.length / PAGE_SIZE)
  return (
    <DataTable
      {...args}
      rows={ALL_ROWS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      pagination={{
        page,
        pageCount,
        onPageChange: (next) => {
          setPage(next)
          args.pagination?.onPageChange(next)
        },
      }}
    />
  )
}

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<Transfer>,
  args: {
    caption: 'Transfer history',
    columns,
    rows: ALL_ROWS.slice(0, PAGE_SIZE),
    rowKey: (row: Transfer) => row.id,
    onRetry: fn(),
  },
  globals: { language: 'en' },
} satisfies Meta<typeof DataTable<Transfer>>

export default meta
type Story = StoryObj<typeof meta>

/** Rows with pagination under them; a person moves to page 2 and to the last page. */
export const Playground: Story = {
  args: { pagination: { page: 1, pageCount: 10, onPageChange: fn() } },
  render: (args) => <PagedTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Transfer history' })
    await expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1)
    await expect(within(table).getByRole('cell', { name: 'T1000' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await expect(args.pagination?.onPageChange).toHaveBeenLastCalledWith(2)
    await expect(within(table).getByRole('cell', { name: 'T1005' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }))
    await expect(within(table).getAllByRole('row')).toHaveLength(2 + 1) // 47 rows: 2 on the last page
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

/** The caption can also be shown as a title. */
export const VisibleCaption: Story = { args: { showCaption: true } }

/** Loading: a status row, the table is busy. */
export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading data…')
  },
}

/** No rows. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found.')).toBeVisible()
  },
}

/** Loading failed: the message and a retry. */
export const Error: Story = {
  args: { rows: [], error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
