import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { pointsItems } from './fixtures'
import { PointsRedeemDialog } from './PointsRedeemDialog'

const meta = {
  title: 'Engagement/Points/PointsRedeemDialog',
  component: PointsRedeemDialog,
  args: { item: pointsItems[0], onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof PointsRedeemDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Goods: the address and phone are asked for; the first missing field takes the focus; a full form is sent. */
export const Goods: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog')
    const page = within(dialog)
    await userEvent.click(page.getByRole('button', { name: t('points:redeem.submit') }))
    await expect(page.getByLabelText(new RegExp(t('points:redeem.address')))).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(page.getByLabelText(new RegExp(t('points:redeem.address'))), '88 Sukhumvit Road, Bangkok')
    await userEvent.type(page.getByLabelText(new RegExp(t('points:redeem.phone'))), '+66 81 234 5678')
    await userEvent.type(page.getByLabelText(new RegExp(t('points:redeem.paymentPassword'))), '246810')
    await userEvent.click(page.getByRole('button', { name: t('points:redeem.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ quantity: 1, paymentPassword: '246810', address: '88 Sukhumvit Road, Bangkok', phone: '+66 81 234 5678' })
  },
}

/** A cash item needs no address; the server's refusal is shown. */
export const CashRefused: Story = {
  args: { item: pointsItems[1], error: 'You do not have enough points.' },
  play: async ({ canvasElement, globals }) => {
    const page = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await expect(page.queryByLabelText(new RegExp(storyT(globals)('points:redeem.address')))).toBeNull()
    await expect(page.getByRole('alert')).toHaveTextContent('You do not have enough points.')
  },
}

/** Done: the transaction number, in process. */
export const Done: Story = {
  args: { doneNo: 'P20261130K7M2Q9XA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toHaveTextContent('P20261130K7M2Q9XA')
  },
}
