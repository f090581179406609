import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { errorMessageKey } from '../errors'
import { diceRules } from '../fixtures'
import { DiceBoard, type DiceBet, type DiceBoardProps } from './DiceBoard'

/** Keeps the bet and the stake as the game screen does, so the board can be driven. */
function Stateful(args: DiceBoardProps) {
  const [bet, setBet] = useState<DiceBet>(args.bet)
  const [stake, setStake] = useState(args.stake)
  return (
    <DiceBoard
      {...args}
      bet={bet}
      stake={stake}
      onBetChange={(next) => {
        args.onBetChange(next)
        setBet(next)
      }}
      onStakeChange={(next) => {
        args.onStakeChange(next)
        setStake(next)
      }}
    />
  )
}

const meta = {
  title: 'Games/House/DiceBoard',
  component: DiceBoard,
  args: {
    rules: diceRules,
    bet: { direction: 'over', target: 5_000 },
    onBetChange: fn(),
    stake: '10.00',
    onStakeChange: fn(),
    minBet: '1.00',
    maxBet: '10000.00',
    currency: 'THB',
    decimals: 2,
    onRoll: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof DiceBoard>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Over 50.00: 49.99% at ×1.98, ฿19.80 back on ฿10.00. The slider moves by 0.01 with the arrows and 1.00 with
 * Page Up; switching to under keeps the chance (under 49.99); halving the stake halves the payout.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('dice-chance')).toHaveTextContent('49.99%')
    await expect(canvas.getByTestId('dice-multiplier')).toHaveTextContent('×1.98')
    await expect(canvas.getByTestId('dice-payout')).toHaveTextContent('฿19.80')
    const slider = canvas.getByRole('slider', { name: t('house:dice.target') })
    slider.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onBetChange).toHaveBeenLastCalledWith({ direction: 'over', target: 5_001 })
    await userEvent.keyboard('{PageUp}')
    await expect(args.onBetChange).toHaveBeenLastCalledWith({ direction: 'over', target: 5_101 })
    await expect(slider).toHaveAttribute('aria-valuetext', t('house:dice.rollOver', { target: '51.01' }))
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.under') }))
    await expect(args.onBetChange).toHaveBeenLastCalledWith({ direction: 'under', target: 4_898 })
    await expect(canvas.getByTestId('dice-chance')).toHaveTextContent('48.98%')
    await userEvent.click(canvas.getByRole('button', { name: `½ ${t('house:dice.halfStake')}` }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('5.00')
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.roll', { stake: '฿5.00' }) }))
    await expect(args.onRoll).toHaveBeenCalledTimes(1)
  },
}

/** Under 10.00: a 10% chance at ×9.90. */
export const LongShot: Story = {
  args: { bet: { direction: 'under', target: 1_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('dice-chance')).toHaveTextContent('10.00%')
    await expect(canvas.getByTestId('dice-multiplier')).toHaveTextContent('×9.9')
  },
}

/** The slider stops where the chance would leave 1%–95%: over 98.99 at most. */
export const AtTheLimit: Story = {
  args: { bet: { direction: 'over', target: 9_899 } },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider')
    slider.focus()
    await userEvent.keyboard('{End}')
    await expect(args.onBetChange).not.toHaveBeenCalled()
    await expect(within(canvasElement).getByTestId('dice-multiplier')).toHaveTextContent('×99')
  },
}

/** A roll in play: the board is off and the button says it is rolling. */
export const Rolling: Story = {
  args: { rolling: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('house:dice.rolling') })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('slider')).toBeDisabled()
  },
}

/** The server refused the stake: the balance is too low. */
export const InsufficientBalance: Story = {
  args: { stake: '5000.00' },
  render: function Render(args, { globals }) {
    return <Stateful {...args} error={storyT(globals)(errorMessageKey('house.balance.insufficient'))} />
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('house:error.balanceInsufficient'))
  },
}

/** The server refused a roll sooner than the minimum game cycle; the button waits. */
export const TooFast: Story = {
  render: function Render(args, { globals }) {
    return <Stateful {...args} coolingDown error={storyT(globals)(errorMessageKey('house.too.fast'))} />
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('house:error.tooFast'))
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.roll', { stake: '฿10.00' }) }))
    await expect(args.onRoll).not.toHaveBeenCalled()
  },
}

/** A stake below the least bet: the field says the limits and the roll button waits. */
export const StakeTooSmall: Story = {
  args: { stake: '0.50' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('house:dice.roll', { stake: '฿0.50' }) }))
    await expect(args.onRoll).not.toHaveBeenCalled()
  },
}

/** English. */
export const English: Story = { globals: { language: 'en' } }
