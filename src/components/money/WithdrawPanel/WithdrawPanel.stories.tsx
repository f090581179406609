import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { WithdrawalRequirements } from '../../../contract/schemas/money'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { blocked, paid, pending, ready, underWay } from './fixtures'
import { WithdrawPanel, type WithdrawPanelProps } from './WithdrawPanel'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

const meta = {
  title: 'Money/WithdrawPanel',
  component: WithdrawPanel,
  args: {
    requirements: ready,
    currency: demoCurrency,
    busy: null,
    error: null,
    onWithdraw: fn(),
    onFix: fn(),
    onConfirm: fn(),
    onRefresh: fn(),
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof WithdrawPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The form: what can be withdrawn and the turnover, the amount (with its limits and Max), the account, the password. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:withdraw.title') })).toBeVisible()
    await expect(canvas.getByText('1,234.56')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') })).toHaveAccessibleDescription(
      t('common:amountField.limits', { min: '100.00', max: '1,234.56' }),
    )
    await expect(canvas.getByRole('combobox', { name: t('wallet:withdraw.bankAccount') })).toHaveTextContent('Kasikorn Bank')
    const password = canvas.getByLabelText(t('wallet:withdraw.paymentPassword'))
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'off')
    await expect(password).toHaveAttribute('inputmode', 'numeric')
    await expect(canvas.getByRole('button', { name: t('wallet:withdraw.submit') })).toBeEnabled()
  },
}

/**
 * The balance as a person meets it: nothing typed is refused, then one satang more than the wallet holds, each with
 * the reason under the field, which takes focus; nothing is sent.
 */
export const OverAvailable: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with an amount refused
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') })
    const submit = canvas.getByRole('button', { name: t('wallet:withdraw.submit') })
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:withdraw.errors.amountRequired'))
    await expect(amount).toHaveFocus()

    await userEvent.type(amount, '1234.57')
    await userEvent.type(canvas.getByLabelText(t('wallet:withdraw.paymentPassword')), '246810')
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:withdraw.errors.aboveAvailable', { amount: '฿\u00a01,234.56' }))
    await expect(amount).toHaveFocus()
    await expect(args.onWithdraw).not.toHaveBeenCalled()
  },
}

/**
 * A withdrawal as a person makes it: Max fills in the whole balance, the second account is chosen, the missing
 * password is asked for (its field takes focus), and then the request goes out with exactly those values.
 */
export const ValidWithdrawal: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground filled in
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') })
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.max') }))
    await expect(amount).toHaveValue('1234.56')

    await userEvent.click(canvas.getByRole('combobox', { name: t('wallet:withdraw.bankAccount') }))
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: /Siam Commercial Bank/ }))
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('wallet:withdraw.bankAccount') })).toHaveTextContent('Siam Commercial Bank'))

    const password = canvas.getByLabelText(t('wallet:withdraw.paymentPassword'))
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.submit') }))
    await expect(password).toHaveAccessibleDescription(t('wallet:withdraw.errors.paymentPasswordRequired'))
    await expect(password).toHaveFocus()
    await expect(args.onWithdraw).not.toHaveBeenCalled()

    await userEvent.type(password, '246810{Enter}')
    await expect(args.onWithdraw).toHaveBeenCalledOnce()
    await expect(args.onWithdraw.mock.calls[0][0]).toStrictEqual({ amount: '1234.56', bankAccountId: 12, paymentPassword: '246810' })
  },
}

/** The requirements are loading: skeletons, and nothing to press but refresh. */
export const Loading: Story = {
  args: { requirements: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:withdraw.loading'))
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button', { name: t('wallet:withdraw.submit') })).toBeNull()
  },
}

