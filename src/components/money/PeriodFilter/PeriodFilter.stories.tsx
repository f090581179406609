import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { STORY_NOW } from '../TransactionHistoryView/fixtures'
import { PeriodFilter, type PeriodFilterProps } from './PeriodFilter'
import type { PeriodFilterValue } from './periodRange'

/** Keeps the value, as the page does, and reports each change to the `onChange` action. */
function Stateful(args: PeriodFilterProps) {
  const [value, setValue] = useState<PeriodFilterValue>(args.value)
  return (
    <PeriodFilter
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
  title: 'Money/PeriodFilter',
  component: PeriodFilter,
  args: { value: { period: 'today' }, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof PeriodFilter>

export default meta
type Story = StoryObj<typeof meta>

/** The five periods as toggle buttons in a labelled group; a person picks "this week". */
export const Playground: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: t('wallet:period.label') })
    await expect(within(group).getAllByRole('button')).toHaveLength(5)
    await expect(within(group).getByRole('button', { name: t('wallet:period.today') })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(group).getByRole('button', { name: t('wallet:period.thisWeek') }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ period: 'thisWeek' })
    await expect(within(group).getByRole('button', { name: t('wallet:period.thisWeek') })).toHaveAttribute('aria-pressed', 'true')
    await expect(within(group).getByRole('button', { name: t('wallet:period.today') })).toHaveAttribute('aria-pressed', 'false')
    // Nothing to fill in unless the period is custom.
    await expect(canvas.queryByLabelText(t('wallet:period.start'))).toBeNull()
  },
}

/**
 * Custom: picking it starts from the days of the period shown (this month: 1 to 14 March); the person then types
 * a first day, by keyboard.
 */
export const CustomPeriod: Story = {
  args: { value: { period: 'thisMonth' } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:period.custom') }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2026-03-01', end: '2026-03-14' })
    const start = canvas.getByLabelText(t('wallet:period.start'))
    const end = canvas.getByLabelText(t('wallet:period.end'))
    await expect(start).toHaveAttribute('type', 'date')
    await expect(start).toHaveValue('2026-03-01')
    await expect(end).toHaveValue('2026-03-14')
    await userEvent.clear(start)
    await userEvent.type(start, '2026-03-05')
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2026-03-05', end: '2026-03-14' }))
    await expect(start).toHaveValue('2026-03-05')
    start.blur()
  },
}

/** A custom period that ends before it starts: the end field says so. */
export const EndBeforeStart: Story = {
  args: { value: { period: 'custom', start: '2026-03-10', end: '2026-03-02' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('wallet:period.endBeforeStart'))
    await expect(canvas.getByLabelText(t('wallet:period.end'))).toHaveAccessibleDescription(t('wallet:period.endBeforeStart'))
  },
}

/** Every control disabled. */
export const Disabled: Story = {
  args: { value: { period: 'yesterday' }, disabled: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('wallet:period.yesterday') })).toBeDisabled()
  },
}

/** On a phone the periods wrap and the two days sit side by side. */
export const Phone: Story = {
  args: { value: { period: 'custom', start: '2026-03-01', end: '2026-03-14' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Arabic (English text, right to left), custom open. */
export const RightToLeft: Story = {
  args: { value: { period: 'custom', start: '2026-03-01', end: '2026-03-14' } },
  globals: { language: 'ar' },
}
