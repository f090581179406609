import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { demoGameMenus, onlyCategories, storyLink, storyT } from '../../layout/fixtures'
import { CategoryEntries } from './CategoryEntries'

const meta = {
  title: 'Content/CategoryEntries',
  component: CategoryEntries,
  args: { categories: demoGameMenus, renderLink: storyLink(fn().mockName('navigate')) },
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof CategoryEntries>

export default meta
type Story = StoryObj<typeof meta>

/** The demo brand's nine categories, each linking to its page. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const nav = within(canvasElement).getByRole('navigation', { name: t('layout:categories.label') })
    const links = within(nav).getAllByRole('link')
    await expect(links).toHaveLength(9)
    const slots = links.find((link) => link.getAttribute('href') === '/rng')
    await expect(slots).toHaveAccessibleName(expect.stringContaining(t('layout:category.RNG')))
  },
}

/** A smaller brand with four categories. */
export const FewCategories: Story = {
  args: { categories: onlyCategories(['SPORTS', 'RNG', 'LIVE', 'FISH']) },
}
