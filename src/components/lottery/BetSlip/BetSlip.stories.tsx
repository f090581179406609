import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { loLines, manyLoLines, offeredBetType, slipMoney, xien3Lines } from '../betFixtures'
import { BetSlip, type BetSlipProps } from './BetSlip'

/** Keeps the stake and the bets the way the lottery screen does, so the slip can be driven. */
function Stateful(args: BetSlipProps) {
  const [stake, setStake] = useState(args.stake)
  const [lines, setLines] = useState(args.lines)
  return (
    <BetSlip
      {...args}
      stake={stake}
      lines={lines}
      onStakeChange={(value) => {
        args.onStakeChange(value)
        setStake(value)
      }}
      onRemoveLine={(key) => {
        args.onRemoveLine(key)
        setLines((current) => current.filter((line) => line.key !== key))
      }}
      onClear={() => {
        args.onClear()
        setLines([])
      }}
    />
  )
}

const meta = {
  title: 'Lottery/BetSlip',
  component: BetSlip,
  args: {
    betType: offeredBetType('lo'),
    lines: loLines,
    stake: '10.00',
    balance: '1000.00',
    ...slipMoney,
    language: 'th',
    onStakeChange: fn(),
    onRemoveLine: fn(),
    onClear: fn(),
    onConfirm: fn(),
  },
  render: (args, { globals }) => <Stateful {...args} language={typeof globals.language === 'string' ? globals.language : args.language} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BetSlip>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
const stakeField = (canvas: ReturnType<typeof within>, t: T) => canvas.getByRole('textbox', { name: t('lottery:slip.stake') })
const confirmButton = (canvas: ReturnType<typeof within>, t: T, count: number) => canvas.getByRole('button', { name: t('lottery:slip.confirm', { count }) })

/**
 * Three lô numbers at ฿10 each: ฿30 in all, and a hit pays ฿34.78 (10 × 80 ÷ 23, rounded down). The stake is
 * typed or chosen from the quick stakes; a bet is removed by its own button; Confirm asks once more, and
 * confirming places the bets.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('lottery:slip.title') })).toBeVisible()
    const list = canvas.getByRole('list', { name: t('lottery:slip.lines') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('฿30.00')
    await expect(canvas.getByTestId('slip-win')).toHaveTextContent('฿34.78')
    await expect(stakeField(canvas, t)).toHaveAccessibleDescription(t('lottery:slip.limits', { min: '฿1.00', max: '฿5,000.00' }))

    await userEvent.clear(stakeField(canvas, t))
    await userEvent.type(stakeField(canvas, t), '2.5')
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('2.5')
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('฿7.50')
    await expect(canvas.getByTestId('slip-win')).toHaveTextContent('฿8.69')

    const quick = canvas.getByRole('group', { name: t('lottery:slip.quickStakes') })
    await expect(within(quick).getAllByRole('button').map((button) => button.textContent)).toEqual(['฿1.00', '฿5.00', '฿10.00'])
    await userEvent.click(within(quick).getByRole('button', { name: '฿5.00' }))
    await expect(args.onStakeChange).toHaveBeenLastCalledWith('5.00')
    await expect(within(quick).getByRole('button', { name: '฿5.00' })).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(canvas.getByRole('button', { name: t('lottery:slip.remove', { numbers: '45' }) }))
    await expect(args.onRemoveLine).toHaveBeenCalledWith('45')
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('฿10.00')

    const confirm = confirmButton(canvas, t, 2)
    await userEvent.click(confirm)
    const dialog = await screen.findByRole('alertdialog', { name: t('lottery:slip.dialogTitle') })
    await expect(dialog).toHaveTextContent(t('lottery:slip.dialogSummary', { count: 2, total: '฿10.00' }))
    await expect(dialog).toHaveTextContent(t('lottery:slip.dialogBetType', { name: t('lottery:betType.lo.name'), odds: '23 : 80' }))
    await expect(dialog).toHaveTextContent(t('lottery:slip.dialogNumbers', { numbers: '07, 88' }))
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.click(within(dialog).getByRole('button', { name: t('lottery:slip.dialogConfirm') }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(confirm).toHaveFocus())
    confirm.blur()
  },
}

/** The confirmation, open: how many bets, the total, the bet type and its odds, the stake and the numbers. */
export const ConfirmationOpen: Story = {
  args: { lines: xien3Lines, betType: offeredBetType('xien3'), stake: '20' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(confirmButton(canvas, t, 1))
    const dialog = await screen.findByRole('alertdialog', { name: t('lottery:slip.dialogTitle') })
    await expect(dialog).toHaveAccessibleDescription(
      [
        t('lottery:slip.dialogSummary', { count: 1, total: '฿20.00' }),
        t('lottery:slip.dialogBetType', { name: t('lottery:betType.xien3.name'), odds: '1 : 60' }),
        t('lottery:slip.dialogStake', { stake: '฿20.00' }),
        t('lottery:slip.dialogNumbers', { numbers: '11-45-90' }),
      ].join(' '),
    )
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Escape (or Cancel) closes the confirmation without placing anything; focus goes back to Confirm. */
export const ConfirmationCancelled: Story = {
  parameters: { screenshot: { disable: true } }, // ends as Playground starts
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const confirm = confirmButton(canvas, t, 3)
    await userEvent.click(confirm)
    let dialog = await screen.findByRole('alertdialog', { name: t('lottery:slip.dialogTitle') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(confirm).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    dialog = await screen.findByRole('alertdialog', { name: t('lottery:slip.dialogTitle') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:cancel') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(confirm).toHaveFocus())
    confirm.blur()
  },
}

/** No bets yet: the slip says to pick numbers, and Confirm takes no press. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('lottery:slip.empty'))).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.queryByRole('button', { name: t('lottery:slip.clear') })).toBeNull()
    await expect(canvas.getByTestId('slip-count')).toHaveTextContent('0')
    const confirm = canvas.getByRole('button', { name: t('lottery:slip.dialogConfirm') })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    confirm.blur()
  },
}

/** Clear all empties the slip. */
export const ClearAll: Story = {
  parameters: { screenshot: { disable: true } }, // ends as Empty
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('lottery:slip.clear') }))
    await expect(args.onClear).toHaveBeenCalledTimes(1)
    await expect(canvas.getByText(t('lottery:slip.empty'))).toBeVisible()
  },
}

/**
 * What a stake can get wrong, each said under the field as it is typed: not a number, too many decimals, below
 * the minimum, above the most per bet, and (three bets of ฿10 against a ฿25 balance) more than the balance.
 * Confirm takes no press while the stake is wrong.
 */
export const StakeErrors: Story = {
  args: { balance: '25.00', stake: '' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const field = stakeField(canvas, t)
    const confirm = confirmButton(canvas, t, 3)
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    const expectError = async (typed: string, message: string) => {
      await userEvent.clear(field)
      await userEvent.type(field, typed)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
      await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    }
    await expectError('ten', t('lottery:slip.stakeError.notANumber'))
    await expectError('1.234', t('lottery:slip.stakeError.tooManyDecimals', { count: 2 }))
    await expectError('0.50', t('lottery:slip.stakeError.belowMin', { min: '฿1.00' }))
    await expectError('5000.01', t('lottery:slip.stakeError.aboveMax', { max: '฿5,000.00' }))
    await expectError('10', t('lottery:slip.stakeError.aboveBalance', { total: '฿30.00', balance: '฿25.00' }))
    await userEvent.click(confirm)
    await expect(screen.queryByRole('alertdialog')).toBeNull()

    await userEvent.clear(field)
    await userEvent.type(field, '8')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(confirm).not.toHaveAttribute('aria-disabled')
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('฿24.00')
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, '10')
    field.blur()
  },
}

/** Not a number: the total and the win show a dash. */
export const StakeNotANumber: Story = {
  args: { stake: '1O' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(stakeField(canvas, t)).toHaveAccessibleDescription(t('lottery:slip.stakeError.notANumber'))
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('–')
    await expect(canvas.getByTestId('slip-win')).toHaveTextContent('–')
  },
}

/** The placement failed: the reason (translated by the screen) is announced as an alert; the bets stay. */
export const PlacementError: Story = {
  args: { error: 'Betting on this round has closed. Wait for the next round.' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Betting on this round has closed. Wait for the next round.')
    await expect(confirmButton(canvas, t, 3)).not.toHaveAttribute('aria-disabled')
  },
}

/** The bets are on their way: the button says so, and nothing can be changed. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('lottery:slip.title') })).toHaveAttribute('aria-busy', 'true')
    const button = canvas.getByRole('button', { name: t('lottery:slip.submitting') })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(stakeField(canvas, t)).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('lottery:slip.remove', { numbers: '07' }) })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('lottery:slip.clear') })).toBeDisabled()
    await userEvent.click(button)
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    button.blur()
  },
}

/** A guest: the slip works, but asks to log in; Confirm takes no press and says why. */
export const Guest: Story = {
  args: { balance: null },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('lottery:slip.guest'))).toBeVisible()
    await expect(canvas.queryByTestId('slip-balance')).toBeNull()
    const confirm = confirmButton(canvas, t, 3)
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(confirm).toHaveAccessibleDescription(t('lottery:slip.guest'))
    await userEvent.click(confirm)
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    confirm.blur()
  },
}

