import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { WithOpener } from '../../accounts/storyFrame'
import { storyT } from '../../layout/fixtures'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { AgentTransferDialog, type AgentTransferDialogProps, type DownlineOption } from './AgentTransferDialog'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

/** Four members of the agent's downline: one with nothing in its wallet, one without a nickname. */
const downlines: DownlineOption[] = [
  { username: 'somchai88', nickname: 'Somchai', balance: '500.00' },
  { username: 'ploy_s', nickname: 'Ploy Siriwan', balance: '12345.67' },
  { username: 'nok_2024', nickname: null, balance: '0.00' },
  { username: 'mali.vip', nickname: 'Mali', balance: '2500.50' },
]

/** The dialog behind the button of the agent centre that opens it (focus goes back there when it closes). */
function AgentDemo(args: AgentTransferDialogProps) {
  return <WithOpener label="Move money" initiallyOpen={args.open} dialog={(open, closing) => <AgentTransferDialog {...args} open={open} onClose={closing(args.onClose)} />} />
}

const meta = {
  title: 'Money/AgentTransferDialog',
  component: AgentTransferDialog,
  args: {
    open: true,
    mode: 'transfer',
    downlines,
    available: '8250.00',
    currency: demoCurrency,
    busy: false,
    error: null,
    result: null,
    onSubmit: fn(),
    onClose: fn(),
  },
  render: (args) => <AgentDemo {...args} />,
} satisfies Meta<typeof AgentTransferDialog>

export default meta
type Story = StoryObj<typeof meta>

const titleOf = (globals: Record<string, unknown>, mode: 'transfer' | 'recall') =>
  storyT(globals)(mode === 'recall' ? 'wallet:agent.dialog.recallTitle' : 'wallet:agent.dialog.transferTitle')
const findDialog = (globals: Record<string, unknown>, mode: 'transfer' | 'recall' = 'transfer') => screen.findByRole('dialog', { name: titleOf(globals, mode) })

/** Picks a member from the list as a person does: opens it, types part of the name, clicks the row. */
async function pick(dialog: HTMLElement, label: string, typed: string, name: RegExp) {
  const field = within(dialog).getByRole('combobox', { name: label })
  await userEvent.click(field)
  await userEvent.type(field, typed)
  await userEvent.click(await screen.findByRole('option', { name }))
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
}

/** Transfer to a member: focus in the member field, the agent's main wallet beside "choose a member", nothing chosen. */
export const Transfer: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const member = within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') })
    await waitFor(() => expect(member).toHaveFocus())
    await expect(within(dialog).getByText('8,250.00')).toBeVisible()
    await expect(within(dialog).getByText(t('wallet:agent.dialog.noDownline'))).toBeVisible()
    const password = within(dialog).getByLabelText(t('wallet:agent.paymentPassword'))
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'off')
    await expect(within(dialog).getByRole('button', { name: t('wallet:agent.dialog.transfer') })).toBeEnabled()
    await expect(within(dialog).queryByRole('switch')).toBeNull()
  },
}

/** Recall from a member chosen in the downline list: its balance shown, focus in the amount, "recall everything" offered. */
export const Recall: Story = {
  args: { mode: 'recall', initialDownline: 'somchai88' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals, 'recall')
    await expect(within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') })).toHaveValue('somchai88')
    await expect(within(dialog).getByText('500.00')).toBeVisible()
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: t('wallet:agent.amount') })).toHaveFocus())
    await expect(within(dialog).getByRole('switch', { name: t('wallet:agent.dialog.recallAll') })).not.toBeChecked()
    await expect(within(dialog).getByRole('button', { name: t('wallet:agent.dialog.recall') })).toBeEnabled()
  },
}

/** Each member in the list: account name, nickname and balance. */
export const MemberList: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: the list opens outside the dialog's box
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await userEvent.click(within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') }))
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    await expect(options).toHaveLength(4)
    await expect(options[1]).toHaveTextContent(/ploy_s.*Ploy Siriwan.*12,345\.67/)
    await expect(options[2]).toHaveTextContent(/nok_2024.*0\.00/)
  },
}

/** The downline is loading: the member field says so when opened; the rest of the form is there. */
export const LoadingDownlines: Story = {
  args: { downlines: null },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const member = within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') })
    await waitFor(() => expect(member).toHaveFocus())
    await userEvent.click(member)
    await expect(await screen.findByText(t('wallet:agent.dialog.loading'))).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByText(t('wallet:agent.dialog.loading'))).toBeNull())
    // Escape closed the list, not the dialog.
    await expect(dialog).toBeVisible()
  },
}

/** A transfer is running: its button shows progress (and keeps focus); the fields wait. */
export const Busy: Story = {
  args: { busy: true, initialDownline: 'mali.vip' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const running = within(dialog).getByRole('button', { name: t('wallet:agent.dialog.transferring') })
    await expect(running).toHaveAttribute('aria-busy', 'true')
    await expect(running).toHaveAttribute('aria-disabled', 'true')
    await expect(within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') })).toBeDisabled()
    await expect(within(dialog).getByRole('textbox', { name: t('wallet:agent.amount') })).toBeDisabled()
  },
}

/** The server refused: its message, translated by the portal, above the button. */
export const ServerError: Story = {
  args: { initialDownline: 'somchai88' },
  render: (args, { globals }) => <AgentDemo {...args} error={storyT(globals)('errors:paymentPasswordWrong')} />,
  play: async ({ globals }) => {
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:paymentPasswordWrong'))
  },
}

/** A transfer went through: what moved to whom, the new balances, and the form ready for the next one. */
export const Sent: Story = {
  args: {
    initialDownline: 'somchai88',
    available: '7749.50',
    downlines: downlines.map((member) => (member.username === 'somchai88' ? { ...member, balance: '1000.50' } : member)),
    result: { moved: '500.50', counterparty: 'somchai88' },
  },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('wallet:agent.dialog.transferred', { amount: '฿ 500.50', name: 'somchai88' }))
    await expect(within(dialog).getByText('1,000.50')).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: t('wallet:agent.amount') })).toHaveValue('')
  },
}

