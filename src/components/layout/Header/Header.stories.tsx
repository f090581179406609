import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoFavicon, demoGameMenus, demoMerchant, merchantLogos, onlyCategories, storyLink, storyT, tallFrame } from '../fixtures'
import { LanguageSelect } from '../LanguageSelect'
import { ThemeToggle } from '../ThemeToggle'
import { Header, type HeaderProps, type HeaderSession } from './Header'

const member: HeaderSession = {
  state: 'loggedIn',
  isAgent: false,
  isTrial: false,
  currencySymbol: demoMerchant.currency.symbol,
  balance: '128450.5',
  balanceHidden: false,
  balanceLoading: false,
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    brandName: demoMerchant.name,
    logoUrl: merchantLogos.demo,
    qrLogoUrl: demoFavicon,
    categories: demoGameMenus,
    navOrder: demoMerchant.navigation.topNav,
    activePath: '/',
    renderLink: storyLink(fn().mockName('navigate')),
    appDownload: demoMerchant.appDownload,
    session: { state: 'loggedOut' },
    sideMenuOpen: false,
    onToggleSideMenu: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onRefreshBalance: fn(),
    onToggleBalanceHidden: fn(),
    onOpenMemberCentre: fn(),
    onDeposit: fn(),
    onOpenAgentCentre: fn(),
  },
  parameters: { layout: 'fullscreen', screenshot: { rtl: true, phone: true } },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

/** Every prop in the controls; starts as a visitor on the home page. */
export const Playground: Story = {}

/** A visitor: Login and Register; the buttons call back. */
export const LoggedOut: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Playground
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('layout:header.login') }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: t('layout:header.register') }))
    await expect(args.onRegister).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('link', { name: t('layout:nav.home') })).toHaveAttribute('aria-current', 'page')
  },
}

/** A member: balance, refresh, member centre and Deposit; no Agent button. */
export const LoggedIn: Story = {
  args: { session: member, activePath: '/rng?vendor=PG' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: t('layout:header.login') })).toBeNull()
    await expect(canvas.queryByRole('button', { name: t('layout:header.agent') })).toBeNull()
    await expect(canvas.getByRole('link', { name: t('layout:category.RNG') })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: t('layout:balance.refresh') }))
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: t('layout:header.memberCentre') }))
    await expect(args.onOpenMemberCentre).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: t('layout:header.deposit') }))
    await expect(args.onDeposit).toHaveBeenCalledTimes(1)
  },
}

/** An agent sees the Agent button as well. */
export const Agent: Story = {
  args: { session: { ...member, isAgent: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('layout:header.agent') }))
    await expect(args.onOpenAgentCentre).toHaveBeenCalledTimes(1)
  },
}

/** Two unread messages: a count on the member centre's button, which says it in its name. */
export const UnreadMessages: Story = {
  args: { session: { ...member, unread: 2 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: t('layout:header.memberCentreUnread', { count: 2 }) })
    await expect(within(button).getByTestId('unread-count')).toHaveTextContent('2')
  },
}

/** A trial (free-play) account sees what a member sees, marked as a trial; the portal blocks real-money actions. */
export const Trial: Story = {
  args: { session: { ...member, isTrial: true, balance: '2000' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('layout:header.trial'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('layout:header.deposit') })).toBeVisible()
  },
}

/** The balance is not known yet: "balance updating", and the refresh button is busy. */
export const BalanceLoading: Story = {
  args: { session: { ...member, balance: undefined, balanceLoading: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('common:balanceUpdating'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('layout:balance.refresh') })).toBeDisabled()
  },
}

/** The member hid the balance: a mask, and a button to show it again. */
export const BalanceHidden: Story = {
  args: { session: { ...member, balanceHidden: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(/128/)).toBeNull()
    await expect(canvas.getByRole('button', { name: t('layout:balance.show') })).toBeVisible()
  },
}

/** Hide and show the balance as a person would (the story keeps the state the portal would keep). */
export const ToggleBalanceHidden: Story = {
  args: { session: member },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as LoggedIn
  render: function Render(args: HeaderProps) {
    const [hidden, setHidden] = useState(false)
    const session = args.session.state === 'loggedIn' ? { ...args.session, balanceHidden: hidden } : args.session
    return (
      <Header
        {...args}
        session={session}
        onToggleBalanceHidden={() => {
          args.onToggleBalanceHidden()
          setHidden((value) => !value)
        }}
      />
    )
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const balance = canvas.getByRole('group', { name: t('layout:balance.label') })
    await expect(balance).toHaveTextContent('128,450.50')
    await userEvent.click(canvas.getByRole('button', { name: t('layout:balance.hide') }))
    await expect(args.onToggleBalanceHidden).toHaveBeenCalledTimes(1)
    await expect(balance).not.toHaveTextContent('128,450.50')
    await expect(within(balance).getByText(t('common:amountHidden'))).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: t('layout:balance.show') }))
    await expect(balance).toHaveTextContent('128,450.50')
  },
}

