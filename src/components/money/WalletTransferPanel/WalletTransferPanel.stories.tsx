import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { WalletBalance } from '../../../contract/schemas/money'
import { demoMerchant, storyT } from '../../layout/fixtures'
import { WalletTransferPanel, type WalletTransferPanelProps } from './WalletTransferPanel'

const vendors = [
  { vendorCode: 'HSLOT', name: 'House Slots' },
  { vendorCode: 'HLIVE', name: 'House Live' },
]

/** Main 1,234.56 and House Slots 200.00; House Live has no row yet (no movement), so it reads 0.00. */
const balance: WalletBalance = {
  sumBalance: '1434.56',
  wallets: [
    { kind: 'main', balance: '1234.56' },
    { kind: 'vendor', vendorCode: 'HSLOT', balance: '200.00' },
  ],
}

const meta = {
  title: 'Money/WalletTransferPanel',
  component: WalletTransferPanel,
  args: {
    balance,
    vendors,
    isSingle: false,
    currency: { symbol: demoMerchant.currency.symbol, decimals: demoMerchant.currency.decimals },
    busy: null,
    error: null,
    onTransfer: fn(),
    onRecallAll: fn(),
    onRefresh: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof WalletTransferPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Three wallets with their balances, the total, "recall all" and the transfer form (main to the first vendor). */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('wallet:transfer.wallets') })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent(t('wallet:transfer.mainWallet'))
    await expect(items[0]).toHaveTextContent('1,234.56')
    await expect(items[1]).toHaveTextContent('House Slots')
    await expect(items[1]).toHaveTextContent('200.00')
    await expect(items[2]).toHaveTextContent('House Live')
    await expect(items[2]).toHaveTextContent('0.00')
    await expect(canvas.getByRole('combobox', { name: t('wallet:transfer.from') })).toHaveTextContent(t('wallet:transfer.mainWallet'))
    await expect(canvas.getByRole('combobox', { name: t('wallet:transfer.to') })).toHaveTextContent('House Slots')
    await expect(canvas.getByRole('button', { name: t('wallet:transfer.recallAll') })).toBeEnabled()
  },
}

/**
 * A transfer as a person makes it: one cent more than the main wallet holds is refused (compared exactly) with the
 * reason under the field, which takes focus, and nothing is sent; a right amount goes out as the canonical string.
 */
export const TransferFlow: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with an amount typed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:transfer.amount') })
    const submit = canvas.getByRole('button', { name: t('wallet:transfer.submit') })
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:transfer.errors.amountRequired'))
    await expect(amount).toHaveFocus()
    await userEvent.type(amount, '1234.57')
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:transfer.errors.overBalance', { wallet: t('wallet:transfer.mainWallet'), amount: '฿\u00a01,234.56' }))
    await expect(amount).toHaveFocus()
    await expect(args.onTransfer).not.toHaveBeenCalled()
    await userEvent.clear(amount)
    await userEvent.type(amount, '100.5{Enter}')
    await expect(args.onTransfer).toHaveBeenCalledOnce()
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'main', to: 'HSLOT', amount: '100.5' })
  },
}

/** Plays the wallet store: a transfer runs for a moment, then the new balances come back. */
function WithStore(args: WalletTransferPanelProps) {
  const [state, setState] = useState({ balance: args.balance, busy: null as WalletTransferPanelProps['busy'] })
  return (
    <WalletTransferPanel
      {...args}
      {...state}
      onTransfer={(request) => {
        args.onTransfer(request)
        setState((current) => ({ ...current, busy: 'transfer' }))
        setTimeout(() => {
          setState({
            busy: null,
            balance: {
              sumBalance: '1434.56',
              wallets: [
                { kind: 'main', balance: '1134.06' },
                { kind: 'vendor', vendorCode: 'HSLOT', balance: '300.50' },
              ],
            },
          })
        }, 50)
      }}
    />
  )
}

/** Once a transfer has gone through, the new balances show and the amount is cleared for the next one. */
export const AfterTransfer: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with other balances
  render: (args) => <WithStore {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:transfer.amount') })
    await userEvent.type(amount, '100.5{Enter}')
    const list = canvas.getByRole('list', { name: t('wallet:transfer.wallets') })
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1,134.06'))
    await expect(amount).toHaveValue('')
    await expect(amount).toBeEnabled()
  },
}

/** The page passes the vendors once the merchant's wallet mode has loaded, after the first render. */
function VendorsLater(args: WalletTransferPanelProps) {
  const [shown, setShown] = useState<WalletTransferPanelProps['vendors']>([])
  useEffect(() => {
    const timer = setTimeout(() => setShown(args.vendors), 50)
    return () => clearTimeout(timer)
  }, [args.vendors])
  return <WalletTransferPanel {...args} vendors={shown} />
}

