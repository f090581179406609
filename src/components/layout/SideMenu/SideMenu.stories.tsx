import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoMerchant, storyLink, storyT } from '../fixtures'
import { SHORTCUT_PATHS } from '../navigation'
import { SideMenu, type SideMenuProps } from './SideMenu'
import { SIDE_MENU_ID } from './sideMenuId'

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: {
    open: true,
    onClose: fn(),
    loggedIn: true,
    referralEnabled: true,
    customerService: demoMerchant.customerService,
    languages: demoMerchant.languages.selectable,
    language: 'th',
    onLanguageChange: fn(),
    renderLink: storyLink(fn().mockName('navigate')),
    onNavigate: fn(),
    onSignOut: fn(),
    onHelp: fn(),
  },
  parameters: { layout: 'fullscreen', screenshot: { rtl: true, phone: true } },
} satisfies Meta<typeof SideMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The open drawer is position: fixed (no offsetParent), so stories that end open name it as what to photograph. */
const drawerShot = { screenshot: { rtl: true, phone: true, target: `#${SIDE_MENU_ID} [role="dialog"]` } }
/** Stories that drive behaviour and end looking as Playground or LoggedOut. */
const behaviourOnly = { screenshot: { disable: true } }

/** Open, for a logged-in member of the demo brand. */
export const Playground: Story = { parameters: drawerShot }

/**
 * A member: every entry, customer service opening in a new tab, and Sign out. Signing out asks first: Cancel keeps
 * the session, Confirm calls onSignOut once.
 */
