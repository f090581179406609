import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PROMOTION_BANNERS } from '../../../contract/promotionsEndpoints'
import { PromotionBanner } from './PromotionBanner'

const meta = {
  title: 'Engagement/Promotions/PromotionBanner',
  component: PromotionBanner,
  args: { name: 'deposit' },
  decorators: [(Story) => <div style={{ width: 320, height: 120 }}>{Story()}</div>],
} satisfies Meta<typeof PromotionBanner>

export default meta
type Story = StoryObj<typeof meta>

/** One bundled banner: a gradient and its motif, decorative (hidden from assistive technology). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg.querySelector('linearGradient')).toHaveAttribute('id', 'promotion-banner-deposit')
  },
}

/** Every bundled banner, each drawn with its own gradient; an unknown name (a newer server's) draws the generic one. */
export const EveryBanner: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8, width: 680 }}>
      {[...PROMOTION_BANNERS, 'unknown-banner'].map((name) => (
        <div key={name} data-banner={name} style={{ height: 60 }}>
          <PromotionBanner name={name} />
        </div>
      ))}
    </div>
  ),
  decorators: [(Story) => <div>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(PROMOTION_BANNERS.length + 1)
    await expect(canvasElement.querySelector('[data-banner="unknown-banner"] linearGradient')).toHaveAttribute('id', 'promotion-banner-others')
  },
}
