import { lazy, Suspense, type ReactNode } from 'react'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Toolbar from '@mui/material/Toolbar'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import MenuIcon from '@mui/icons-material/Menu'
import MenuOpenIcon from '@mui/icons-material/MenuOpen'
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone'
import { useTranslation } from 'react-i18next'
import type { NavKey } from '../../../config'
import type { GameMenu } from '../../../contract'
import { appPlatforms } from '../AppDownloadPanel/appPlatforms'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { Tag } from '../../primitives/Tag'
import { BalanceChip } from '../BalanceChip'
import { UnreadDot } from '../UnreadDot'
import { hiddenBelowHeaderFull } from '../headerBreakpoint'
import { FIXED_NAV_PATHS, isActivePath } from '../navigation'
import type { RenderLink } from '../renderLink'
import { CategoryNavItem } from './CategoryNavItem'
import { navItemSx, navPanelSx } from './navItemStyles'
import { useDisclosure } from './useDisclosure'

/** Who is looking at the header: a visitor, or a member (agents and trial users are members too). */
export type HeaderSession =
  | { state: 'loggedOut' }
  | {
      state: 'loggedIn'
      /** Shows the Agent button. */
      isAgent: boolean
      /** A trial (free-play) account: sees what members see; the portal blocks what trial users may not do. */
      isTrial: boolean
      currencySymbol: string
      /** Balance in major units; `undefined` while it is being updated. */
      balance: string | undefined
      balanceHidden: boolean
      balanceLoading: boolean
      /** Unread in-platform messages: a count on the member centre's button; none when 0 or unknown. */
      unread?: number
    }

export interface HeaderProps {
  /** The merchant's name: the logo's text alternative. */
  brandName: string
  /** The merchant's logo image. */
  logoUrl: string
  /** Categories with vendors, in top-nav order (already filtered: only categories having vendors). */
  categories: GameMenu[]
  /** Ordered nav keys (merchant navigation.topNav): 'home' | 'hot' | CategoryKey | 'promotions' | 'app'. */
  navOrder: readonly NavKey[]
  /** The current location's path (and query), to mark the active tab. */
  activePath: string
  /** Renders a link (the portal passes its router link). */
  renderLink: RenderLink
  /** App download links for the APP tab; the tab is hidden when there is none. */
  appDownload: { ios?: string; iosMobileConfig?: string; android?: string }
  /** Logged out, or logged in with balance and role. */
  session: HeaderSession
  /** Whether the side menu is open (the toggle's `aria-expanded`). */
  sideMenuOpen: boolean
  onToggleSideMenu(): void
  onLogin(): void
  onRegister(): void
  onRefreshBalance(): void
  onToggleBalanceHidden(): void
  onOpenMemberCentre(): void
  onDeposit(): void
  onOpenAgentCentre(): void
  /** Extra controls at the end of the bar from `md` up (the portal passes LanguageSelect and ThemeToggle). */
  endSlot?: ReactNode
  /** A square mark drawn in the middle of the APP tab's QR codes (e.g. the brand's favicon). None by default. */
  qrLogoUrl?: string
}

/**
 * The portal's header (spec section 2 "Header"): logo, side-menu toggle, the top navigation (Home, Hot,
 * category tabs with vendor dropdowns, Promotions, APP) and the session controls.
 */
