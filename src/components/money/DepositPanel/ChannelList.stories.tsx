import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { DepositChannel } from '../../../contract/schemas/money'
import { storyT } from '../../layout/fixtures'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { ChannelList } from './ChannelList'

/** A Thai merchant's channels, as its config gives them (limits in baht): those of DepositPanel's stories. */
const channels: DepositChannel[] = [
  { code: 'bank', type: 'bank', name: 'Bank transfer', min: '100.00', max: '200000.00' },
  { code: 'promptpay', type: 'qr', name: 'PromptPay QR', min: '50.00', max: '50000.00' },
  { code: 'truemoney', type: 'ewallet', name: 'TrueMoney Wallet', min: '20.00', max: '30000.00' },
  { code: 'usdt', type: 'crypto', name: 'USDT (TRC-20)', min: '300.00', max: '500000.00' },
]

const meta = {
  title: 'Money/DepositPanel/ChannelList',
  component: ChannelList,
  args: { channels, chosen: channels[1], currency: demoCurrency, disabled: false, onChoose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ChannelList>

export default meta
type Story = StoryObj<typeof meta>

/** Four channels as radio cards with their limits, PromptPay chosen, and what to expect from it under them. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: t('wallet:deposit.channel') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(4)
    await expect(within(group).getByRole('radio', { name: 'PromptPay QR' })).toBeChecked()
    await expect(group).toHaveAccessibleDescription(t('wallet:deposit.channelHints.qr'))
  },
}

/** Choosing a card tells the form which channel (the list is controlled: the form keeps the choice). */
export const Choose: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Playground
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('TrueMoney Wallet'))
    await expect(args.onChoose).toHaveBeenCalledOnce()
    await expect(args.onChoose).toHaveBeenCalledWith(channels[2])
  },
}

/** While a deposit runs: every card is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled()
  },
}

/** The channels are loading: four skeleton cards, no radios. */
export const Loading: Story = {
  args: { channels: null, chosen: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull()
  },
}
