import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { DepositChannel, DepositOrder } from '../../../contract/schemas/money'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { DepositPanel, type DepositPanelProps } from './DepositPanel'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

/** A Thai merchant's channels, as its config gives them (limits in baht). */
const channels: DepositChannel[] = [
  { code: 'bank', type: 'bank', name: 'Bank transfer', min: '100.00', max: '200000.00' },
  { code: 'promptpay', type: 'qr', name: 'PromptPay QR', min: '50.00', max: '50000.00' },
  { code: 'truemoney', type: 'ewallet', name: 'TrueMoney Wallet', min: '20.00', max: '30000.00' },
  { code: 'usdt', type: 'crypto', name: 'USDT (TRC-20)', min: '300.00', max: '500000.00' },
]

/** 500 baht by PromptPay with a bonus code, made two minutes before the story's clock; it waits thirty minutes. */
const pendingOrder: DepositOrder = {
  orderId: 'DEP-20260314-0042',
  channelCode: 'promptpay',
  amount: '500.00',
  status: 'pending',
  createdAt: '2026-03-14T09:28:00.000Z',
  expiresAt: '2026-03-14T09:58:00.000Z',
  payUrl: 'https://pay.example.com/checkout/DEP-20260314-0042',
  bonusCode: 'WELCOME',
  promoCode: null,
}

const meta = {
  title: 'Money/DepositPanel',
  component: DepositPanel,
  args: {
    channels,
    expiryMinutes: 30,
    currency: demoCurrency,
    order: null,
    busy: false,
    error: null,
    onSubmit: fn(),
    onCheck: fn(),
    onReset: fn(),
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DepositPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The form: four channels (the first chosen), the amount with its limits, quick amounts, the code disclosure, Deposit. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: t('wallet:deposit.channel') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(4)
    const bank = within(group).getByRole('radio', { name: 'Bank transfer' })
    await expect(bank).toBeChecked()
    await expect(bank).toHaveAccessibleDescription(t('wallet:deposit.limitsSpoken', { min: '฿\u00a0100.00', max: '฿\u00a0200,000.00' }))
    await expect(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })).toHaveAccessibleDescription(
      t('common:amountField.limits', { min: '100.00', max: '200,000.00' }),
    )
    const quick = within(canvas.getByRole('group', { name: t('wallet:deposit.quickAmounts') })).getAllByRole('button')
    await expect(quick.map((chip) => chip.textContent)).toEqual(['100', '500', '1,000', '5,000'])
    await expect(canvas.getByText(t('wallet:deposit.expiryHint', { count: 30 }))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('wallet:deposit.haveCode') })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('textbox', { name: t('wallet:deposit.bonusCode') })).toBeNull()
  },
}

/**
 * The limits as a person meets them: nothing typed, one satang under the bank's minimum, one over its maximum are
 * each refused (compared exactly, in minor units) with the reason under the field, which takes focus, and nothing
 * is sent; the maximum itself goes out as the canonical string.
 */
export const OutOfLimits: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with an amount typed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })
    const submit = canvas.getByRole('button', { name: t('wallet:deposit.submit') })
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:deposit.errors.amountRequired'))
    await expect(amount).toHaveFocus()

    await userEvent.type(amount, '99.99')
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:deposit.errors.belowMin', { channel: 'Bank transfer', amount: '฿\u00a0100.00' }))
    await expect(amount).toHaveFocus()

    await userEvent.clear(amount)
    await userEvent.type(amount, '200000.01')
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:deposit.errors.aboveMax', { channel: 'Bank transfer', amount: '฿\u00a0200,000.00' }))
    await expect(amount).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(amount)
    await userEvent.type(amount, '200000{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ channelCode: 'bank', amount: '200000' })
  },
}

/** A quick amount fills the field (and shows as chosen); it is what is sent. */
export const QuickAmount: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with 1,000 chosen
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const chip = canvas.getByRole('button', { name: '1,000' })
    await userEvent.click(chip)
    await expect(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })).toHaveValue('1000')
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.submit') }))
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ channelCode: 'bank', amount: '1000' })
  },
}

/**
 * Another channel brings its own limits (on the field and in the quick amounts): 25 baht, too little for a bank
 * transfer, is right for TrueMoney. The arrow keys move between channels as they do between radios.
 */