export const LoggedIn: Story = {
  parameters: behaviourOnly,
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    // Entries that lead to a page are links to it (open in a new tab, copy, read as links).
    const withdraw = within(menu).getByRole('link', { name: t('layout:sideMenu.withdraw') })
    await expect(withdraw).toHaveAttribute('href', '/member?page=withdraw')
    await expect(within(menu).getByRole('link', { name: t('layout:sideMenu.promotions') })).toHaveAttribute('href', '/promotions')
    await expect(within(menu).queryByRole('button', { name: t('layout:sideMenu.deposit') })).toBeNull()
    await userEvent.click(withdraw)
    await expect(args.onNavigate).toHaveBeenCalledWith('withdraw', expect.anything())

    const telegram = within(menu).getByRole('link', { name: /Telegram/ })
    await expect(telegram).toHaveAttribute('href', 'https://t.me/portico_demo')
    await expect(telegram).toHaveAttribute('target', '_blank')
    await expect(telegram).toHaveAttribute('rel', expect.stringContaining('noopener'))

    await userEvent.click(within(menu).getByRole('button', { name: t('layout:sideMenu.signOut') }))
    const confirm = await screen.findByRole('alertdialog', { name: t('layout:sideMenu.signOutTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:cancel') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onSignOut).not.toHaveBeenCalled()

    await userEvent.click(within(menu).getByRole('button', { name: t('layout:sideMenu.signOut') }))
    const again = await screen.findByRole('alertdialog', { name: t('layout:sideMenu.signOutTitle') })
    await userEvent.click(within(again).getByRole('button', { name: t('layout:sideMenu.signOutConfirm') }))
    await expect(args.onSignOut).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** A visitor: no Sign out; a brand without referral has no Invite friends. */
export const LoggedOut: Story = {
  args: { loggedIn: false, referralEnabled: false },
  parameters: drawerShot,
  play: async ({ globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    await expect(within(menu).queryByRole('button', { name: t('layout:sideMenu.signOut') })).toBeNull()
    await expect(within(menu).queryByRole('link', { name: t('layout:sideMenu.referral') })).toBeNull()
    await expect(within(menu).getByRole('link', { name: t('layout:sideMenu.deposit') })).toBeVisible()
  },
}

/**
 * A logged-in agent on a phone: the header has no room for its agent button there, so the menu offers Agent centre,
 * a link to the agent centre's page.
 */
export const AgentOnPhone: Story = {
  args: { agentCentre: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Already at phone width: no separate phone shot.
  parameters: { screenshot: { rtl: true, phone: false, target: drawerShot.screenshot.target } },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    const agent = within(menu).getByRole('link', { name: t('layout:sideMenu.agentCentre') })
    await expect(agent).toBeVisible()
    await expect(agent).toHaveAttribute('href', SHORTCUT_PATHS.agentCentre)
    await userEvent.click(agent)
    await expect(args.onNavigate).toHaveBeenCalledWith('agentCentre', expect.anything())
    // Photographed at rest, not hovered or focused.
    await userEvent.unhover(agent)
    agent.blur()
  },
}

/** The same agent on a wide screen: the header shows its agent button, so the menu does not repeat it. */
export const AgentOnDesktop: Story = {
  args: { agentCentre: true },
  parameters: behaviourOnly,
  play: async ({ globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    await expect(within(menu).queryByRole('link', { name: t('layout:sideMenu.agentCentre') })).toBeNull()
    await expect(within(menu).getByRole('link', { name: t('layout:sideMenu.appDownload') })).toBeVisible()
  },
}

/** Choosing a language in the menu reports the code. */
export const ChangeLanguage: Story = {
  args: { loggedIn: false },
  parameters: behaviourOnly,
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    await userEvent.click(within(menu).getByRole('button', { name: new RegExp(`^${t('layout:language.label')} `) }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }))
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en')
  },
}

/** The portal's toggle: open from a button, focus moves into the menu, Escape closes it and focus goes back. */
export const Toggle: Story = {
  args: { open: false },
  parameters: behaviourOnly,
  render: function Render(args: SideMenuProps) {
    const [open, setOpen] = useState(args.open)
    return (
      <>
        <Button aria-expanded={open} onClick={() => setOpen((value) => !value)} sx={{ m: 2 }}>
          Menu
        </Button>
        <SideMenu
          {...args}
          open={open}
          onClose={() => {
            args.onClose()
            setOpen(false)
          }}
        />
      </>
    )
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(toggle).toHaveFocus())
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}

/**
 * With `onLiveChat` (the portal's): the live chat is a button that hands the entry over (the portal opens its 440×500
 * window in that click), reachable from the keyboard; Telegram, Facebook and LINE stay links opening a new tab.
 */
export const LiveChat: Story = {
  args: { onLiveChat: fn() },
  parameters: behaviourOnly,
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    await expect(within(menu).queryByRole('link', { name: /Live chat/ })).toBeNull()
    const liveChat = within(menu).getByRole('button', { name: /Live chat/ })
    liveChat.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onLiveChat).toHaveBeenCalledWith(expect.objectContaining({ csType: 'LIVECHAT' }))
    await expect(within(menu).getByRole('link', { name: /LINE/ })).toHaveAttribute('rel', expect.stringContaining('noopener'))
  },
}

/**
 * Help opens the help-centre modal (a button, reachable from the keyboard); Join us is a link to the agent programme,
 * left out for an agent, who has the agent centre.
 */
export const HelpAndJoin: Story = {
  parameters: behaviourOnly,
  play: async ({ args, globals, canvasElement }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    const help = within(menu).getByRole('button', { name: t('portal:routes.help') })
    await expect(help).toHaveAttribute('aria-haspopup', 'dialog')
    help.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onHelp).toHaveBeenCalledTimes(1)
    const join = within(menu).getByRole('link', { name: t('portal:routes.join') })
    await expect(join).toHaveAttribute('href', SHORTCUT_PATHS.join)
    await userEvent.click(join)
    await expect(args.onNavigate).toHaveBeenCalledWith('join', expect.anything())
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A logged-in agent has the agent centre: no Join us. */
export const AgentHasNoJoin: Story = {
  args: { agentCentre: true },
  parameters: behaviourOnly,
  play: async ({ globals }) => {
    const t = storyT(globals)
    const menu = await screen.findByRole('dialog', { name: t('layout:sideMenu.title') })
    await expect(within(menu).queryByRole('link', { name: t('portal:routes.join') })).toBeNull()
  },
}
