import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, waitFor, within } from 'storybook/test'
import { LazyImage } from './LazyImage'
import { loadedImages } from './imageCache'

/** A banner drawn as an SVG data URL: deterministic, no network. `seed` makes distinct URLs (the cache is by URL). */
function banner(seed: string, colour = '#0b7a75'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><!--${seed}--><rect width="320" height="180" fill="${colour}"/><circle cx="250" cy="60" r="40" fill="#f5b400"/><rect x="24" y="120" width="160" height="20" rx="10" fill="#ffffff"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const meta = {
  title: 'Primitives/LazyImage',
  component: LazyImage,
  args: { src: banner('playground'), alt: 'Weekend reload bonus', width: 320, aspectRatio: 16 / 9 },
} satisfies Meta<typeof LazyImage>

export default meta
type Story = StoryObj<typeof meta>

/** In view: loads at once and shows the image. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const image = within(canvasElement).getByRole('img', { name: 'Weekend reload bonus' })
      expect(image).toBeInstanceOf(HTMLImageElement)
      expect((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).toBe(true)
    })
    await expect(within(canvasElement).getByRole('img', { name: 'Weekend reload bonus' })).toBeVisible()
  },
}

/** Below the fold: nothing is requested until it scrolls near the viewport. */
export const BelowTheFold: Story = {
  args: { src: banner("below", '#7c4dff'), alt: 'VIP club' },
  render: (args) => (
    <Box>
      <Box sx={{ height: 1600 }} />
      <LazyImage {...args} />
    </Box>
  ),
  parameters: { screenshot: { disable: true } }, // the interesting part is 1600 px down; covered by Playground
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvasElement.querySelector('img')).toBeNull()
    canvas.getByRole('img', { name: 'VIP club' }).scrollIntoView()
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull())
    window.scrollTo(0, 0)
  },
}

/** A URL that never loads: 1 attempt + 3 retries, then the placeholder, still named by its alt text. */
export const FailsThenPlaceholder: Story = {
  args: { src: '/__missing__/banner-that-does-not-exist.png', alt: 'Broken promotion banner', retryDelayMs: 20 },
  // The browser keeps at most 250 resource-timing entries and drops later ones: after many stories in one page
  // the buffer is full, so it is emptied first and this story's requests are all counted.
  beforeEach: () => {
    performance.clearResourceTimings()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull(), { timeout: 5000 })
    await waitFor(
      () => {
        const placeholder = canvas.getByRole('img', { name: 'Broken promotion banner' })
        expect(placeholder).toHaveAttribute('title', 'ไม่สามารถแสดงรูปภาพได้')
      },
      { timeout: 5000 },
    )
    // Every attempt is a request the browser made (resource timing), so retries really happened.
    const url = new URL('/__missing__/banner-that-does-not-exist.png', window.location.href).href
    await expect(performance.getEntriesByName(url).length).toBeGreaterThanOrEqual(2)
  },
}

/** A URL that loaded before is in the cache of 200 and shows at once, without waiting for visibility. */
export const Cached: Story = {
  args: { src: banner('cached', '#e4572e'), alt: 'Lucky draw' },
  beforeEach: ({ args }) => {
    loadedImages.add(args.src)
  },
  play: async ({ canvasElement }) => {
    // Rendered as an <img> on the first frame: no placeholder phase.
    await expect(canvasElement.querySelector('img')).not.toBeNull()
  },
}
