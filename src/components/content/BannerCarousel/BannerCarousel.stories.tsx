import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLink, storyT } from '../../layout/fixtures'
import { bannerNotices } from '../fixtures'
import { BannerCarousel } from './BannerCarousel'

const meta = {
  title: 'Content/BannerCarousel',
  component: BannerCarousel,
  // Autoplay off in stories: screenshots and plays must not depend on timing.
  args: { banners: bannerNotices, autoPlayMs: 0, renderLink: storyLink(fn().mockName('navigate')) },
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** Three banners; the first shows. */
export const Playground: Story = {}

/** Next, previous and the slide buttons move between banners; only the current slide is shown. */
export const Navigate: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: t('layout:banner.label') })
    const visibleSlide = () => within(region).getByRole('group')
    await expect(visibleSlide()).toHaveAccessibleName(t('layout:banner.slideOf', { index: 1, count: 3 }))

    await userEvent.click(canvas.getByRole('button', { name: t('layout:banner.next') }))
    await expect(visibleSlide()).toHaveAccessibleName(t('layout:banner.slideOf', { index: 2, count: 3 }))
    await expect(within(visibleSlide()).getByRole('img', { name: bannerNotices[1]!.title })).toBeInTheDocument()

    await userEvent.click(canvas.getByRole('button', { name: t('layout:banner.previous') }))
    await userEvent.click(canvas.getByRole('button', { name: t('layout:banner.previous') }))
    await expect(visibleSlide()).toHaveAccessibleName(t('layout:banner.slideOf', { index: 3, count: 3 }))

    const dot = canvas.getByRole('button', { name: t('layout:banner.goTo', { index: 1, title: bannerNotices[0]!.title }) })
    await userEvent.click(dot)
    await expect(dot).toHaveAttribute('aria-current', 'true')
    await expect(visibleSlide()).toHaveAccessibleName(t('layout:banner.slideOf', { index: 1, count: 3 }))
  },
}

/** With autoplay on, a pause button is offered (WCAG 2.2.2) and the slides do not announce themselves. */
export const AutoplayControls: Story = {
  args: { autoPlayMs: 60_000 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const pause = canvas.getByRole('button', { name: t('layout:banner.pause') })
    await userEvent.click(pause)
    await expect(canvas.getByRole('button', { name: t('layout:banner.play') })).toBeVisible()
  },
}

/**
 * On a phone (360 px) the banner is about 100 px tall: the arrows, pause and slide buttons sit in a strip under the
 * image instead of over it, so they never cover the banner's headline.
 */
export const OnPhone: Story = {
  args: { autoPlayMs: 60_000 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const image = within(canvas.getByRole('group')).getByRole('img', { name: bannerNotices[0]!.title })
    const imageBottom = image.getBoundingClientRect().bottom
    await expect(window.innerWidth).toBeLessThan(600)
    for (const name of [t('layout:banner.previous'), t('layout:banner.pause'), t('layout:banner.next')]) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().top, name).toBeGreaterThanOrEqual(imageBottom)
    }
  },
}

/** One banner: no arrows or dots. */
export const SingleBanner: Story = {
  args: { banners: bannerNotices.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0)
  },
}