/** The bets were placed: the slip is empty again, and the success is announced as a status. */
export const Placed: Story = {
  args: { lines: [], placed: { count: 3, total: '30.00' }, balance: '970.00' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:slip.placed', { count: 3, total: '฿30.00' }))
    await expect(canvas.getByTestId('slip-balance')).toHaveTextContent('฿970.00')
  },
}

/** A xiên 3: one bet of three numbers, removed as one. */
export const Xien: Story = {
  args: { lines: xien3Lines, betType: offeredBetType('xien3'), stake: '20' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('listitem')).toHaveTextContent('11-45-90')
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('฿20.00')
    await expect(canvas.getByTestId('slip-win')).toHaveTextContent('฿1,200.00')
    await expect(canvas.getByRole('button', { name: t('lottery:slip.remove', { numbers: '11-45-90' }) })).toBeVisible()
    await expect(args.onRemoveLine).not.toHaveBeenCalled()
  },
}

/** English at phone width, with a long lô slip: the bets wrap (and scroll within the list), nothing scrolls sideways. */
export const EnglishPhone: Story = {
  args: { lines: manyLoLines, stake: '5', language: 'en' },
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Bet slip' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12)
    await expect(canvas.getByTestId('slip-total')).toHaveTextContent('฿60.00')
    await expect(canvas.getByRole('button', { name: 'Place 12 bets' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Stake per bet' })).toHaveAccessibleDescription('Min ฿1.00, max ฿5,000.00 per bet')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
