import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { activeBonus, completedBonus, expiredBonus, forfeitedBonus, THB } from '../fixtures'
import { BonusList } from './BonusList'

const meta = {
  title: 'Engagement/Activities/BonusList',
  component: BonusList,
  args: { bonuses: [activeBonus, completedBonus, forfeitedBonus, expiredBonus], currency: THB },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BonusList>

export default meta
type Story = StoryObj<typeof meta>

/** Every status: the active one with its turnover half played and what is still to bet; a forfeit with staff's reason. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const bars = canvas.getAllByRole('progressbar', { name: t('activities:bonuses.turnover') })
    await expect(bars).toHaveLength(4)
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '50')
    await expect(canvas.getByText(t('activities:bonuses.remaining', { amount: '฿ 75.00' }))).toBeVisible()
    await expect(canvas.getByText(t('activities:bonuses.reason', { reason: 'Shared device with another account' }))).toBeVisible()
    await expect(canvas.getByText(t('activities:bonuses.status.forfeited'))).toBeVisible()
  },
}

/** No bonuses yet. */
export const Empty: Story = {
  args: { bonuses: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('activities:bonuses.empty'))).toBeVisible()
  },
}
