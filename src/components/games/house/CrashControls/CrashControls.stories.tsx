import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT, withoutMarkup } from '../../../layout/fixtures'
import { crashText } from '../crash'
import { errorMessageKey } from '../errors'
import { CrashControls, type CrashControlsProps } from './CrashControls'

/** Keeps the stake and the auto cash-out the way the game screen does, so the fields can be driven. */
function Stateful(args: CrashControlsProps) {
  const [stake, setStake] = useState(args.stake)
  const [autoOn, setAutoOn] = useState(args.autoOn)
  const [auto, setAuto] = useState(args.auto)
  return (
    <CrashControls
      {...args}
      stake={stake}
      autoOn={autoOn}
      auto={auto}
      onStakeChange={(value) => {
        args.onStakeChange(value)
        setStake(value)
      }}
      onAutoOnChange={(value) => {
        args.onAutoOnChange(value)
        setAutoOn(value)
      }}
      onAutoChange={(value) => {
        args.onAutoChange(value)
        setAuto(value)
      }}
    />
  )
}


const meta = {
  title: 'Games/House/CrashControls',
  component: CrashControls,
  args: {
    action: 'bet',
    stake: '10.00',
    minBet: '1.00',
    maxBet: '10000.00',
    autoOn: false,
    auto: '2.00',
    currency: 'THB',
    decimals: 2,
    onStakeChange: fn(),
    onAutoOnChange: fn(),
    onAutoChange: fn(),
    onBet: fn(),
    onCashOut: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof CrashControls>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Betting open: type a stake, halve and double it, switch the auto cash-out on and set it, bet with the keyboard.
 * Each change goes out as a canonical amount.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const stake = canvas.getByRole('textbox', { name: t('house:crash.stake') })
    await userEvent.clear(stake)
    await userEvent.type(stake, '25')
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('25')
    await userEvent.click(canvas.getByRole('button', { name: `½ ${t('house:crash.halfStake')}` }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('12.50')
    await userEvent.click(canvas.getByRole('button', { name: `×2 ${t('house:crash.doubleStake')}` }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('25.00')
    await expect(stake).toHaveValue('25.00')
    const auto = canvas.getByRole('switch', { name: t('house:crash.auto') })
    auto.focus()
    await userEvent.keyboard(' ')
    await expect(args.onAutoOnChange).toHaveBeenCalledWith(true)
    const target = canvas.getByRole('textbox', { name: t('house:crash.autoAt') })
    await userEvent.clear(target)
    await userEvent.type(target, '3.5')
    await expect(args.onAutoChange).toHaveBeenLastCalledWith('3.5')
    const bet = canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿25.00' }) })
    bet.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onBet).toHaveBeenCalledTimes(1)
    await userEvent.keyboard(' ')
    await expect(args.onBet).toHaveBeenCalledTimes(2)
    await expect(args.onCashOut).not.toHaveBeenCalled()
  },
}

/** The auto cash-out on at 2.00×: its field beside the switch. */
export const AutoCashOut: Story = {
  args: { autoOn: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('switch', { name: t('house:crash.auto') })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: t('house:crash.autoAt') })).toHaveValue('2.00')
  },
}

/** An auto cash-out under 1.01×: the field says so and the bet button refuses. */
export const AutoCashOutInvalid: Story = {
  args: { autoOn: true },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const target = canvas.getByRole('textbox', { name: t('house:crash.autoAt') })
    await userEvent.clear(target)
    await userEvent.type(target, '1')
    await expect(args.onAutoChange).toHaveBeenLastCalledWith('1')
    await expect(target).toHaveAccessibleDescription(t('house:crash.autoInvalid'))
    await expect(target).toHaveAttribute('aria-invalid', 'true')
    const bet = canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿10.00' }) })
    await expect(bet).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(bet)
    await expect(args.onBet).not.toHaveBeenCalled()
  },
}

/**
 * A stake the currency cannot hold (a third decimal) is refused as it is typed, with the reason; one under the
 * table's least leaves the bet button refusing. ½ never goes under the least, ×2 never over the most.
 */
