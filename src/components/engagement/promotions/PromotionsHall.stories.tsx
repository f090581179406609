import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { PromotionTag } from '../../../contract/promotionsEndpoints'
import { storyT } from '../../layout/fixtures'
import { promotionsFixture } from './fixtures'
import { PromotionsHall, type PromotionCategory, type PromotionsHallProps } from './PromotionsHall'

/** The hall with its own category and tag, as the page keeps them in the address. */
function Hall(props: PromotionsHallProps) {
  const [category, setCategory] = useState<PromotionCategory>(props.category)
  const [tag, setTag] = useState<PromotionTag | null>(props.tag)
  return <PromotionsHall {...props} category={category} tag={tag} onCategory={setCategory} onTag={setTag} />
}

const meta = {
  title: 'Engagement/Promotions/PromotionsHall',
  component: PromotionsHall,
  args: {
    promotions: promotionsFixture, category: 'ALL', tag: null, onCategory: fn(), onTag: fn(), onOpen: fn(),
    hrefOf: (code: string) => `/promotions?code=${code}`,
  },
  render: (args) => <Hall {...args} />,
} satisfies Meta<typeof PromotionsHall>

export default meta
type Story = StoryObj<typeof meta>

/** Every promotion: open ones first, one coming soon, one closed (greyed); the categories are the types present. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true, dark: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('article')).toHaveLength(8)
    await expect(canvas.getByRole('tab', { name: t('promotions:categories.ALL') })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('article', { name: 'Monthly lucky draw' })).toHaveTextContent(t('promotions:states.comingSoon'))
    await expect(canvas.getByRole('article', { name: 'VIP live casino bonus' })).toHaveTextContent(t('promotions:states.closed'))
    await userEvent.click(canvas.getByRole('link', { name: /Daily sign-in/ }))
    await expect(args.onOpen).toHaveBeenCalledWith('daily-sign-in')
  },
}

/** A category and a tag chosen: the missions that are daily. */
export const Filtered: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('promotions:tags.DAILY') }))
    await expect(canvas.getByRole('button', { name: t('promotions:tags.DAILY') })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('tab', { name: t('promotions:categories.MISSION') }))
    await expect(canvas.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['promotion-weekly-bet-mission'])
  },
}

/** Nothing in the category chosen. */
export const Empty: Story = {
  args: { promotions: [], category: 'FISH' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('promotions:empty'))).toBeVisible()
  },
}

/** The first read, still on its way. */
export const Loading: Story = { args: { promotions: null } }

/** The read failed: the message and a retry. */
export const Failed: Story = {
  args: { promotions: null, error: 'Promotions could not be loaded.', onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('promotions:retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
