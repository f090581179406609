import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoOverview } from '../fixtures'
import { DailyChart } from './DailyChart'

const points = demoOverview.daily.map((day) => ({ day: day.day, bar: day.validBets, line: day.netProfit }))

const meta = {
  title: 'Agents/DailyChart',
  component: DailyChart,
  args: {
    points,
    title: 'Per day',
    summary: 'From 9 to 14 March: valid bets ฿ 67,871.25, net profit/loss ฿ -4,990.25.',
    dayLabel: 'Day',
    barLabel: 'Valid bets',
    lineLabel: 'Net profit/loss',
    formatDay: (day: string) => day.slice(5),
    formatValue: (value: string) => `฿ ${value}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DailyChart>

export default meta
type Story = StoryObj<typeof meta>

/** Bars of valid bets, a line of the net result around the zero line; one picture for screen readers, and a table of the days. */
export const Playground: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: args.summary })).toBeVisible()
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(points.length)
    await expect(canvasElement.querySelector('svg text')).toBeNull()
    const table = canvas.getByRole('table', { name: args.title })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(points.length + 1)
    await expect(rows[1]).toHaveTextContent('03-09฿ 12500.00฿ -1250.00')
  },
}

/** Bars only, every figure below zero. */
export const NegativeBarsOnly: Story = {
  args: { points: points.map((point) => ({ day: point.day, bar: point.line! })), lineLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('path')).toBeNull()
  },
}