export const StakeLimits: Story = {
  args: { stake: '1.00' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const stake = canvas.getByRole('textbox', { name: t('house:crash.stake') })
    await expect(stake).toHaveAccessibleDescription(t('common:amountField.limits', { min: '1.00', max: '10,000.00' }))
    await userEvent.click(canvas.getByRole('button', { name: `½ ${t('house:crash.halfStake')}` }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('1.00')
    await userEvent.clear(stake)
    await userEvent.type(stake, '0.505')
    await expect(stake).toHaveValue('0.50')
    // The third decimal was refused; what stands is under the table's smallest stake, and the field says so.
    await expect(stake).toHaveAccessibleDescription(t('house:crash.stakeOutOfLimits', { min: '฿1.00', max: '฿10,000.00' }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('0.50')
    const bet = canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿0.50' }) })
    await expect(bet).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(bet)
    await expect(args.onBet).not.toHaveBeenCalled()
    await userEvent.clear(stake)
    await userEvent.type(stake, '9000')
    await userEvent.click(canvas.getByRole('button', { name: `×2 ${t('house:crash.doubleStake')}` }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('10000.00')
    await expect(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿10,000.00' }) })).not.toHaveAttribute('aria-disabled')
  },
}

/** No stake typed: the bet button names no amount and refuses. */
export const EmptyStake: Story = {
  args: { stake: '' },
  parameters: { screenshot: { disable: true } /* looks as the Playground does with an empty field */ },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const bet = canvas.getByRole('button', { name: t('house:crash.bet', { stake: '' }).trim() })
    await expect(bet).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(bet)
    await expect(args.onBet).not.toHaveBeenCalled()
  },
}

/** The bet is on its way: the button says so and nothing can be changed. */
export const Betting: Story = {
  args: { busy: true, autoOn: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const bet = canvas.getByRole('button', { name: t('house:crash.betting') })
    await expect(bet).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(bet)
    await expect(args.onBet).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toBeDisabled()
    await expect(canvas.getByRole('switch', { name: t('house:crash.auto') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `×2 ${t('house:crash.doubleStake')}` })).toBeDisabled()
  },
}

/** A stake of 25.00 on the coming flight, with the auto cash-out at 2.50×: waiting for take-off. */
export const Placed: Story = {
  args: { action: 'placed', stake: '25.00', autoOn: true, auto: '2.50', placedStake: '25.00', placedAuto: 250 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const placed = canvas.getByRole('button', { name: t('house:crash.placed', { stake: '฿25.00' }) })
    await expect(placed).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(placed)
    await expect(args.onBet).not.toHaveBeenCalled()
    await expect(canvas.getByTestId('crash-auto-set')).toHaveTextContent(withoutMarkup(t('house:crash.autoSet', { multiplier: crashText(250, String(globals.language)) })))
    await expect(canvas.getByRole('textbox', { name: t('house:crash.autoAt') })).toBeDisabled()
  },
}

/** In flight with a stake: the green button says what cashing out pays now; pressed (or Space), it cashes out. */
export const CashOut: Story = {
  args: { action: 'cashOut', stake: '25.00', placedStake: '25.00', placedAuto: 250, cashOutAmount: '45.50' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const cashOut = canvas.getByRole('button', { name: t('house:crash.cashOut', { amount: '฿45.50' }) })
    await userEvent.click(cashOut)
    await expect(args.onCashOut).toHaveBeenCalledTimes(1)
    cashOut.focus()
    await userEvent.keyboard(' ')
    await expect(args.onCashOut).toHaveBeenCalledTimes(2)
    await expect(args.onBet).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toBeDisabled()
  },
}

/** The cash-out is on its way: the button says so and ignores presses. */
export const CashingOut: Story = {
  args: { action: 'cashOut', busy: true, stake: '25.00', placedStake: '25.00', cashOutAmount: '45.50' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: t('house:crash.cashingOut') })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onCashOut).not.toHaveBeenCalled()
  },
}

/** Cashed out: nothing more to press this flight. */
export const CashedOut: Story = {
  args: { action: 'cashedOut', stake: '25.00', placedStake: '25.00', placedAuto: 250 },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: new RegExp(`^${t('house:crash.cashedOut')}`) })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onCashOut).not.toHaveBeenCalled()
    await expect(canvas.queryByTestId('crash-auto-set')).toBeNull()
  },
}

/** The flight is on without a stake (or betting has closed): wait for the next one. */
export const Wait: Story = {
  args: { action: 'wait' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: t('house:crash.waitNext') })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onBet).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toBeDisabled()
  },
}

/** The server refused the bet: the balance is too low. */
export const InsufficientBalance: Story = {
  render: function Render(args, { globals }) {
    return <Stateful {...args} error={storyT(globals)(errorMessageKey('house.balance.insufficient'))} />
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
  },
}

/** English, at phone width, the auto cash-out on. */
export const EnglishPhone: Story = { args: { autoOn: true }, globals: { language: 'en', viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English words, right to left): the ½ and ×2 buttons on the left, the auto cash-out field mirrored. */
export const RightToLeft: Story = { args: { autoOn: true }, globals: { language: 'ar' } }