export const SwitchChannel: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })
    await userEvent.click(canvas.getByText('TrueMoney Wallet'))
    await expect(canvas.getByRole('radio', { name: 'TrueMoney Wallet' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).not.toBeChecked()
    await expect(amount).toHaveAccessibleDescription(t('common:amountField.limits', { min: '20.00', max: '30,000.00' }))
    const quick = within(canvas.getByRole('group', { name: t('wallet:deposit.quickAmounts') })).getAllByRole('button')
    await expect(quick.map((chip) => chip.textContent)).toEqual(['50', '100', '500', '1,000'])

    await userEvent.type(amount, '25')
    await userEvent.tab({ shift: true })
    await expect(canvas.getByRole('radio', { name: 'TrueMoney Wallet' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const usdt = canvas.getByRole('radio', { name: 'USDT (TRC-20)' })
    await expect(usdt).toBeChecked()
    await expect(usdt).toHaveFocus()
    await expect(amount).toHaveAccessibleDescription(t('common:amountField.limits', { min: '300.00', max: '500,000.00' }))
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'TrueMoney Wallet' })).toBeChecked()

    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.submit') }))
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ channelCode: 'truemoney', amount: '25' })
  },
}

/**
 * A deposit with a bonus code: the codes open under "I have a code"; a promotion code with a space is refused (its
 * field takes focus), and once it is cleared the deposit goes out with the bonus code alone.
 */
export const DepositWithCode: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only; CodesOpen shows the fields
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('PromptPay QR'))
    await userEvent.click(canvas.getByRole('button', { name: '500' }))
    const disclosure = canvas.getByRole('button', { name: t('wallet:deposit.haveCode') })
    await userEvent.click(disclosure)
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    const bonus = canvas.getByRole('textbox', { name: t('wallet:deposit.bonusCode') })
    const promo = canvas.getByRole('textbox', { name: t('wallet:deposit.promoCode') })
    await userEvent.type(bonus, 'WELCOME')
    await userEvent.type(promo, 'SPRING 2026')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.submit') }))
    await expect(promo).toHaveAccessibleDescription(t('wallet:deposit.errors.codeInvalid'))
    await expect(promo).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(promo)
    await expect(promo).toHaveAccessibleDescription(t('wallet:deposit.codeHint'))
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ channelCode: 'promptpay', amount: '500', bonusCode: 'WELCOME' })
  },
}

/** The code fields open, with a bonus code typed and a promotion code refused. */
export const CodesOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.haveCode') }))
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:deposit.bonusCode') }), 'WELCOME')
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:deposit.promoCode') }), 'SPRING 2026')
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') }), '500{Enter}')
    await expect(canvas.getByRole('textbox', { name: t('wallet:deposit.promoCode') })).toHaveAccessibleDescription(t('wallet:deposit.errors.codeInvalid'))
    // The picture is of the form at rest, not of a focused field.
    await userEvent.click(canvasElement)
  },
}

/** The channels are loading: skeletons, and nothing can be sent yet. */
export const Loading: Story = {
  args: { channels: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:deposit.loading'))
    await expect(canvas.queryByRole('radio')).toBeNull()
    await expect(canvas.getByRole('button', { name: t('wallet:deposit.submit') })).toBeDisabled()
  },
}

/** The merchant has no channel open: an empty state says so, and there is no form. */
export const NoChannels: Story = {
  args: { channels: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('wallet:deposit.unavailable.title'))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t('wallet:deposit.submit') })).toBeNull()
  },
}

/** A deposit is being made: its button shows progress (and keeps focus); the rest of the form waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const running = canvas.getByRole('button', { name: t('wallet:deposit.submitting') })
    await expect(running).toHaveAttribute('aria-busy', 'true')
    await expect(running).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') })).toBeDisabled()
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
  },
}

/** The server refused: its message, translated by the portal, above the form. */
export const ServerError: Story = {
  render: (args, { globals }) => <DepositPanel {...args} error={storyT(globals)('errors:tooManyRequests')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:tooManyRequests'))
  },
}

/** The deposit waits for its payment: what it is, until when, the payment page, a status check and a way out. */
export const Pending: Story = {
  args: { order: pendingOrder },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const view = within(canvas.getByRole('region', { name: t('wallet:deposit.order.pending.title') }))
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:deposit.order.pending.title'))
    await expect(view.getByText('DEP-20260314-0042')).toBeVisible()
    await expect(view.getByText('PromptPay QR')).toBeVisible()
    await expect(view.getByText(t('wallet:deposit.order.pending.body', { amount: '฿ 500.00', channel: 'PromptPay QR' }))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t('wallet:deposit.submit') })).toBeNull()
  },
}

