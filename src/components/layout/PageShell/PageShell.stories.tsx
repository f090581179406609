import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { expect, fn, userEvent, within } from 'storybook/test'
import { bannerNotices, playerNotices } from '../../content/fixtures'
import { BannerCarousel } from '../../content/BannerCarousel'
import { CategoryEntries } from '../../content/CategoryEntries'
import { NoticeMarquee } from '../../content/NoticeMarquee'
import { demoFavicon, demoFooterVendors, demoGameMenus, demoMerchant, merchantLogos, storyLink, storyT } from '../fixtures'
import { BottomNav } from '../BottomNav'
import { FloatingContacts } from '../FloatingContacts'
import { Footer } from '../Footer'
import { Header } from '../Header'
import { SideMenu } from '../SideMenu'
import { useFooterHold } from './footerHold'
import { PageShell } from './PageShell'

const link = storyLink(fn().mockName('navigate'))

const header = (
  <Header
    brandName={demoMerchant.name}
    logoUrl={merchantLogos.demo}
    qrLogoUrl={demoFavicon}
    categories={demoGameMenus}
    navOrder={demoMerchant.navigation.topNav}
    activePath="/"
    renderLink={link}
    appDownload={demoMerchant.appDownload}
    session={{ state: 'loggedIn', isAgent: false, isTrial: false, currencySymbol: '฿', balance: '5230', balanceHidden: false, balanceLoading: false }}
    sideMenuOpen={false}
    onToggleSideMenu={fn()}
    onLogin={fn()}
    onRegister={fn()}
    onRefreshBalance={fn()}
    onToggleBalanceHidden={fn()}
    onOpenMemberCentre={fn()}
    onDeposit={fn()}
    onOpenAgentCentre={fn()}
  />
)

const sideMenu = (
  <SideMenu
    open={false}
    onClose={fn()}
    loggedIn
    referralEnabled
    customerService={demoMerchant.customerService}
    languages={demoMerchant.languages.selectable}
    language="th"
    onLanguageChange={fn()}
    renderLink={link}
    onNavigate={fn()}
    onSignOut={fn()}
  />
)

const footer = (
  <Footer vendors={demoFooterVendors} helpTopics={demoMerchant.footer.helpTopics} copyright={demoMerchant.footer.copyright} renderLink={link} />
)

const bottomNav = <BottomNav activePath="/" renderLink={link} loggedIn onLogin={fn()} sideMenuOpen={false} onToggleSideMenu={fn()} />

const home = (
  <Container maxWidth="lg" sx={{ py: 3 }}>
    <Stack spacing={3}>
      <BannerCarousel banners={bannerNotices} autoPlayMs={0} renderLink={link} />
      <NoticeMarquee notices={playerNotices} />
      <CategoryEntries categories={demoGameMenus} renderLink={link} />
    </Stack>
  </Container>
)

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  args: {
    header,
    sideMenu,
    footer,
    bottomNav,
    floating: <FloatingContacts line={demoMerchant.contacts.line} qq={demoMerchant.contacts.qq} />,
    sideMenuVisible: true,
    children: home,
  },
  argTypes: { header: { control: false }, sideMenu: { control: false }, footer: { control: false }, bottomNav: { control: false }, children: { control: false }, floating: { control: false } },
  // Shorter than the test viewport, scrolling inside: Chromium paints only the visible part for a screenshot.
  decorators: [(Story) => <div style={{ height: 720, overflow: 'auto' }}>{Story()}</div>],
  parameters: { layout: 'fullscreen', screenshot: { rtl: true, phone: true } },
} satisfies Meta<typeof PageShell>

export default meta
type Story = StoryObj<typeof meta>

/** The home page as the portal assembles it: header, banners, notices, categories, footer, contact buttons. */
export const Playground: Story = {}

/** The first Tab reaches "skip to content", which points at `<main id="main">`. */
export const SkipLink: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: the focused skip link is in the theme's focus ring
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: t('layout:shell.skipToContent') })
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute('href', '#main')
    const main = canvas.getByRole('main')
    await expect(main).toHaveAttribute('id', 'main')
    skip.blur()
  },
}

/** A game page (/seamless, /vnlottery ...): header only, no side menu, no footer. */
export const GamePage: Story = {
  args: {
    sideMenuVisible: false,
    footer: undefined,
    floating: undefined,
    children: (
      <Container sx={{ py: 4 }}>
        <Typography component="h1" variant="h4">
          VN Lottery
        </Typography>
      </Container>
    ),
  },
}

/** A section whose content arrives after the page is drawn (as a list after its call): it holds the footer meanwhile. */
function ArrivingSection() {
  const [arrived, setArrived] = useState(false)
  useFooterHold(!arrived)
  return (
    <Container sx={{ py: 4 }}>
      {arrived ? (
        <Typography sx={{ minHeight: 480 }}>Hot games</Typography>
      ) : (
        <Button variant="outlined" onClick={() => setArrived(true)}>
          Show the section
        </Button>
      )}
    </Container>
  )
}

/**
 * A page part still waiting for its content keeps the footer back: content arriving above a footer on screen would
 * push it down (a layout shift); the footer is drawn once the content is in, below it.
 */
export const FooterWaitsForContent: Story = {
  args: { children: <ArrivingSection /> },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('contentinfo')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the section' }))
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument()
    await expect(canvas.getByText('Hot games').getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('contentinfo').getBoundingClientRect().top)
  },
}
