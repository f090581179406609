import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { road } from '../fixtures'
import { TrendRoad } from './TrendRoad'

const meta = {
  title: 'Cockfight/TrendRoad',
  component: TrendRoad,
  args: { road },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TrendRoad>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The last 40 fights: the bead road (ten columns of six, at most 400 px wide),
 * oldest first down each column, the newest (fight 240, Meron) last; the counts under it; the picture named with
 * them.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const picture = canvas.getByRole('img')
    await expect(picture).toHaveAccessibleName(
      t('cockfight:road.summary', { count: 40, meron: 20, wala: 17, draw: 2, cancelled: 1, fight: 240, result: t('cockfight:result.meron') }),
    )
    const beads = canvasElement.querySelectorAll('[data-road="bead"]')
    await expect(beads).toHaveLength(40)
    await expect(beads[beads.length - 1]).toHaveAttribute('data-result', 'meron')
    await expect(canvas.getByTestId('road-counts')).toHaveTextContent(t('cockfight:road.count', { name: t('cockfight:road.name.wala'), count: 17 }))
  },
}

/** The arena's first fight of the day: no results yet, said in words. */
export const Empty: Story = {
  args: { road: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(t('cockfight:road.empty'))
  },
}