/** Pending's controls: the payment page opens in a new tab, apart from the portal; the buttons reach the store. */
export const PendingActions: Story = {
  args: { order: pendingOrder },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Pending
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: t('wallet:deposit.order.openPayment') })
    await expect(link).toHaveAttribute('href', pendingOrder.payUrl)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleDescription(t('wallet:deposit.order.opensInNewTab'))
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.check') }))
    await expect(args.onCheck).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.cancel') }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

/** The status is being checked: that button shows progress. */
export const PendingChecking: Story = {
  args: { order: pendingOrder, busy: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('wallet:deposit.order.checking') })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The payment came in: the amount credited, and another deposit offered. */
export const Succeeded: Story = {
  args: { order: { ...pendingOrder, status: 'success', payUrl: null } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const view = canvas.getByRole('region', { name: t('wallet:deposit.order.success.title') })
    await expect(view).toHaveTextContent(t('wallet:deposit.order.success.body', { amount: '฿ 500.00' }))
    await expect(canvas.queryByRole('link')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.another') }))
    await expect(args.onReset).toHaveBeenCalledOnce()
    // The picture is of the state at rest, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/** The payer or the provider declined the payment: said plainly, with "Try again". */
export const Declined: Story = {
  args: { order: { ...pendingOrder, status: 'failed', payUrl: null } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:deposit.order.failed.title') })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.retry') }))
    await expect(args.onReset).toHaveBeenCalledOnce()
    // The picture is of the state at rest, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/** Nobody paid in time: said plainly (with what to do if the member did pay), and "Try again". */
export const Expired: Story = {
  args: { order: { ...pendingOrder, status: 'expired', payUrl: null, createdAt: '2026-03-14T08:40:00.000Z', expiresAt: '2026-03-14T09:10:00.000Z' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:deposit.order.expired.title') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('wallet:deposit.order.retry') })).toBeEnabled()
  },
}

/** Plays the wallet store: a deposit runs for a moment and comes back pending; a check finds it paid. */
function WithStore(args: DepositPanelProps) {
  const [state, setState] = useState<{ busy: boolean; order: DepositOrder | null }>({ busy: false, order: null })
  const later = (next: typeof state) => setTimeout(() => setState(next), 50)
  return (
    <DepositPanel
      {...args}
      {...state}
      onSubmit={(request) => {
        args.onSubmit(request)
        setState({ busy: true, order: null })
        later({ busy: false, order: { ...pendingOrder, channelCode: request.channelCode, amount: request.amount } })
      }}
      onCheck={() => {
        args.onCheck()
        setState((current) => ({ ...current, busy: true }))
        later({ busy: false, order: { ...pendingOrder, status: 'success', payUrl: null } })
      }}
      onReset={() => {
        args.onReset()
        setState({ busy: false, order: null })
      }}
    />
  )
}

/**
 * A whole deposit: the form gives way to the pending order, whose heading takes focus (the button pressed has
 * gone); the live region says each state; after payment, "Make another deposit" brings the form back as it was.
 */
export const DepositFlow: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: passes through Busy, Pending and Succeeded
  render: (args) => <WithStore {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:deposit.amount') }), '500{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ channelCode: 'bank', amount: '500' })
    const pending = await canvas.findByRole('heading', { name: t('wallet:deposit.order.pending.title') })
    await waitFor(() => expect(pending).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:deposit.order.pending.title'))
    await expect(within(canvas.getByRole('region', { name: t('wallet:deposit.order.pending.title') })).getByText('Bank transfer')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.check') }))
    await canvas.findByRole('heading', { name: t('wallet:deposit.order.success.title') })
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:deposit.order.success.title'))

    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.another') }))
    const amount = await canvas.findByRole('textbox', { name: t('wallet:deposit.amount') })
    await expect(amount).toHaveValue('500')
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('wallet:deposit.formTitle') })).toHaveFocus())
  },
}

/** On a 360 px phone: channels two a row, the form stacked, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }

/** Pending, right to left. */
export const PendingRightToLeft: Story = { args: { order: pendingOrder }, globals: { language: 'ar' } }
