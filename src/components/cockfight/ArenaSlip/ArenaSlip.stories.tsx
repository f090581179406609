import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { arenaSession, fightingFight, lastCallFight, meronBet, openFight, poolFight } from '../fixtures'
import { ArenaSlip, type ArenaSlipProps } from './ArenaSlip'

/** Keeps the amount typed as the arena's app does. */
function Stateful(args: ArenaSlipProps) {
  const [amount, setAmount] = useState(args.amount)
  return (
    <ArenaSlip
      {...args}
      amount={amount}
      onAmountChange={(next) => {
        args.onAmountChange(next)
        setAmount(next)
      }}
    />
  )
}

const meta = {
  title: 'Cockfight/ArenaSlip',
  component: ArenaSlip,
  args: { session: arenaSession, fight: openFight, selection: 'meron', amount: '', onAmountChange: fn(), onPlace: fn(), onClear: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ArenaSlip>

export default meta
type Story = StoryObj<typeof meta>

/** An amount as the slip writes it, its spaces as toHaveTextContent reads them. */
const money = (amount: string, language: unknown) => formatMoney(amount, 'THB', typeof language === 'string' ? language : 'th', 2).replace(/\s+/g, ' ')

/**
 * Meron at 0.80 on fight 241: 100 typed risks 100 to win 80 and returns 180, as it is typed; Place asks for the bet.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('cockfight:slip.title') })).toBeVisible()
    await expect(canvas.getByTestId('slip-selection')).toHaveTextContent(t('cockfight:selection.meron'))
    await expect(canvas.getByTestId('slip-price')).toHaveTextContent('0.80')
    await userEvent.type(canvas.getByRole('textbox', { name: t('cockfight:slip.stake') }), '100')
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('100')
    await expect(canvas.getByTestId('slip-terms')).toHaveTextContent(t('cockfight:slip.riskToWin', { risk: money('100', globals.language), toWin: money('80', globals.language) }))
    await expect(canvas.getByTestId('slip-terms')).toHaveTextContent(t('cockfight:slip.return', { amount: money('180', globals.language) }))
    await userEvent.click(canvas.getByRole('button', { name: t('cockfight:slip.place') }))
    await expect(args.onPlace).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Wala at −0.94: the amount is what the bet wins; 100 to win risks 94 and returns 194. */
export const NegativePriceToWin: Story = {
  args: { selection: 'wala', amount: '100' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: t('cockfight:slip.amountToWin') })).toHaveValue('100')
    await expect(canvas.getByTestId('slip-terms')).toHaveTextContent(t('cockfight:slip.riskToWin', { risk: money('94', globals.language), toWin: money('100', globals.language) }))
    await expect(canvas.getByTestId('slip-terms')).toHaveTextContent(t('cockfight:slip.return', { amount: money('194', globals.language) }))
  },
}

/** Below the minimum: the field says the least a bet risks, and Place does nothing. */
export const BelowMinimum: Story = {
  args: { amount: '5' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvasElement).toHaveTextContent(t('cockfight:slip.problem.belowMin', { min: money('10.00', globals.language) }))
    const place = canvas.getByRole('button', { name: t('cockfight:slip.place') })
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(place)
    await expect(args.onPlace).not.toHaveBeenCalled()
  },
}

/** More than the balance (1,500.00): said under the field. */
export const OverBalance: Story = {
  parameters: { screenshot: { disable: true } },
  args: { amount: '2000' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(canvasElement).toHaveTextContent(t('cockfight:slip.problem.overBalance', { balance: money('1500.00', globals.language) }))
  },
}

/** BDD at 1:8: 20 risks 20 to win 160, returning 180. */
export const BothDeadDraw: Story = {
  args: { selection: 'bdd', amount: '20' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('slip-selection')).toHaveTextContent(t('cockfight:selection.bddHint'))
    await expect(canvas.getByTestId('slip-terms')).toHaveTextContent(t('cockfight:slip.return', { amount: money('180', globals.language) }))
  },
}

/** A pool side: no fixed return; the slip says what 200 would return if the pool closed now (Meron 171.00 per 100: 342.00). */
export const PoolSide: Story = {
  args: { fight: poolFight, amount: '200' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('slip-terms')).toHaveTextContent(t('cockfight:slip.poolEstimate', { amount: money('342', globals.language) }))
  },
}

/** Wala locked at the last call while it is on the slip: the slip says so and takes no bet. */
export const SideLocked: Story = {
  args: { fight: lastCallFight, selection: 'wala', amount: '100' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('slip-closed')).toHaveTextContent(t('cockfight:slip.locked'))
    await expect(canvas.getByRole('button', { name: t('cockfight:slip.place') })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Betting closed with a bet still on the slip. */
export const BettingClosed: Story = {
  parameters: { screenshot: { disable: true } },
  args: { fight: fightingFight, amount: '100' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('slip-closed')).toHaveTextContent(t('cockfight:slip.closed'))
  },
}

/** The arena refused the bet (the side locked a moment before): the refusal in words, as an alert. */
export const Refused: Story = {
  args: { amount: '100', refusal: 'sports.cockfight.side.locked' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('sports:errors.sports.cockfight.side.locked'))
  },
}

/** The bet taken: the slip says so; the amount is cleared for the next. */
export const Placed: Story = {
  args: { placed: meronBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('slip-placed')).toHaveTextContent(
      t('cockfight:slip.placed', { selection: t('cockfight:selection.meron'), fight: 241, risk: money('100', globals.language) }),
    )
  },
}

/** Nothing chosen yet: the slip says how to bet. */
export const Empty: Story = {
  args: { selection: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('cockfight:slip.empty'))).toBeVisible()
  },
}
