import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PointsItemImage } from './PointsItemImage'

const meta = {
  title: 'Engagement/Points/PointsItemImage',
  component: PointsItemImage,
  args: { name: 'keyring' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof PointsItemImage>

export default meta
type Story = StoryObj<typeof meta>

/** A catalogue item's bundled drawing: decorative (the item's name is its card's title). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg path')).not.toBeNull()
  },
}

/** Every drawing the seeded catalogues name; a cash item in the success colour, an unknown name drawn as a gift. */
export const EveryDrawing: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 120px)', gap: 8 }}>
      {['cash', 'keyring', 'bottle', 'jersey', 'speaker', 'cap', 'gift', 'unknown-item'].map((name) => (
        <div key={name} data-item={name}>
          <PointsItemImage name={name} size={48} />
        </div>
      ))}
    </div>
  ),
  decorators: [(Story) => <div>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const path = (name: string) => canvasElement.querySelector(`[data-item="${name}"] path`)?.getAttribute('d')
    await expect(path('unknown-item')).toBe(path('gift'))
    await expect(path('cash')).not.toBe(path('gift'))
  },
}
