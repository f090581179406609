import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { promotionsFixture } from './fixtures'
import { PromotionCard } from './PromotionCard'

const open = promotionsFixture.find((promotion) => promotion.state === 'open')!
const closed = promotionsFixture.find((promotion) => promotion.state === 'closed')!

const meta = {
  title: 'Engagement/Promotions/PromotionCard',
  component: PromotionCard,
  args: { promotion: open, href: `/promotions?code=${open.code}`, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PromotionCard>

export default meta
type Story = StoryObj<typeof meta>

/** An open promotion: the whole card is a link to its detail, opened in the page by a plain click. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article', { name: open.title })).toBeVisible()
    await expect(canvas.getByText(t('promotions:states.open'))).toBeVisible()
    const link = canvas.getByRole('link')
    await expect(link).toHaveAttribute('href', `/promotions?code=${open.code}`)
    await userEvent.click(link)
    await expect(args.onOpen).toHaveBeenCalledWith(open.code)
    link.blur()
  },
}

/** A closed promotion: greyed, its state said in words. */
export const Closed: Story = {
  args: { promotion: closed, href: `/promotions?code=${closed.code}` },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('promotions:states.closed'))).toBeVisible()
  },
}
