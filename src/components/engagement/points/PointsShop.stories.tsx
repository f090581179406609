import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { pointsItems } from './fixtures'
import { PointsShop } from './PointsShop'

const meta = {
  title: 'Engagement/Points/PointsShop',
  component: PointsShop,
  args: { items: pointsItems, balance: '346', currency: '฿', onRedeem: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof PointsShop>

export default meta
type Story = StoryObj<typeof meta>

/** Goods and cash items with their price, stock and limit; sold out and too dear are disabled. */
export const Catalogue: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('points-item')).toHaveLength(4)
    await expect(canvas.getByText(t('points:item.soldOut'))).toBeVisible()
    const buttons = canvas.getAllByRole('button', { name: new RegExp(t('points:item.redeem')) })
    await expect(buttons[2]).toBeDisabled()
    await expect(buttons[3]).toBeDisabled()
    await userEvent.click(buttons[0])
    await expect(args.onRedeem).toHaveBeenCalledWith(pointsItems[0])
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** The first read: placeholders, and a screen reader told. */
export const Loading: Story = {
  args: { items: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('points:loading'))
  },
}

/** The read failed: the message and a retry. */
export const LoadError: Story = {
  args: { items: [], error: 'The points mall could not be loaded.' },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('points:retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
