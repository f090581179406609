import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { errorMessageKey } from '../errors'
import { koiRules } from '../fixtures'
import { SlotsControls, type SlotsControlsProps } from './SlotsControls'

/** Keeps the line bet and lines the way the game screen does, so the steppers can be driven. */
function Stateful(args: SlotsControlsProps) {
  const [lineBet, setLineBet] = useState(args.lineBet)
  const [lines, setLines] = useState(args.lines)
  return (
    <SlotsControls
      {...args}
      lineBet={lineBet}
      lines={lines}
      onLineBetChange={(value) => {
        args.onLineBetChange(value)
        setLineBet(value)
      }}
      onLinesChange={(value) => {
        args.onLinesChange(value)
        setLines(value)
      }}
    />
  )
}

const meta = {
  title: 'Games/House/SlotsControls',
  component: SlotsControls,
  args: {
    lineBets: koiRules.lineBets,
    lineBet: '0.50',
    lines: 20,
    maxLines: 20,
    currency: 'THB',
    decimals: 2,
    onLineBetChange: fn(),
    onLinesChange: fn(),
    onSpin: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof SlotsControls>

export default meta
type Story = StoryObj<typeof meta>

/** Raise the line bet and drop a line: the total follows (0.50 × 20 → 1.00 × 19). Space on the spin button spins. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('total-bet')).toHaveTextContent('฿10.00')
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.lineBetUp') }))
    await expect(args.onLineBetChange).toHaveBeenCalledWith('1.00')
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.linesDown') }))
    await expect(args.onLinesChange).toHaveBeenCalledWith(19)
    await expect(canvas.getByTestId('total-bet')).toHaveTextContent('฿19.00')
    const spin = canvas.getByRole('button', { name: t('house:slots.spin') })
    spin.focus()
    await userEvent.keyboard(' ')
    await expect(args.onSpin).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSpin).toHaveBeenCalledTimes(2)
  },
}

/** The smallest line bet and one line: the − buttons are off. */
export const Smallest: Story = {
  args: { lineBet: '0.05', lines: 1 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('house:slots.lineBetDown') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('house:slots.linesDown') })).toBeDisabled()
    await expect(canvas.getByTestId('total-bet')).toHaveTextContent('฿0.05')
  },
}

/** A round in play: nothing changes, the spin button says it is spinning and ignores presses but keeps focus. */
export const Spinning: Story = {
  args: { spinning: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const spin = canvas.getByRole('button', { name: t('house:slots.spinning') })
    await expect(spin).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(spin)
    await expect(args.onSpin).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: t('house:slots.lineBetUp') })).toBeDisabled()
  },
}

/** Within the minimum game cycle: the spin button waits; the bet can still be changed. */
export const CoolingDown: Story = {
  args: { coolingDown: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const spin = canvas.getByRole('button', { name: t('house:slots.spin') })
    spin.focus()
    await userEvent.keyboard(' ')
    await expect(args.onSpin).not.toHaveBeenCalled()
    await expect(spin).toHaveFocus()
    await expect(canvas.getByRole('button', { name: t('house:slots.lineBetUp') })).toBeEnabled()
  },
}

/** The server refused the bet: the balance is too low. */
export const InsufficientBalance: Story = {
  args: { lineBet: '10.00' },
  render: function Render(args, { globals }) {
    return <Stateful {...args} error={storyT(globals)(errorMessageKey('house.balance.insufficient'))} />
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
  },
}

/** The server refused a round sooner than the minimum game cycle. */
export const TooFast: Story = {
  render: function Render(args, { globals }) {
    return <Stateful {...args} coolingDown error={storyT(globals)(errorMessageKey('house.too.fast'))} />
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('house:error.tooFast'))
  },
}

/** English, at phone width. */
export const EnglishPhone: Story = { globals: { language: 'en', viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English words, right to left): − and + swap sides. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
