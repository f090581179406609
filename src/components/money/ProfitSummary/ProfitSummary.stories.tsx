import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import type { PeriodFilterValue } from '../PeriodFilter/periodRange'
import { demoCurrency, demoProfit, idleProfit, lossProfit, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { ProfitSummary, type ProfitSummaryProps } from './ProfitSummary'

/** Keeps the period, as the page does, and reports each change to the `onChange` action. */
function Stateful(args: ProfitSummaryProps) {
  const [value, setValue] = useState<PeriodFilterValue>(args.value)
  return (
    <ProfitSummary
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next)
        args.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Money/ProfitSummary',
  component: ProfitSummary,
  args: { data: demoProfit, error: null, onRetry: fn(), value: { period: 'thisWeek' }, onChange: fn(), currency: demoCurrency },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof ProfitSummary>

export default meta
type Story = StoryObj<typeof meta>

/** A good week: the profit as a gain, then the figures; the person switches to this month. */
export const Playground: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:records.profit.title') })).toBeVisible()
    await expect(canvas.getByText('+฿ 3,895.60')).toBeVisible()
    await expect(canvas.getByText('฿ 8,450.00')).toBeVisible()
    await expect(canvas.getByText('1,284')).toBeVisible()
    await expect(canvas.queryByText(t('wallet:records.profit.noActivity'))).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:period.thisMonth') }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ period: 'thisMonth' })
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A bad week: bets above wins, the profit as a loss with a true minus. */
export const Loss: Story = {
  args: { data: lossProfit },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('\u2212฿ 1,324.75')).toBeVisible()
  },
}

/** Nothing in the period: the zeros, and a note saying so. */
export const NoActivity: Story = {
  args: { data: idleProfit, value: { period: 'today' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(storyT(globals)('wallet:records.profit.noActivity'))).toBeVisible()
    await expect(canvas.getAllByText('฿ 0.00').length).toBeGreaterThanOrEqual(6)
  },
}

/** The figures load: skeletons in their place, and a status for screen readers. */
export const Loading: Story = {
  args: { data: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('wallet:records.profit.loading'))
  },
}

/** Loading failed: the message and a retry, which the person presses; the period can still be changed. */
export const Error: Story = {
  args: { data: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(t('wallet:records.profit.errorTitle'))
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A custom period: the person picks custom (it starts from this week's days) and types the first day. */
export const CustomPeriod: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:period.custom') }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2026-03-09', end: '2026-03-14' })
    const start = canvas.getByLabelText(t('wallet:period.start'))
    await userEvent.clear(start)
    await userEvent.type(start, '2026-02-01')
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2026-02-01', end: '2026-03-14' }))
    start.blur()
  },
}

/** On a 360 px phone the figures go two by two, the profit across. */
export const Phone: Story = {
  args: { data: lossProfit },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
