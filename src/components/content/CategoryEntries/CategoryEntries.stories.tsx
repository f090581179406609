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

/**
 * Right to left, in Arabic (its strings fall back to English): each vendor count still reads "5 providers", the
 * number before the word, as in the language the words are in.
 */
export const RightToLeft: Story = {
  args: { categories: onlyCategories(['SPORTS', 'RNG', 'LIVE', 'FISH']) },
  globals: { language: 'ar' },
  // The story is right to left already: no separate right-to-left shot.
  parameters: { screenshot: { rtl: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const nav = within(canvasElement).getByRole('navigation', { name: t('layout:categories.label') })
    await expect(getComputedStyle(nav).direction).toBe('rtl')
    const counts = within(nav).getAllByText(/\d/)
    await expect(counts).toHaveLength(4)
    for (const count of counts) {
      const text = count.textContent ?? ''
      // Where the number and the first letter are painted: the number must come first, on the left.
      const number = text.search(/\d/)
      const letter = text.search(/\p{L}/u)
      await expect(text).toBe(t('layout:categories.vendorCount', { count: Number(text.match(/\d+/)?.[0]) }))
      await expect(glyphLeft(count, number), text).toBeLessThan(glyphLeft(count, letter))
    }
  },
}

/** The left edge of the character at `offset` of an element's text, as painted. */
function glyphLeft(element: Element, offset: number): number {
  const node = element.firstChild
  if (!node) throw new Error('no text')
  const range = document.createRange()
  range.setStart(node, offset)
  range.setEnd(node, offset + 1)
  return range.getBoundingClientRect().left
}