/** Vendors that arrive after the first render still give the default direction: main to the first vendor. */
export const VendorsArriveLater: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  render: (args) => <VendorsLater {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const to = await canvas.findByRole('combobox', { name: t('wallet:transfer.to') })
    await expect(to).toHaveTextContent('House Slots')
    await expect(canvas.getByRole('combobox', { name: t('wallet:transfer.from') })).toHaveTextContent(t('wallet:transfer.mainWallet'))
  },
}

/** Swap turns the direction round; "max" fills the source wallet's whole balance, which may all be moved. */
export const SwapAndMax: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:transfer.swap') }))
    await expect(canvas.getByRole('combobox', { name: t('wallet:transfer.from') })).toHaveTextContent('House Slots')
    await expect(canvas.getByRole('combobox', { name: t('wallet:transfer.to') })).toHaveTextContent(t('wallet:transfer.mainWallet'))
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:transfer.max') }))
    await expect(canvas.getByRole('textbox', { name: t('wallet:transfer.amount') })).toHaveValue('200.00')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:transfer.submit') }))
    await expect(args.onTransfer).toHaveBeenCalledOnce()
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'HSLOT', to: 'main', amount: '200.00' })
  },
}

/** Choosing the source wallet as the destination too is refused on the destination, which takes focus. */
export const SameWallet: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const to = canvas.getByRole('combobox', { name: t('wallet:transfer.to') })
    await userEvent.click(to)
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(t('wallet:transfer.mainWallet')) }))
    await expect(to).toHaveTextContent(t('wallet:transfer.mainWallet'))
    // The list has closed and gone (its exit ends on a timer), so the picture is of the form alone.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="listbox"]')).toBeNull())
    await userEvent.type(canvas.getByRole('textbox', { name: t('wallet:transfer.amount') }), '50')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:transfer.submit') }))
    await expect(to).toHaveAccessibleDescription(t('wallet:transfer.errors.sameWallet'))
    await waitFor(() => expect(to).toHaveFocus())
    await expect(args.onTransfer).not.toHaveBeenCalled()
  },
}

/** Recall all brings every vendor wallet back to main; the refresh button asks for the balances again. */
export const RecallAllAndRefresh: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:transfer.recallAll') }))
    await expect(args.onRecallAll).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:transfer.refresh') }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
  },
}

/** The balances are loading: skeletons (never 0.00), and nothing can be sent yet. */
export const Loading: Story = {
  args: { balance: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:transfer.loading'))
    await expect(canvas.getByRole('list', { name: t('wallet:transfer.wallets') })).not.toHaveTextContent('0.00')
    await expect(canvas.getByRole('button', { name: t('wallet:transfer.submit') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('wallet:transfer.recallAll') })).toBeDisabled()
  },
}

/** A merchant with one wallet: the main balance and a note; no form, no recall. */
export const SingleWallet: Story = {
  args: { isSingle: true, vendors: [], balance: { sumBalance: '1234.56', wallets: [{ kind: 'main', balance: '1234.56' }] } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('wallet:transfer.single'))).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: t('wallet:transfer.wallets') })).getAllByRole('listitem')).toHaveLength(1)
    await expect(canvas.queryByRole('form')).toBeNull()
    await expect(canvas.queryByRole('button', { name: t('wallet:transfer.recallAll') })).toBeNull()
  },
}

/** Every vendor wallet is empty: nothing to recall. */
export const AllVendorsEmpty: Story = {
  args: { balance: { sumBalance: '1234.56', wallets: [{ kind: 'main', balance: '1234.56' }, { kind: 'vendor', vendorCode: 'HSLOT', balance: '0.00' }] } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('wallet:transfer.recallAll') })).toBeDisabled()
  },
}

/** A transfer is running: its button shows progress (and keeps focus); everything else waits. */
export const BusyTransfer: Story = {
  args: { busy: 'transfer' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const running = canvas.getByRole('button', { name: t('wallet:transfer.transferring') })
    await expect(running).toHaveAttribute('aria-busy', 'true')
    await expect(running).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('textbox', { name: t('wallet:transfer.amount') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('wallet:transfer.recallAll') })).toBeDisabled()
  },
}

/** Recall all is running. */
export const BusyRecall: Story = {
  args: { busy: 'recall' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('wallet:transfer.recalling') })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: t('wallet:transfer.submit') })).toBeDisabled()
  },
}

/** The server refused (the wallet held less by the time the transfer arrived): its message, translated by the portal. */
export const ServerError: Story = {
  render: (args, { globals }) => <WalletTransferPanel {...args} error={storyT(globals)('errors:insufficientBalance')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:insufficientBalance'))
  },
}

/** On a 360 px phone: two wallets a row, the form stacked, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
