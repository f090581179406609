import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../fixtures'
import { BalanceChip, type BalanceChipProps } from './BalanceChip'

const meta = {
  title: 'Layout/BalanceChip',
  component: BalanceChip,
  args: { currencySymbol: '฿', balance: '1234567.891', hidden: false, loading: false, onRefresh: fn(), onToggleHidden: fn() },
} satisfies Meta<typeof BalanceChip>

export default meta
type Story = StoryObj<typeof meta>

/** Two decimals and thousands separators: 1,234,567.89. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234,567.89')).toBeVisible()
  },
}

/** No balance yet: the "balance updating" text. */
export const Updating: Story = {
  args: { balance: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('common:balanceUpdating'))).toBeVisible()
  },
}

/** A refresh in flight: the button is busy and cannot be pressed again. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('layout:balance.refresh') })).toBeDisabled()
  },
}

/** Hidden: a mask on screen, "amount hidden" for screen readers. */
export const Hidden: Story = { args: { hidden: true } }

/** Hide, then show again, as the portal would keep the state. */
export const ToggleHidden: Story = {
  render: function Render(args: BalanceChipProps) {
    const [hidden, setHidden] = useState(args.hidden)
    return (
      <BalanceChip
        {...args}
        hidden={hidden}
        onToggleHidden={() => {
          args.onToggleHidden()
          setHidden((value) => !value)
        }}
      />
    )
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('layout:balance.hide') }))
    await expect(args.onToggleHidden).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByText('1,234,567.89')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('layout:balance.show') }))
    await expect(canvas.getByText('1,234,567.89')).toBeVisible()
  },
}
