import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { loadedImages } from '../../../primitives/LazyImage/imageCache'
import { gameArtDataUrl } from '../fixtures'
import { picturesLoaded } from '../storyHelpers'
import { GameImage } from './GameImage'

const meta = {
  title: 'Games/Lobby/GameImage',
  component: GameImage,
  args: { src: gameArtDataUrl('image-playground', 200), alt: 'Koi Terrace' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof GameImage>

export default meta
type Story = StoryObj<typeof meta>

/** In view: its turn comes in the first batch, and it shows. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await picturesLoaded(canvasElement)
    await expect(within(canvasElement).getByRole('img', { name: 'Koi Terrace' })).toBeInstanceOf(HTMLImageElement)
  },
}

const cachedArt = gameArtDataUrl('image-cached', 20)

/** A picture among the last 200 that loaded (a revisit): an image in the very first render, no waiting for its turn. */
export const Cached: Story = {
  args: { src: cachedArt, alt: 'Kiln Drake' },
  beforeEach: () => {
    loadedImages.add(cachedArt)
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).not.toBeNull()
    await expect(canvasElement.querySelector('[aria-busy="true"]')?.tagName).not.toBe('SPAN')
    await picturesLoaded(canvasElement)
  },
}

/** A picture that never loads: after its retries, the placeholder, still named. */
export const Fails: Story = {
  args: { src: '/__missing__/game-art-that-does-not-exist.png', alt: 'Broken game art', hosts: [''] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Broken game art' })).not.toBeInstanceOf(HTMLImageElement), { timeout: 8000 })
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Broken game art' }).querySelector('svg')).not.toBeNull(), { timeout: 8000 })
  },
}