/** The requirements could not be loaded: the reason, said in the panel, and a retry (the page asks again). */
export const LoadFailed: Story = {
  args: { requirements: null },
  render: (args, { globals }) => <WithdrawPanel {...args} error={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:networkError'))
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
    await userEvent.click(canvas.getByRole('button', { name: t('common:retry') }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
    // The picture is of the state at rest, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/** Set-up missing and too little money: each reason said, with a button to fix the three fixed in the security centre. */
export const Blocked: Story = {
  args: { requirements: blocked(['BANK_CARD_REQUIRED', 'REAL_NAME_REQUIRED', 'PAYMENT_PASSWORD_REQUIRED', 'BALANCE_TOO_LOW'], { available: '56.25', bankAccounts: [] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('wallet:withdraw.blocked.title') })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[3]).toHaveTextContent(t('wallet:withdraw.reasons.BALANCE_TOO_LOW.body', { available: '฿ 56.25', min: '฿ 100.00' }))
    await expect(within(items[3]).queryByRole('button')).toBeNull()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The fix buttons tell the page which reason to fix; it opens the security centre. */
export const FixButtons: Story = {
  args: Blocked.args,
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Blocked
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const fixable = ['BANK_CARD_REQUIRED', 'REAL_NAME_REQUIRED', 'PAYMENT_PASSWORD_REQUIRED'] as const
    for (const reason of fixable) {
      await userEvent.click(canvas.getByRole('button', { name: t(`wallet:withdraw.reasons.${reason}.fix`) }))
      await expect(args.onFix).toHaveBeenLastCalledWith(reason)
    }
    await expect(args.onFix).toHaveBeenCalledTimes(3)
  },
}

/** Limits of time and of the last withdrawal: said, with nothing to fix here. */
export const BlockedByLimits: Story = {
  args: { requirements: blocked(['DAILY_LIMIT_REACHED', 'PENDING_WITHDRAWAL_EXISTS', 'CONFIRMATION_REQUIRED']) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(within(canvas.getByRole('list', { name: t('wallet:withdraw.blocked.title') })).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getAllByRole('button')).toHaveLength(1) // refresh
  },
}

/** The turnover alone stands in the way: how much is played of how much, as a bar and in words, and what is left. */
export const TurnoverNotMet: Story = {
  args: { requirements: blocked(['TURNOVER_NOT_MET'], { turnover: { required: '5000.00', done: '1200.00' } }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const bar = canvas.getByRole('progressbar', { name: t('wallet:withdraw.turnover') })
    await expect(bar).toHaveAttribute('aria-valuenow', '24')
    await expect(bar).toHaveAttribute('aria-valuetext', t('wallet:withdraw.turnoverOf', { done: '฿\u00a01,200.00', required: '฿\u00a05,000.00' }))
    await expect(canvas.getByText(t('wallet:withdraw.reasons.TURNOVER_NOT_MET.body', { remaining: '฿ 3,800.00' }))).toBeVisible()
    await expect(canvas.getAllByRole('button')).toHaveLength(1) // refresh: the turnover is played, not fixed elsewhere
  },
}

/** Being processed: what, to which account, since when; nothing to do but check again. */
export const Pending: Story = {
  args: { requirements: underWay(pending) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const view = within(canvas.getByRole('region', { name: t('wallet:withdraw.current.pending.title') }))
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:withdraw.current.pending.title'))
    await expect(view.getByText(/Kasikorn Bank/)).toHaveTextContent('Kasikorn Bank ******4821')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
    await userEvent.click(view.getByRole('button', { name: t('wallet:withdraw.current.check') }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
    // The picture is of the state at rest, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/** Paid: did it arrive? Three answers and Confirm, and until when the member has to say. */
export const PaidAwaitingConfirmation: Story = {
  args: { requirements: underWay(paid, 'CONFIRMATION_REQUIRED') },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: t('wallet:withdraw.confirm.question') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(3)
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked()
    const deadline = new Intl.DateTimeFormat(canvasElement.ownerDocument.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(paid.confirmBy!))
    await expect(canvas.getByText(t('wallet:withdraw.current.paid.deadline', { time: `\u2068${deadline}\u2069` }))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') })).toBeEnabled()
  },
}

/** "I received it all": nothing chosen is refused (the first answer takes focus); then the answer goes out. */
export const ConfirmReceived: Story = {
  args: PaidAwaitingConfirmation.args,
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as PaidAwaitingConfirmation
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const submit = canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') })
    await userEvent.click(submit)
    const group = canvas.getByRole('radiogroup', { name: t('wallet:withdraw.confirm.question') })
    await expect(group).toHaveAccessibleDescription(t('wallet:withdraw.errors.outcomeRequired'))
    await expect(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.received') })).toHaveFocus()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.received') }))
    await userEvent.click(submit)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onConfirm.mock.calls[0][0]).toStrictEqual({ withdrawalId: paid.withdrawalId, outcome: 'received' })
  },
}

/** "I received part of it" with the whole amount (or more) is refused: that is "I received it all". */
export const ConfirmPartialTooMuch: Story = {
  args: PaidAwaitingConfirmation.args,
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.partial') }))
    const received = canvas.getByRole('textbox', { name: t('wallet:withdraw.confirm.amountReceived') })
    await userEvent.type(received, '1000')
    await expect(canvas.queryByText(t('wallet:withdraw.confirm.remainder'))).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') }))
    await expect(received).toHaveAccessibleDescription(t('wallet:withdraw.errors.receivedNotLess', { amount: '฿\u00a01,000.00' }))
    await expect(received).toHaveFocus()
    await userEvent.clear(received)
    await userEvent.type(received, '1500.50')
    await expect(received).toHaveAccessibleDescription(t('wallet:withdraw.errors.receivedNotLess', { amount: '฿\u00a01,000.00' }))
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** "I received part of it": 300 of 1,000, so 700.00 still to come (worked out exactly), and the answer goes out. */
export const ConfirmPartial: Story = {
  args: PaidAwaitingConfirmation.args,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.partial') }))
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:withdraw.confirm.amountReceived') }), '300')
    await expect(canvas.getByText(t('wallet:withdraw.confirm.remainder')).parentElement).toHaveTextContent(`${t('wallet:withdraw.confirm.remainder')} ฿ 700.00`)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onConfirm.mock.calls[0][0]).toStrictEqual({ withdrawalId: paid.withdrawalId, outcome: 'partial', amountReceived: '300' })
    // The picture is of the answer filled in, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/**
 * "I did not receive it": without a screenshot it is refused (the picker takes focus); with one (listed with its
 * name and size) the answer goes out with the file for the page to upload.
 */
export const ConfirmNotReceived: Story = {
  args: PaidAwaitingConfirmation.args,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.notReceived') }))
    const submit = canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') })
    await userEvent.click(submit)
    const picker = canvas.getByLabelText(t('wallet:withdraw.confirm.addProofs'))
    await expect(picker).toHaveFocus()
    await expect(picker).toHaveAccessibleDescription(expect.stringContaining(t('wallet:withdraw.errors.proofRequired')))
    await expect(args.onConfirm).not.toHaveBeenCalled()

    const proof = new File([new Uint8Array(200_000)], 'proof.png', { type: 'image/png' })
    await userEvent.upload(picker, proof)
    const list = canvas.getByRole('list', { name: t('wallet:withdraw.confirm.proofs') })
    await expect(within(list).getByRole('listitem')).toHaveTextContent(/proof\.png.*196/)
    await expect(within(list).getByRole('button', { name: t('wallet:withdraw.confirm.remove', { name: 'proof.png' }) })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()

    await userEvent.click(submit)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    const request = args.onConfirm.mock.calls[0][0]
    await expect(request).toStrictEqual({ withdrawalId: paid.withdrawalId, outcome: 'not_received', proofs: [proof] })
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/**
 * Files that cannot be proofs are refused with the reason, by name: a 6 MB screenshot, a PDF (picked with "All
 * files" in the browser's dialog). A screenshot taken, then removed: the picker takes focus back.
 */
export const ProofRefused: Story = {
  args: PaidAwaitingConfirmation.args,
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const user = userEvent.setup({ applyAccept: false })
    await user.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.notReceived') }))
    const picker = canvas.getByLabelText(t('wallet:withdraw.confirm.addProofs'))

    await user.upload(picker, new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('wallet:withdraw.errors.proofSize', { name: 'big.png' }))
    await expect(canvas.queryByRole('list', { name: t('wallet:withdraw.confirm.proofs') })).toBeNull()

    await user.upload(picker, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('wallet:withdraw.errors.proofType', { name: 'statement.pdf' }))
    await expect(canvas.queryByRole('list', { name: t('wallet:withdraw.confirm.proofs') })).toBeNull()

    await user.upload(picker, new File([new Uint8Array(1000)], 'proof.jpg', { type: 'image/jpeg' }))
    await expect(canvas.queryByRole('alert')).toBeNull()
    await user.click(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.remove', { name: 'proof.jpg' }) }))
    await expect(canvas.queryByRole('list', { name: t('wallet:withdraw.confirm.proofs') })).toBeNull()
    await expect(picker).toHaveFocus()
    await user.click(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') }))
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Part received: how much of how much, what is still to come, and "I have now received it all". */
export const PartialReceived: Story = {
  args: { requirements: underWay({ ...paid, confirmation: 'partial', amountReceived: '300.00' }) },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(t('wallet:withdraw.current.partial.body', { received: '฿ 300.00', amount: '฿ 1,000.00', remainder: '฿ 700.00' })),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.current.partial.allReceived') }))
    await expect(args.onConfirm).toHaveBeenCalledWith({ withdrawalId: paid.withdrawalId, outcome: 'all_received' })
    // The picture is of the state at rest, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}

/** "I have now received it all" is being sent: that button shows progress. */
export const PartialConfirming: Story = {
  args: { requirements: PartialReceived.args!.requirements, busy: 'confirm' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('wallet:withdraw.current.confirming') })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Said not received: the staff are checking the proof; nothing to do here. */
export const NotReceivedUnderReview: Story = {
  args: { requirements: underWay({ ...paid, confirmation: 'not_received' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:withdraw.current.notReceived.title') })).toBeVisible()
    await expect(canvas.getAllByRole('button')).toHaveLength(1) // refresh
  },
}

/** Refused: the money is back in the wallet, and why. */
export const Rejected: Story = {
  args: {
    requirements: underWay({ ...pending, status: 'rejected', rejectReason: 'The account name does not match your real name.' }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const view = within(canvas.getByRole('region', { name: t('wallet:withdraw.current.rejected.title') }))
    await expect(view.getByText(t('wallet:withdraw.current.rejected.body'))).toBeVisible()
    await expect(view.getByText('The account name does not match your real name.')).toBeVisible()
  },
}

/** A withdrawal is being asked for: its button shows progress (and keeps focus); the fields wait. */
export const Busy: Story = {
  args: { busy: 'withdraw' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const running = canvas.getByRole('button', { name: t('wallet:withdraw.submitting') })
    await expect(running).toHaveAttribute('aria-busy', 'true')
    await expect(running).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') })).toBeDisabled()
    await expect(canvas.getByLabelText(t('wallet:withdraw.paymentPassword'))).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('wallet:withdraw.refresh') })).toBeDisabled()
  },
}

/** The server refused: its message, translated by the portal, above the form. */
export const ServerError: Story = {
  render: (args, { globals }) => <WithdrawPanel {...args} error={storyT(globals)('errors:paymentPasswordWrong')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:paymentPasswordWrong'))
  },
}

/** Plays the wallet store: a withdrawal runs for a moment and comes back under way. */
function WithStore(args: WithdrawPanelProps) {
  const [state, setState] = useState<{ busy: WithdrawPanelProps['busy']; requirements: WithdrawalRequirements }>({ busy: null, requirements: ready })
  return (
    <WithdrawPanel
      {...args}
      {...state}
      onWithdraw={(request) => {
        args.onWithdraw(request)
        setState({ busy: 'withdraw', requirements: ready })
        setTimeout(() => setState({ busy: null, requirements: underWay({ ...pending, amount: request.amount }) }), 50)
      }}
    />
  )
}

/** A whole withdrawal: the form gives way to "being processed", whose heading takes focus and which is said aloud. */
export const WithdrawFlow: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: passes through Busy and Pending
  render: (args) => <WithStore {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') }), '500')
    await userEvent.type(canvas.getByLabelText(t('wallet:withdraw.paymentPassword')), '246810{Enter}')
    await expect(args.onWithdraw).toHaveBeenCalledWith({ amount: '500', bankAccountId: 11, paymentPassword: '246810' })
    const heading = await canvas.findByRole('heading', { name: t('wallet:withdraw.current.pending.title') })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:withdraw.current.pending.title'))
  },
}

/** On a 360 px phone: the form stacked, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** The confirmation step on a 360 px phone with "I did not receive it" chosen and a screenshot attached. */
export const PhoneProofs: Story = {
  args: PaidAwaitingConfirmation.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.notReceived') }))
    await userEvent.upload(
      canvas.getByLabelText(t('wallet:withdraw.confirm.addProofs')),
      new File([new Uint8Array(1_572_864)], 'kbank-statement-2026-03-14-screenshot.png', { type: 'image/png' }),
    )
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }

/** The turnover and the fix buttons, right to left. */
export const BlockedRightToLeft: Story = {
  args: { requirements: blocked(['TURNOVER_NOT_MET', 'BANK_CARD_REQUIRED'], { turnover: { required: '5000.00', done: '1200.00' } }) },
  globals: { language: 'ar' },
}
