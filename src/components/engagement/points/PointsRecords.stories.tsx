import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { pointsHistory, pointsRedeems } from './fixtures'
import { PointsMovements, PointsRedeemHistory } from './PointsRecords'

const meta = {
  title: 'Engagement/Points/PointsRecords',
  component: PointsRedeemHistory,
  args: { redeems: pointsRedeems, currency: '฿' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PointsRedeemHistory>

export default meta
type Story = StoryObj<typeof meta>

/** Every field of the spec's redeem record, one card per redeem, each status with its colour and a rejection's remark. */
export const RedeemHistory: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('points-redeem')).toHaveLength(3)
    await expect(canvas.getAllByText(t('points:record.transactionNo'))).toHaveLength(3)
    await expect(canvas.getByText('Out of stock in this colour')).toBeVisible()
  },
}

export const NoRedeems: Story = {
  args: { redeems: { list: [], totalCount: 0, totalPages: 0 } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('points:record.empty'))).toBeVisible()
  },
}

/** The points history: earned, refunded, redeemed and converted, signed, with the balance after each. */
export const Movements: Story = {
  render: () => <PointsMovements history={pointsHistory} />,
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('points-movement')).toHaveLength(4)
    await expect(canvas.getByText('+546')).toBeVisible()
  },
}
