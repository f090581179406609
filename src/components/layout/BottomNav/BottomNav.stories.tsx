import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLink, storyT } from '../fixtures'
import { BottomNav, type BottomNavProps } from './BottomNav'

const navigate = fn().mockName('navigate')

const meta = {
  title: 'Layout/BottomNav',
  component: BottomNav,
  args: {
    activePath: '/',
    renderLink: storyLink(navigate),
    loggedIn: false,
    onLogin: fn(),
    sideMenuOpen: false,
    onToggleSideMenu: fn(),
  },
  // A phone-only bar (hidden from `md` up): its stories run at phone width.
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'fullscreen', screenshot: { rtl: true } },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof BottomNav>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor on the home page: Home is current. */
export const Playground: Story = {}

/**
 * A visitor: Home and Promotions are links that navigate; Deposit and Member centre are links too (their pages'
 * addresses), but open the login modal instead of navigating.
 */
export const LoggedOut: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Playground
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const bar = within(canvasElement).getByRole('navigation', { name: t('layout:bottomNav.label') })
    const links = within(bar).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/promotions', '/member?page=depositv2', '/member'])
    await expect(within(bar).getByRole('link', { name: t('layout:bottomNav.home') })).toHaveAttribute('aria-current', 'page')

    await userEvent.click(within(bar).getByRole('link', { name: t('layout:bottomNav.promotions') }))
    await expect(navigate).toHaveBeenCalledWith('/promotions')
    await userEvent.click(within(bar).getByRole('link', { name: t('layout:bottomNav.deposit') }))
    await userEvent.click(within(bar).getByRole('link', { name: t('layout:bottomNav.memberCentre') }))
    await expect(args.onLogin).toHaveBeenCalledTimes(2)
    await expect(navigate).toHaveBeenCalledTimes(1)
  },
}

/** A member on the deposit page: Deposit is current, and Deposit and Member centre navigate. */
export const LoggedIn: Story = {
  args: { loggedIn: true, activePath: '/member?page=depositv2' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const bar = within(canvasElement).getByRole('navigation', { name: t('layout:bottomNav.label') })
    await expect(within(bar).getByRole('link', { name: t('layout:bottomNav.deposit') })).toHaveAttribute('aria-current', 'page')
    await expect(within(bar).getByRole('link', { name: t('layout:bottomNav.memberCentre') })).not.toHaveAttribute('aria-current')
    await userEvent.click(within(bar).getByRole('link', { name: t('layout:bottomNav.memberCentre') }))
    await expect(navigate).toHaveBeenCalledWith('/member')
    await expect(args.onLogin).not.toHaveBeenCalled()
  },
}

/** Three unread messages: a count on Member centre, said in its name (a visitor's bar never shows one). */
export const UnreadMessages: Story = {
  args: { loggedIn: true, unread: 3 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const bar = within(canvasElement).getByRole('navigation', { name: t('layout:bottomNav.label') })
    const member = within(bar).getByRole('link', { name: `${t('layout:bottomNav.memberCentre')} ${t('layout:bottomNav.unread', { count: 3 })}` })
    await expect(within(member).getByTestId('unread-count')).toHaveTextContent('3')
  },
}

/** Menu opens and closes the side menu, reporting its state; every entry is a tap target of at least 44 × 44 px. */
export const Menu: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  render: function Render(args: BottomNavProps) {
    const [open, setOpen] = useState(false)
    return (
      <BottomNav
        {...args}
        sideMenuOpen={open}
        onToggleSideMenu={() => {
          args.onToggleSideMenu()
          setOpen((value) => !value)
        }}
      />
    )
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const bar = within(canvasElement).getByRole('navigation', { name: t('layout:bottomNav.label') })
    const menu = within(bar).getByRole('button', { name: t('layout:bottomNav.menu') })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onToggleSideMenu).toHaveBeenCalledTimes(1)
    for (const target of [...within(bar).getAllByRole('link'), menu]) {
      const box = target.getBoundingClientRect()
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
  },
}
