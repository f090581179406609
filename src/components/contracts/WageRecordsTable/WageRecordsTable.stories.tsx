import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { dailyRecords, demoCurrency, dividendRecords, emptyRecords, realTimeRecords, settleForPicture, WAGES_NOW } from '../fixtures'
import { dividendCarryRecords } from './fixtures'
import { WageRecordsTable } from './WageRecordsTable'

const meta = {
  title: 'Contracts/WageRecordsTable',
  component: WageRecordsTable,
  args: { kind: 'dailySalary', answer: dailyRecords, loading: false, error: null, onRetry: fn(), page: 1, onPageChange: fn(), currency: demoCurrency },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof WageRecordsTable>

export default meta
type Story = StoryObj<typeof meta>

const caption = (t: ReturnType<typeof storyT>, kind: string) => t('agents:contracts.pages.records.caption', { kind: t(`agents:contracts.kind.${kind}`) })

/**
 * Three days of the daily salary: each day's period bet, P&L, active members, tier, rate (a percent with two decimals,
 * an amount) and what was paid; a day no tier was reached pays nothing. Above, the server's total.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: caption(t, 'dailySalary') })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7)
    await expect(rows[1]).toHaveTextContent(/฿\s125,000\.00.*-4,210\.00.*12.*2.*1\.25\s%.*฿\s625\.00/)
    await expect(rows[2]).toHaveTextContent(/฿\s300\.00.*฿\s300\.00/)
    await expect(rows[3]).toHaveTextContent(t('agents:contracts.pages.records.noTier'))
    await expect(canvas.getByText(t('agents:contracts.pages.records.total')).closest('p')).toHaveTextContent('฿ 925.00')
  },
}

/** The dividend: each week from Monday, a net loss paid at the tier's contract rate. */
export const Dividend: Story = {
  args: { kind: 'dividend', answer: dividendRecords },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: caption(t, 'dividend') })
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/15\.50\s%.*฿\s7,750\.00/)
  },
}

/**
 * A dividend with carry-over: each day's deficit carried in (made up from its net loss before the rate) and out to the
 * next, under a line that says so; the day before it, on a version without carry-over, carries nothing (a dash).
 */
export const DividendCarryOver: Story = {
  args: { kind: 'dividend', answer: dividendCarryRecords },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('agents:contracts.pages.records.carriedHint'))).toBeVisible()
    const table = canvas.getByRole('table', { name: caption(t, 'dividend') })
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(8)
    await expect(within(table).getByRole('columnheader', { name: t('agents:contracts.pages.records.carried') })).toBeVisible()
    const rows = within(table).getAllByRole('row')
    // Newest first: the 13th stands alone; the 12th made up 200.00 and paid 10 % of the 300.00 left; the 11th carried
    // 300.00 in and 200.00 on; the 10th, won, carried 300.00 out; the 9th, before carry-over, shows dashes.
    await expect(rows[2]).toHaveTextContent(/-500\.00.*฿\s200\.00.*฿\s0\.00.*฿\s30\.00/)
    await expect(rows[3]).toHaveTextContent(/-100\.00.*฿\s300\.00.*฿\s200\.00.*฿\s0\.00/)
    await expect(rows[4]).toHaveTextContent(/300\.00.*฿\s0\.00.*฿\s300\.00/)
    await expect(rows[5]).toHaveTextContent(/-150\.00.*—.*—.*฿\s15\.00/)
  },
}

/** On a phone's width, a card per day: the deficit carried in and out each on a line of its own. */
export const DividendCarryOverCards: Story = {
  args: { kind: 'dividend', answer: { ...dividendCarryRecords, list: dividendCarryRecords.list.slice(1, 3) } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const cards = within(within(canvasElement).getByRole('list', { name: caption(t, 'dividend') })).getAllByRole('listitem')
    await expect(cards).toHaveLength(2)
    const line = (card: HTMLElement, key: string) => within(card).getByText(t(`agents:contracts.pages.records.${key}`)).nextElementSibling
    await expect(line(cards[0]!, 'carriedIn')).toHaveTextContent('฿ 200.00')
    await expect(line(cards[0]!, 'carriedOut')).toHaveTextContent('฿ 0.00')
    await expect(line(cards[1]!, 'carriedIn')).toHaveTextContent('฿ 300.00')
    await expect(line(cards[1]!, 'carriedOut')).toHaveTextContent('฿ 200.00')
  },
}

/** Without carry-over, the dividend shows no carried amounts and no line about them. */
export const DividendWithoutCarryOver: Story = {
  args: { kind: 'dividend', answer: dividendRecords },
  parameters: { screenshot: { disable: true } }, // behaviour only: the Dividend story is this state's picture
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(t('agents:contracts.pages.records.carriedHint'))).toBeNull()
    await expect(within(canvas.getByRole('table', { name: caption(t, 'dividend') })).getAllByRole('columnheader')).toHaveLength(7)
  },
}

/** The real-time salary's windows of five minutes, paged: the agent asks for the next page. */
export const RealTimePaged: Story = {
  args: { kind: 'realTimeSalary', answer: realTimeRecords },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const table = within(canvas.getByRole('table', { name: caption(t, 'realTimeSalary') }))
    await expect(table.getAllByRole('row')).toHaveLength(3)
    // Each window's stakes by side explain its amount, and a line says how.
    await expect(table.getByRole('columnheader', { name: t('agents:contracts.pages.records.stakes') })).toBeVisible()
    await expect(table.getAllByRole('row')[1]).toHaveTextContent(/40\.00.*600\.00/)
    await expect(canvas.getByText(t('agents:contracts.pages.records.realTimeHint'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('common:pagination.next') }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    settleForPicture()
  },
}

/** Nothing paid of this kind yet: says when payments show. */
export const Empty: Story = {
  args: { answer: emptyRecords },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('agents:contracts.pages.records.emptyHint'))).toBeVisible()
    await expect(within(canvasElement).queryByText(t('agents:contracts.pages.records.total'))).toBeNull()
  },
}

/** The first page is awaited. */
export const Loading: Story = {
  args: { answer: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.table.loading'))
  },
}

/** Reading failed; the agent retries. */
export const Error: Story = {
  args: { answer: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}
