import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoHistory, demoWalletNames, emptyHistory, shortHistory, STORY_NOW } from './fixtures'
import { TRANSACTION_TYPE_LABEL_KEYS, TransactionHistoryView, type TransactionHistoryFilter, type TransactionHistoryViewProps } from './TransactionHistoryView'

/** Keeps the filter and the page, as the page's store does (a new filter goes back to page 1), and reports each change. */
function Stateful(args: TransactionHistoryViewProps) {
  const [filter, setFilter] = useState<TransactionHistoryFilter>(args.filter)
  const [page, setPage] = useState(args.page)
  return (
    <TransactionHistoryView
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next) => {
        setFilter(next)
        setPage(1)
        args.onFilterChange(next)
      }}
      onPageChange={(next) => {
        setPage(next)
        args.onPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Money/TransactionHistoryView',
  component: TransactionHistoryView,
  args: {
    data: demoHistory,
    loading: false,
    error: null,
    onRetry: fn(),
    filter: { type: 'all', period: { period: 'thisWeek' } },
    onFilterChange: fn(),
    page: 1,
    onPageChange: fn(),
    walletNames: demoWalletNames,
    currency: demoCurrency,
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof TransactionHistoryView>

export default meta
type Story = StoryObj<typeof meta>

/** The records of this week, with their filters and the totals of the whole filter. */
export const Playground: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('combobox', { name: t('wallet:records.typeLabel') })).toHaveTextContent(t('wallet:records.allTypes'))
  },
}

/** A person narrows the records to deposits with the type select. */
export const FilterByType: Story = {
  render: (args) => <Stateful {...args} />,
  // Behaviour only: it ends looking like Playground with another type chosen (and a select just closed, whose
  // re-themed second picture was not always stable).
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const type = canvas.getByRole('combobox', { name: t('wallet:records.typeLabel') })
    await expect(type).toHaveTextContent(t('wallet:records.allTypes'))
    await userEvent.click(type)
    const listbox = await screen.findByRole('listbox')
    // "All types" and one per kind of movement.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(Object.keys(TRANSACTION_TYPE_LABEL_KEYS).length + 1)
    await userEvent.click(within(listbox).getByRole('option', { name: t('wallet:records.types.deposit') }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ type: 'deposit', period: { period: 'thisWeek' } })
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(type).toHaveTextContent(t('wallet:records.types.deposit'))
    await waitFor(() => expect(type).toHaveFocus())
    type.blur()
  },
}

/**
 * A page of mixed records: deposits, a transfer to House Slots (its wallets and the amount moved), bets and a win,
 * a withdrawal asked for and refused, a bonus; the totals over the whole filter; the person goes to page 2.
 */
export const MixedRecords: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: t('wallet:records.title') })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(demoHistory.list.length + 1)
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      ['time', 'type', 'amount', 'balanceAfter', 'reference'].map((column) => t(`wallet:records.columns.${column}`)),
    )
    // Newest first: a bet out, then the win in, in the gain and loss colours' signs.
    await expect(rows[1]).toHaveTextContent(t('wallet:records.types.bet'))
    await expect(rows[1]).toHaveTextContent('\u2212฿ 50.00')
    await expect(rows[2]).toHaveTextContent('+฿ 12,345.60')
    // The transfer: from the main wallet to House Slots, the amount moved, no reference.
    const transfer = rows[4]!
    await expect(transfer).toHaveTextContent(t('wallet:records.transferRouteSpoken', { from: t('wallet:records.mainWallet'), to: 'House Slots' }))
    await expect(transfer).toHaveTextContent('฿ 500.00')
    await expect(transfer).toHaveTextContent(t('wallet:records.noReference'))
    await expect(canvas.getByText(t('wallet:records.count', { count: demoHistory.totalCount }))).toBeVisible()
    await expect(canvas.getByText('+฿ 16,245.60')).toBeVisible()
    await expect(canvas.getByText('\u2212฿ 1,150.00')).toBeVisible()

    const pages = canvas.getByRole('navigation', { name: t('wallet:records.pages') })
    await userEvent.click(within(pages).getByRole('button', { name: t('common:pagination.page', { page: 2 }) }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The first answer is awaited: skeleton rows and a status for screen readers. */
export const Loading: Story = {
  args: { data: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('wallet:records.loading'))
  },
}

/** A new page is on its way: the records shown dim and are busy, paging waits. */
export const Refreshing: Story = {
  args: { loading: true, page: 2 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('common:pagination.next') })).toBeDisabled()
  },
}

/** Nothing matches the filter. */
export const Empty: Story = {
  args: { data: emptyHistory, filter: { type: 'withdrawal_reject', period: { period: 'today' } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('wallet:records.empty'))).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** Loading failed: the message and a retry, which the person presses. */
export const Error: Story = {
  args: { data: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(t('wallet:records.errorTitle'))
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A custom period: the person picks it and types the last day; the whole filter goes out each time. */
export const CustomPeriod: Story = {
  args: { filter: { type: 'bet', period: { period: 'custom', start: '2026-03-01', end: '2026-03-07' } } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const end = canvas.getByLabelText(t('wallet:period.end'))
    await expect(end).toHaveValue('2026-03-07')
    await userEvent.clear(end)
    await userEvent.type(end, '2026-03-12')
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({ type: 'bet', period: { period: 'custom', start: '2026-03-01', end: '2026-03-12' } }))
    end.blur()
  },
}

/** On a 360 px phone the records are cards: nothing scrolls sideways. */
export const Phone: Story = {
  args: { data: shortHistory },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    const list = canvas.getByRole('list', { name: t('wallet:records.title') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(shortHistory.list.length)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Arabic (English text, right to left): the transfer's arrow points the way the page reads; also at phone width. */
export const RightToLeft: Story = {
  args: { data: shortHistory },
  globals: { language: 'ar' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const transfer = within(canvasElement).getAllByRole('row')[1]!
    await expect(transfer).toHaveTextContent(`${t('wallet:records.mainWallet')} \u2190 House Slots`)
  },
}
