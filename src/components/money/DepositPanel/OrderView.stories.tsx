import { createRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { DepositOrder } from '../../../contract/schemas/money'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { OrderView } from './OrderView'

/** 500 baht by PromptPay with a bonus code, made two minutes before the story's clock: DepositPanel's pending order. */
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
  title: 'Money/DepositPanel/OrderView',
  component: OrderView,
  args: {
    order: pendingOrder,
    channelName: 'PromptPay QR',
    currency: demoCurrency,
    busy: false,
    onCheck: fn(),
    onReset: fn(),
    headingRef: createRef<HTMLHeadingElement>(),
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderView>

export default meta
type Story = StoryObj<typeof meta>

/** The order waiting for its payment: what it is, until when, the payment page, a status check and a way out. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const view = within(canvas.getByRole('region', { name: t('wallet:deposit.order.pending.title') }))
    await expect(view.getByText('DEP-20260314-0042')).toBeVisible()
    await expect(view.getByRole('link', { name: t('wallet:deposit.order.openPayment') })).toHaveAttribute('href', pendingOrder.payUrl)
  },
}

/** "Check status" and "Cancel" reach the store. */
export const Actions: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.check') }))
    await expect(args.onCheck).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:deposit.order.cancel') }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

/** The payment came in: the amount credited, and another deposit offered. */
export const Succeeded: Story = {
  args: { order: { ...pendingOrder, status: 'success', payUrl: null } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:deposit.order.success.title') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('wallet:deposit.order.another') })).toBeEnabled()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
