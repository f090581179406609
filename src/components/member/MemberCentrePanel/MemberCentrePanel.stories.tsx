import { useState, type MouseEvent } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { anchorLink } from '../../layout/renderLink'
import { ComingSoonPage } from '../ComingSoonPage'
import { MEMBER_CENTRE_ENTRIES, memberEntryOf, type MemberPageKey } from '../entries'
import { demoOverview } from '../fixtures'
import { SecurityProfileCard } from '../SecurityProfileCard'
import { MemberCentrePanel, type MemberCentrePanelProps } from './MemberCentrePanel'

type PanelDemoProps = Omit<MemberCentrePanelProps, 'renderLink' | 'children'>

/** The panel as the portal uses it: opened from a button, choosing an entry shows its page on the right. */
function PanelDemo(args: PanelDemoProps) {
  const { t } = useTranslation('member')
  const [open, setOpen] = useState(args.open)
  const [page, setPage] = useState(args.page)
  const select = (next: MemberPageKey, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault() // stories stay on their page; the portal's router link navigates instead
    setPage(next)
    args.onSelect?.(next, event)
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Member centre
      </Button>
      <MemberCentrePanel
        {...args}
        open={open}
        page={page}
        renderLink={anchorLink}
        onSelect={select}
        onClose={() => {
          setOpen(false)
          args.onClose()
        }}
      >
        {page === 'securityCenter' ? <SecurityProfileCard overview={demoOverview} /> : <ComingSoonPage title={t(memberEntryOf(page).labelKey)} />}
      </MemberCentrePanel>
    </>
  )
}

const meta = {
  title: 'Member/MemberCentrePanel',
  component: MemberCentrePanel,
  args: { open: true, page: 'securityCenter', vipEnabled: true, missionCount: 3, renderLink: anchorLink, onSelect: fn(), onClose: fn() },
  render: (args) => <PanelDemo {...args} />,
  parameters: { now: '2026-03-14T09:30:00.000Z' },
} satisfies Meta<typeof MemberCentrePanel>

export default meta
type Story = StoryObj<typeof meta>

const findPanel = (globals: Record<string, unknown>) => screen.findByRole('dialog', { name: storyT(globals)('member:panel.title') })

/** All 13 entries in the spec's order, the current page highlighted and focused, the mission badge at 3. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const nav = within(panel).getByRole('navigation', { name: t('member:panel.navLabel') })
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(MEMBER_CENTRE_ENTRIES.map((entry) => `/member?page=${entry.page}`))
    await expect(links[0]).toHaveTextContent(t('member:menu.in_my_account'))
    await expect(links[0]).toHaveAttribute('aria-current', 'page')
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1)
    await waitFor(() => expect(links[0]).toHaveFocus())
    const mission = within(nav).getByRole('link', { name: `${t('member:menu.mission_activity')} ${t('member:panel.missionCount', { count: 3 })}` })
    await expect(within(mission).getByTestId('mission-badge')).toHaveTextContent('3')
    await expect(within(panel).getByRole('region', { name: t('member:menu.in_my_account') })).toBeVisible()
  },
}

/** VIP off: the VIP entry (securityCenter) is not listed; the other twelve are. */
export const VipOff: Story = {
  args: { vipEnabled: false, page: 'withdraw' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const links = within(within(panel).getByRole('navigation')).getAllByRole('link')
    await expect(links).toHaveLength(12)
    await expect(within(panel).queryByRole('link', { name: t('member:menu.in_my_account') })).toBeNull()
    await expect(within(panel).getByRole('link', { name: t('member:menu.in_increase_withdrawal') })).toHaveAttribute('aria-current', 'page')
  },
}

/** Unread messages: the messages entry carries their count, said in its name. */
export const UnreadMessages: Story = {
  args: { unreadCount: 4 },
  parameters: { screenshot: { disable: true } }, // looks like Playground with one more badge
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const messages = within(panel).getByRole('link', { name: `${t('member:menu.in_platform_information')} ${t('member:panel.unreadCount', { count: 4 })}` })
    await expect(within(messages).getByTestId('messages-badge')).toHaveTextContent('4')
  },
}

/** No MISSION promotion available: no badge. */
export const NoMissions: Story = {
  args: { missionCount: 0 },
  parameters: { screenshot: { disable: true } }, // looks like Playground without the badge
  play: async ({ globals }) => {
    const panel = await findPanel(globals)
    await expect(within(panel).queryByTestId('mission-badge')).toBeNull()
    await expect(within(panel).getByRole('link', { name: storyT(globals)('member:menu.mission_activity') })).toBeVisible()
  },
}

/** A person picks "Withdraw": it becomes the current page and its (coming) page shows on the right. */
export const ChooseAnEntry: Story = {
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const withdraw = within(panel).getByRole('link', { name: t('member:menu.in_increase_withdrawal') })
    await userEvent.click(withdraw)
    await expect(args.onSelect).toHaveBeenCalledWith('withdraw', expect.anything())
    await expect(withdraw).toHaveAttribute('aria-current', 'page')
    await expect(within(panel).getByRole('link', { name: t('member:menu.in_my_account') })).not.toHaveAttribute('aria-current')
    const region = within(panel).getByRole('region', { name: t('member:menu.in_increase_withdrawal') })
    await expect(within(region).getByRole('heading', { name: t('member:menu.in_increase_withdrawal') })).toBeVisible()
    await expect(region).toHaveTextContent(t('member:comingSoon.title'))
  },
}

/** Keyboard: open from a button, focus on the current entry, Tab to the next one and Enter opens it; Escape closes and focus returns. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Member centre' })
    await userEvent.click(opener)
    const panel = await findPanel(globals)
    const current = within(panel).getByRole('link', { name: t('member:menu.in_my_account') })
    await waitFor(() => expect(current).toHaveFocus())
    await userEvent.tab()
    const wallet = within(panel).getByRole('link', { name: t('member:menu.in_my_wallet') })
    await expect(wallet).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith('transferFund', expect.anything())
    await expect(wallet).toHaveAttribute('aria-current', 'page')
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    await expect(within(panel).getByRole('button', { name: t('member:panel.close') })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The close button closes it. */
export const CloseButton: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ globals, args }) => {
    const panel = await findPanel(globals)
    await userEvent.click(within(panel).getByRole('button', { name: storyT(globals)('member:panel.close') }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** On a phone: a full-screen sheet; the entries scroll sideways above the page, the current one in view. */
export const PhoneSheet: Story = {
  args: { page: 'missionLeaderboard' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows the sheet
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth))
    await expect(panel.getBoundingClientRect().height).toBe(window.innerHeight)
    const nav = within(panel).getByRole('navigation')
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth)
    const current = within(nav).getByRole('link', { name: new RegExp(t('member:menu.mission_activity')) })
    await waitFor(() => expect(current).toHaveFocus())
    const box = current.getBoundingClientRect()
    const navBox = nav.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(navBox.left)
    await expect(box.right).toBeLessThanOrEqual(navBox.right)
    await expect(box.height).toBeGreaterThanOrEqual(24)
  },
}

/** Arabic (English text, right to left): the entries start on the right, the page's content on the left. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  parameters: { screenshot: { disable: true } }, // Playground's rtl shot shows it
  play: async ({ globals }) => {
    const panel = await findPanel(globals)
    const nav = within(panel).getByRole('navigation')
    const region = within(panel).getByRole('region', { name: storyT(globals)('member:menu.in_my_account') })
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(region.getBoundingClientRect().left)
  },
}
