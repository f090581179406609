import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, userEvent, within } from 'storybook/test'
import { demoGameMenus, storyLink, storyT } from '../fixtures'
import { CategoryNavItem } from './CategoryNavItem'

const slots = demoGameMenus.find((menu) => menu.gameGroupCode === 'RNG')!
const sports = demoGameMenus.find((menu) => menu.gameGroupCode === 'SPORTS')!

const meta = {
  title: 'Layout/Header/CategoryNavItem',
  component: CategoryNavItem,
  args: { category: sports, activePath: '/', renderLink: storyLink() },
  // A tab lives in the header's list; the frame leaves room for its open dropdown in the screenshot.
  decorators: [
    (Story) => (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 2, minHeight: 620, display: 'flex', alignItems: 'flex-start' }}>
        <Story />
      </Box>
    ),
  ],
  parameters: { layout: 'padded', screenshot: { rtl: true, phone: true } },
} satisfies Meta<typeof CategoryNavItem>

export default meta
type Story = StoryObj<typeof meta>

/** A category with five vendors, closed. */
export const Playground: Story = {}

/**
 * The vendor list is not drawn until the tab first opens (the first screen builds no list nobody opened); once
 * opened, closing keeps it, hidden.
 */
export const ListDrawnOnFirstOpening: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: the open list looks as in SlotsOpenWithMore
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const vendorLinks = () => canvasElement.querySelectorAll('a[href*="vendor="]')
    await expect(vendorLinks()).toHaveLength(0)
    const button = canvas.getByRole('button', { name: t('layout:header.showVendors', { category: t('layout:category.SPORTS') }) })
    await userEvent.click(button)
    await expect(vendorLinks()).toHaveLength(5)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(vendorLinks()).toHaveLength(5)
  },
}

/** The current page's tab is marked for assistive technology. */
export const Active: Story = {
  args: { activePath: '/sports' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const link = within(canvasElement).getByRole('link', { name: t('layout:category.SPORTS') })
    await expect(link).toHaveAttribute('aria-current', 'page')
  },
}

/** Slots with 14 vendors, opened from the keyboard: 11 vendors and a "more" link to the category page. */
export const SlotsOpenWithMore: Story = {
  args: { category: slots },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const name = t('layout:category.RNG')
    const button = canvas.getByRole('button', { name: t('layout:header.showVendors', { category: name }) })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const list = canvas.getByRole('list', { name: t('layout:header.vendorsOf', { category: name }) })
    const links = within(list).getAllByRole('link')
    await expect(links).toHaveLength(12)
    await expect(links[11]).toHaveTextContent(t('layout:header.moreVendors', { category: name }))
  },
}
