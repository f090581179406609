import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { STORY_NOW, STORY_TODAY, weekPeriod } from '../fixtures'
import { ReportRangeFilter, type ReportRangeFilterProps } from './ReportRangeFilter'
import type { ReportRangeValue } from './reportRange'

function Stateful(args: ReportRangeFilterProps) {
  const [value, setValue] = useState<ReportRangeValue>(args.value)
  return (
    <ReportRangeFilter
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
  title: 'Agents/ReportRangeFilter',
  component: ReportRangeFilter,
  args: { value: { range: 'thisWeek' }, onChange: fn(), today: STORY_TODAY, period: weekPeriod },
  render: (args) => <Stateful {...args} />,
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof ReportRangeFilter>

export default meta
type Story = StoryObj<typeof meta>

/** The seven ranges, this week chosen (and the days the server said it covers). */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const group = within(canvasElement).getByRole('group', { name: t('agents:range.label') })
    await expect(within(group).getAllByRole('button')).toHaveLength(7)
    await expect(within(group).getByRole('button', { name: t('agents:range.thisWeek') })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Custom: it starts with the days shown, and the agent types new ones; days backwards say so and ask nothing. */
export const CustomDays: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('agents:range.custom') }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ range: 'custom', from: '2026-03-09', to: '2026-03-14' })
    const from = canvas.getByLabelText(t('agents:range.from'))
    await userEvent.clear(from)
    await userEvent.type(from, '2026-03-20')
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('agents:errors.rangeReversed'))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A custom range longer than 366 days is refused before it is asked. */
export const TooLong: Story = {
  args: { value: { range: 'custom', from: '2024-01-01', to: '2026-03-14' } },
  parameters: { screenshot: { disable: true } }, // looks like CustomDays with another message
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('agents:errors.rangeTooLong'))
  },
}