/** As the portal renders it: the language select and the theme toggle at the end of the bar. */
export const WithLanguageAndTheme: Story = {
  args: {
    endSlot: (
      <>
        <LanguageSelect languages={demoMerchant.languages.selectable} value="th" onChange={fn()} />
        <ThemeToggle mode="dark" modes={demoMerchant.theme.modes} onToggle={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: `${t('layout:language.label')} ไทย` })).toHaveAttribute('aria-haspopup', 'menu')
    await expect(canvas.getByRole('button', { name: t('layout:theme.switchToLight') })).toBeVisible()
  },
}

/** A brand whose game menus returned no categories: Home, Hot, Promotions and APP only. */
export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const nav = within(canvasElement).getByRole('navigation', { name: t('layout:header.mainNav') })
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(nav).queryByRole('link', { name: t('layout:category.SPORTS') })).toBeNull()
  },
}

/** Only categories with vendors get a tab: here sports and live casino. */
export const FewCategories: Story = {
  args: { categories: onlyCategories(['SPORTS', 'LIVE']), activePath: '/live' },
}

/**
 * The slots dropdown by keyboard: ArrowDown on the toggle opens it and focuses the first vendor; it lists 11 of the
 * 14 slot vendors plus "more"; Escape closes it and returns focus; Enter opens it again.
 */
export const SlotsDropdownByKeyboard: Story = {
  decorators: [tallFrame(600)],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const slots = t('layout:category.RNG')
    const toggle = canvas.getByRole('button', { name: t('layout:header.showVendors', { category: slots }) })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    toggle.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = canvas.getByRole('list', { name: t('layout:header.vendorsOf', { category: slots }) })
    await waitFor(() => expect(list).toBeVisible())
    const links = within(list).getAllByRole('link')
    await expect(links).toHaveLength(12)
    await expect(links[0]).toHaveAttribute('href', '/rng?vendor=PG')
    await expect(links[11]).toHaveAccessibleName(t('layout:header.moreVendors', { category: slots }))
    await expect(links[11]).toHaveAttribute('href', '/rng')
    await waitFor(() => expect(links[0]).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await expect(links[1]).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await expect(list).not.toBeVisible()

    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(list).toBeVisible()
  },
}

/** A category with 11 vendors or fewer lists them all and has no "more" entry. */
export const LiveDropdown: Story = {
  decorators: [tallFrame(480)],
  parameters: { screenshot: { disable: true } }, // an open vendor list looks as in SlotsDropdownByKeyboard
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const live = t('layout:category.LIVE')
    await userEvent.click(canvas.getByRole('button', { name: t('layout:header.showVendors', { category: live }) }))
    const list = canvas.getByRole('list', { name: t('layout:header.vendorsOf', { category: live }) })
    await expect(within(list).getAllByRole('link')).toHaveLength(6)
    await expect(within(list).queryByRole('link', { name: t('layout:header.moreVendors', { category: live }) })).toBeNull()
  },
}

/** The APP tab shows QR codes for iOS and Android. */
export const AppTab: Story = {
  decorators: [tallFrame(520)],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const app = canvas.getByRole('button', { name: t('layout:nav.app') })
    await userEvent.click(app)
    await expect(app).toHaveAttribute('aria-expanded', 'true')
    const codes = await canvas.findAllByRole('img', { name: /QR|คิวอาร์|二维码/ })
    await expect(codes).toHaveLength(2)
    await expect(codes[0]).toHaveAccessibleName(t('layout:app.qrLabel', { platform: t('layout:app.ios') }))
    await expect(codes[1]).toHaveAccessibleName(t('layout:app.qrLabel', { platform: t('layout:app.android') }))
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** The side-menu toggle reports the menu's state. */
export const SideMenuOpen: Story = {
  args: { sideMenuOpen: true, session: member },
  parameters: { screenshot: { disable: true } }, // behaviour only: the toggle's state
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const toggle = within(canvasElement).getByRole('button', { name: t('layout:header.sideMenu') })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    await expect(args.onToggleSideMenu).toHaveBeenCalledTimes(1)
  },
}