export function Header(props: HeaderProps) {
  const { brandName, logoUrl, categories, navOrder, activePath, renderLink, appDownload, session, sideMenuOpen, endSlot } = props
  const { t } = useTranslation('layout')
  const categoryByKey = new Map(categories.filter((c) => c.gameMenus.length > 0).map((c) => [c.gameGroupCode, c]))
  const hasApp = appPlatforms(appDownload).length > 0

  const fixedLink = (key: keyof typeof FIXED_NAV_PATHS, label: string) => {
    const to = FIXED_NAV_PATHS[key]
    return (
      <Box component="li" key={key} sx={navItemSx}>
        {renderLink({ to, children: label, 'aria-current': isActivePath(to, activePath) ? 'page' : undefined })}
      </Box>
    )
  }

  const navItems = navOrder.map((key) => {
    switch (key) {
      case 'home':
        return fixedLink('home', t('nav.home'))
      case 'hot':
        return fixedLink('hot', t('nav.hot'))
      case 'promotions':
        return fixedLink('promotions', t('nav.promotions'))
      case 'app':
        return hasApp ? <AppNavItem key="app" appDownload={appDownload} qrLogoUrl={props.qrLogoUrl} /> : null
      default: {
        const category = categoryByKey.get(key)
        return category ? <CategoryNavItem key={key} category={category} activePath={activePath} renderLink={renderLink} /> : null
      }
    }
  })

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', backgroundImage: 'none', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 60 }, paddingInline: { xs: 1, sm: 1.5, md: 3 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('header.sideMenu')}
          aria-expanded={sideMenuOpen}
          onClick={props.onToggleSideMenu}
          // `edge` pulls it 12 px over the bar's padding: on a phone (8 px padding) that would cut it at the screen's edge.
          sx={{ marginInlineStart: { xs: -0.5, md: -1.5 } }}
        >
          {sideMenuOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, '& a': { display: 'flex', borderRadius: 1 } }}>
          {renderLink({
            to: FIXED_NAV_PATHS.home,
            children: (
              <Box
                component="img"
                src={logoUrl}
                alt={brandName}
                sx={{ height: { xs: 28, sm: 36 }, width: 'auto', maxWidth: { xs: 96, sm: 'none' }, objectFit: 'contain', display: 'block' }}
              />
            ),
          })}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {session.state === 'loggedOut' ? (
          <Stack direction="row" spacing={{ xs: 0.75, sm: 1 }} sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap', minWidth: 0, paddingInline: { xs: 1.25, sm: 2 } } }}>
            <Button variant="outlined" color="inherit" onClick={props.onLogin}>
              {t('header.login')}
            </Button>
            <Button variant="contained" onClick={props.onRegister}>
              {t('header.register')}
            </Button>
          </Stack>
        ) : (
          <Stack
            direction="row"
            spacing={{ xs: 0.75, sm: 1 }}
            sx={{ alignItems: 'center', flexShrink: 0, '& > .MuiButton-root': { whiteSpace: 'nowrap', minWidth: 0, paddingInline: { xs: 1, sm: 2 } } }}
          >
            {/* On a phone the header keeps balance and Deposit; the member centre is in the bottom bar there. */}
            {session.isTrial && (
              <Box component="span" sx={phoneHidden}>
                <Tag tone="warning">{t('header.trial')}</Tag>
              </Box>
            )}
            <BalanceChip
              currencySymbol={session.currencySymbol}
              balance={session.balance}
              hidden={session.balanceHidden}
              loading={session.balanceLoading}
              onRefresh={props.onRefreshBalance}
              onToggleHidden={props.onToggleBalanceHidden}
            />
            <IconButton
              color="inherit"
              aria-label={session.unread ? t('header.memberCentreUnread', { count: session.unread }) : t('header.memberCentre')}
              onClick={props.onOpenMemberCentre}
              sx={{ ...phoneHidden, position: 'relative' }}
            >
              <AccountCircleIcon />
              {session.unread ? <UnreadDot count={session.unread} sx={{ top: 2, insetInlineEnd: 0 }} /> : null}
            </IconButton>
            <Button variant="contained" onClick={props.onDeposit}>
              {t('header.deposit')}
            </Button>
            {session.isAgent && (
              <Button variant="outlined" color="secondary" onClick={props.onOpenAgentCentre} sx={phoneHidden}>
                {t('header.agent')}
              </Button>
            )}
          </Stack>
        )}
        {/* On a phone there is no room: language and theme are in the side menu there. */}
        {endSlot && <Stack direction="row" spacing={1} sx={{ alignItems: 'center', display: { xs: 'none', md: 'flex' } }}>{endSlot}</Stack>}
      </Toolbar>
      <Box component="nav" aria-label={t('header.mainNav')} sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            overflowX: { xs: 'auto', md: 'visible' },
            m: 0,
            paddingBlock: 0,
            paddingInline: { xs: 1, md: 2.5 },
            gap: 0.25,
          }}
        >
          {navItems}
        </Box>
      </Box>
    </AppBar>
  )
}

/** Header controls that give way on a phone, where the bottom bar and the side menu carry them. */
const phoneHidden = hiddenBelowHeaderFull

// The QR code generator is only needed once someone opens the APP tab: keep it out of the first page load.
const AppDownloadPanel = lazy(() => import('../AppDownloadPanel/AppDownloadPanel').then((m) => ({ default: m.AppDownloadPanel })))

/** The APP tab: a button that shows the iOS and Android QR codes. */
function AppNavItem({ appDownload, qrLogoUrl }: { appDownload: HeaderProps['appDownload']; qrLogoUrl?: string }) {
  const { t } = useTranslation('layout')
  const disclosure = useDisclosure('end')
  return (
    <ClickAwayListener onClickAway={disclosure.close}>
      <Box component="li" sx={navItemSx} {...disclosure.itemProps}>
        <button type="button" className="nav-button" onClick={disclosure.toggle} {...disclosure.buttonProps}>
          <PhoneIphoneIcon fontSize="small" aria-hidden />
          {t('nav.app')}
        </button>
        <Paper elevation={8} {...disclosure.panelProps} sx={navPanelSx(disclosure.flipped ? 'start' : 'end', 500)}>
          {disclosure.open && (
            <Suspense fallback={<LoadingOverlay loading minHeight={240} />}>
              <AppDownloadPanel {...appDownload} logoUrl={qrLogoUrl} />
            </Suspense>
          )}
        </Paper>
      </Box>
    </ClickAwayListener>
  )
}
