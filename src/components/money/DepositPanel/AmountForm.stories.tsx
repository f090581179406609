import { createRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { DepositChannel } from '../../../contract/schemas/money'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { AmountForm } from './AmountForm'

/** A Thai merchant's channels, as its config gives them (limits in baht): those of DepositPanel's stories. */
const channels: DepositChannel[] = [
  { code: 'bank', type: 'bank', name: 'Bank transfer', min: '100.00', max: '200000.00' },
  { code: 'promptpay', type: 'qr', name: 'PromptPay QR', min: '50.00', max: '50000.00' },
  { code: 'truemoney', type: 'ewallet', name: 'TrueMoney Wallet', min: '20.00', max: '30000.00' },
  { code: 'usdt', type: 'crypto', name: 'USDT (TRC-20)', min: '300.00', max: '500000.00' },
]

const meta = {
  title: 'Money/DepositPanel/AmountForm',
  component: AmountForm,
  args: {
    channels,
    expiryMinutes: 30,
    currency: demoCurrency,
    busy: false,
    onSubmit: fn(),
    headingRef: createRef<HTMLHeadingElement>(),
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AmountForm>

export default meta
type Story = StoryObj<typeof meta>

/** The deposit form on its own: the channels (the first chosen), the amount with its limits, quick amounts, Deposit. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('form', { name: t('wallet:deposit.formTitle') })).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: t('wallet:deposit.submit') })).toBeEnabled()
  },
}

/** A quick amount fills the field, and Deposit sends the chosen channel and that amount. */
export const QuickAmountSubmit: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with 500 chosen
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '500' }))
    await expect(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })).toHaveValue('500')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ channelCode: 'bank', amount: '500' })
  },
}

/** Deposit with nothing typed: the reason under the amount, which takes focus, and nothing is sent. */
export const AmountRequired: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.submit') }))
    await expect(amount).toHaveAccessibleDescription(t('wallet:deposit.errors.amountRequired'))
    await expect(amount).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // The picture is of the error at rest, not of a focused field.
    amount.blur()
  },
}

/** The channels are loading: skeletons, and Deposit waits. */
export const Loading: Story = {
  args: { channels: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('radio')).toBeNull()
    await expect(canvas.getByRole('button', { name: t('wallet:deposit.submit') })).toBeDisabled()
  },
}
