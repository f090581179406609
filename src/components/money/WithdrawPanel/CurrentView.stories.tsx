import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { CurrentView } from './CurrentView'
import { paid, pending } from './fixtures'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

const meta = {
  title: 'Money/WithdrawPanel/CurrentView',
  component: CurrentView,
  args: {
    view: 'pending',
    withdrawal: pending,
    currency: demoCurrency,
    busy: null,
    onConfirm: fn(),
    onRefresh: fn(),
    headingRef: { current: null },
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof CurrentView>

export default meta
type Story = StoryObj<typeof meta>

/** Being processed: what, to which account, since when, and a button to check again. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const view = within(canvas.getByRole('region', { name: t('wallet:withdraw.current.pending.title') }))
    await expect(view.getByText(/Kasikorn Bank/)).toHaveTextContent('Kasikorn Bank ******4821')
    await expect(view.getByRole('button', { name: t('wallet:withdraw.current.check') })).toBeEnabled()
  },
}

/** Part received: how much of how much, and "I have now received it all" tells the page so. */
export const PartialAllReceived: Story = {
  args: { view: 'partial', withdrawal: { ...paid, confirmation: 'partial', amountReceived: '300.00' } },
  parameters: { screenshot: { disable: true } }, // behaviour only: the state is pictured in WithdrawPanel's PartialReceived
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(t('wallet:withdraw.current.partial.body', { received: '฿ 300.00', amount: '฿ 1,000.00', remainder: '฿ 700.00' })),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.current.partial.allReceived') }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onConfirm).toHaveBeenCalledWith({ withdrawalId: paid.withdrawalId, outcome: 'all_received' })
    await expect(args.onRefresh).not.toHaveBeenCalled()
  },
}
