import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Typography from '@mui/material/Typography'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import type { PeriodFilterValue } from '../PeriodFilter/periodRange'
import { STORY_NOW } from '../TransactionHistoryView/fixtures'
import { RecordsList, RecordsSelect, type RecordsListText, type RecordsPage } from './RecordsList'

/** A points-mall redemption, as a report of one would list it. */
interface Redemption {
  id: string
  day: string
  item: string
  kind: 'voucher' | 'gift'
  points: number
}

type RedemptionPage = RecordsPage<Redemption> & { totalCount: number; pointsSpent: number }

const redemptions: RedemptionPage = {
  list: [
    { id: 'R-3', day: '14 Mar 2026', item: 'Free spins ×20', kind: 'voucher', points: 1200 },
    { id: 'R-2', day: '12 Mar 2026', item: 'Team jersey', kind: 'gift', points: 8000 },
    { id: 'R-1', day: '10 Mar 2026', item: 'Deposit bonus 10%', kind: 'voucher', points: 2500 },
  ],
  totalPages: 2,
  totalCount: 5,
  pointsSpent: 14200,
}

const text: RecordsListText = {
  title: 'Redemptions',
  filters: 'Filter redemptions',
  list: 'Redemptions, newest first',
  loading: 'Loading redemptions…',
  errorTitle: 'Redemptions could not be loaded',
  empty: 'No redemptions in this period',
  emptyHint: 'Pick a longer period, or another kind.',
  pages: 'Pages of redemptions',
}

const KINDS = [
  { value: 'voucher', label: 'Vouchers' },
  { value: 'gift', label: 'Gifts' },
] as const

/** A report built from a column list: a kind filter, the period, its columns and cards, and its totals. */
function Redemptions({ data, loading = false, error = null, onRetry = fn(), onPageChange = fn() }: { data: RedemptionPage | null; loading?: boolean; error?: string | null; onRetry?: () => void; onPageChange?: (page: number) => void }) {
  const [kind, setKind] = useState<'' | Redemption['kind']>('')
  const [period, setPeriod] = useState<PeriodFilterValue>({ period: 'thisMonth' })
  const [page, setPage] = useState(1)
  const points = (value: number) => `${value.toLocaleString('en-US')} pts`
  return (
    <RecordsList
      text={text}
      filters={<RecordsSelect label="Kind" value={kind} allValue="" allLabel="All kinds" options={KINDS} onChange={setKind} width={{ min: 160, max: 240 }} />}
      period={period}
      onPeriodChange={setPeriod}
      data={data}
      loading={loading}
      error={error}
      onRetry={onRetry}
      page={page}
      onPageChange={(next) => {
        setPage(next)
        onPageChange(next)
      }}
      columns={[
        { id: 'day', header: 'Day', cell: (row) => row.day },
        { id: 'item', header: 'Item', cell: (row) => row.item },
        { id: 'points', header: 'Points', align: 'end', cell: (row) => points(row.points) },
      ]}
      rowKey={(row) => row.id}
      renderCard={(row) => (
        <>
          <Typography component="span" variant="body1" sx={{ fontWeight: 600, minWidth: 0 }}>
            {row.item}
          </Typography>
          <Typography component="span" variant="body1" sx={{ fontWeight: 700, textAlign: 'end' }}>
            {points(row.points)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
            {row.day}
          </Typography>
        </>
      )}
      totals={(page) => ({ label: 'Totals', count: `${page.totalCount} redemptions`, figures: [['Points spent', points(page.pointsSpent)]] })}
      tableMinWidth={560}
    />
  )
}

const meta = {
  title: 'Money/RecordsList',
  component: Redemptions,
  args: { data: redemptions },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof Redemptions>

export default meta
type Story = StoryObj<typeof meta>

/** The records of a period as a table, their totals and pages; at phone width, as cards. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Redemptions' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Filter redemptions' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Redemptions' })
    await expect(within(table).getAllByRole('row')).toHaveLength(redemptions.list.length + 1)
    const totals = canvas.getByRole('group', { name: 'Totals' })
    await expect(totals).toHaveTextContent('5 redemptions')
    await expect(totals).toHaveTextContent('14,200 pts')
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Pages of redemptions' })).getByRole('button', { name: t('common:pagination.page', { page: 2 }) }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
  args: { onPageChange: fn() },
}

/** The first answer is awaited: skeleton rows and a status for screen readers. */
export const Loading: Story = {
  args: { data: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading redemptions…')
  },
}

/** A new page is on its way: the records shown dim and are busy, paging waits. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages of redemptions' })
    await expect(within(pages).getByRole('button', { name: storyT(globals)('common:pagination.next') })).toBeDisabled()
  },
}

/** Nothing matches the filter: said, with a hint; no table, no pages. */
export const Empty: Story = {
  args: { data: { list: [], totalPages: 0, totalCount: 0, pointsSpent: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No redemptions in this period')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** Loading failed: the message and a retry, which the person presses. */
export const Failed: Story = {
  args: { data: null, error: 'Cannot reach the server. Check your connection and try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Redemptions could not be loaded')
    await userEvent.click(within(alert).getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