/**
 * A transfer as a person makes it: a member is picked from the list (found by typing part of the name), more than
 * the agent's wallet holds is refused, then the request goes out with exactly the values typed.
 */
export const PickAndTransfer: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Transfer filled in
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const submit = within(dialog).getByRole('button', { name: t('wallet:agent.dialog.transfer') })
    await userEvent.click(submit)
    const member = within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') })
    await expect(member).toHaveAccessibleDescription(t('wallet:agent.errors.downlineRequired'))
    await waitFor(() => expect(member).toHaveFocus())

    await pick(dialog, t('wallet:agent.dialog.downline'), 'ploy', /ploy_s/)
    await expect(member).toHaveValue('ploy_s')
    const amount = within(dialog).getByRole('textbox', { name: t('wallet:agent.amount') })
    await userEvent.type(amount, '8250.01')
    await userEvent.type(within(dialog).getByLabelText(t('wallet:agent.paymentPassword')), '246810')
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:agent.errors.overAvailable', { amount: '฿\u00a08,250.00' }))
    await expect(amount).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(amount)
    await userEvent.type(amount, '100.5{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ downline: 'ploy_s', amount: '100.5', paymentPassword: '246810' })
  },
}

/** Recall everything: the amount waits (showing the member's whole balance) and the request says `all`. */
export const RecallEverything: Story = {
  args: { mode: 'recall' },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Recall with the switch on
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals, 'recall')
    await pick(dialog, t('wallet:agent.dialog.downline'), 'mali', /mali\.vip/)
    await userEvent.click(within(dialog).getByRole('switch', { name: t('wallet:agent.dialog.recallAll') }))
    const amount = within(dialog).getByRole('textbox', { name: t('wallet:agent.amount') })
    await expect(amount).toBeDisabled()
    await expect(amount).toHaveValue('2500.50')
    await expect(within(dialog).getByRole('button', { name: t('wallet:agent.max') })).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText(t('wallet:agent.paymentPassword')), '246810{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ downline: 'mali.vip', amount: 'all', paymentPassword: '246810' })
  },
}

/** A recall of one satang more than the member holds is refused, naming the member and its balance; nothing is sent. */
export const RecallTooMuch: Story = {
  args: { mode: 'recall', initialDownline: 'somchai88' },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Recall with an amount refused
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals, 'recall')
    const amount = within(dialog).getByRole('textbox', { name: t('wallet:agent.amount') })
    await waitFor(() => expect(amount).toHaveFocus())
    await userEvent.type(amount, '500.01')
    await userEvent.type(within(dialog).getByLabelText(t('wallet:agent.paymentPassword')), '246810{Enter}')
    await expect(amount).toHaveAccessibleDescription(t('wallet:agent.errors.overDownline', { name: 'somchai88', amount: '฿\u00a0500.00' }))
    await expect(amount).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // Max is the member's whole balance, which may be recalled.
    await userEvent.click(within(dialog).getByRole('button', { name: t('wallet:agent.max') }))
    await expect(amount).toHaveValue('500.00')
    await userEvent.click(within(dialog).getByRole('button', { name: t('wallet:agent.dialog.recall') }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ downline: 'somchai88', amount: '500.00', paymentPassword: '246810' })
  },
}

/** With a server search, what is typed goes to the page, and the list it passes back is shown as it is. */
export const SearchOnServer: Story = {
  args: { onSearch: fn() },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    const member = within(dialog).getByRole('combobox', { name: t('wallet:agent.dialog.downline') })
    await userEvent.type(member, 'zz')
    await expect(args.onSearch).toHaveBeenLastCalledWith('zz')
    // Not filtered here: the page has not answered yet, so every member is still offered.
    await expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(4)
  },
}

/** Escape closes the dialog (the page is told) and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Move money' })
    await userEvent.click(opener)
    const dialog = await findDialog(globals)
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: storyT(globals)('wallet:agent.dialog.downline') })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledOnce()
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** On a 360 px phone: a full-screen sheet, a recall with the switch on, nothing scrolls sideways. */
export const Phone: Story = {
  args: { mode: 'recall', initialDownline: 'ploy_s' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(globals, 'recall')
    await userEvent.click(within(dialog).getByRole('switch', { name: storyT(globals)('wallet:agent.dialog.recallAll') }))
    // The picture is of the form at rest, not of the switch just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    const doc = canvasElement.ownerDocument.documentElement
    await expect(doc.scrollWidth).toBeLessThanOrEqual(360)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
  },
}

/** Arabic (English text, right to left): a recall from a chosen member. */
export const RightToLeft: Story = { args: { mode: 'recall', initialDownline: 'ploy_s' }, globals: { language: 'ar' } }
