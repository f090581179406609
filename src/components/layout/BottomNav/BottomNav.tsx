import type { MouseEvent, ReactNode } from 'react'
import Box from '@mui/material/Box'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import HomeIcon from '@mui/icons-material/Home'
import MenuIcon from '@mui/icons-material/Menu'
import { useTranslation } from 'react-i18next'
import { isActivePath, needsMember, SHORTCUT_PATHS } from '../navigation'
import type { RenderLink } from '../renderLink'
import { visuallyHidden } from '../a11y'
import { UnreadDot } from '../UnreadDot'

/** Height of the bar above the safe area; PageShell keeps this much room under the page on phones. */
export const BOTTOM_NAV_HEIGHT = 60

export interface BottomNavProps {
  /** The current location's path (and query), to mark the current entry. */
  activePath: string
  /** Renders a link (the portal passes its router link). */
  renderLink: RenderLink
  /** Logged out, Deposit and Member centre open the login modal instead of their member page. */
  loggedIn: boolean
  /** A member page was asked for while logged out. */
  onLogin(): void
  /** Whether the side menu is open (the Menu button's `aria-expanded`). */
  sideMenuOpen: boolean
  onToggleSideMenu(): void
  /** Unread in-platform messages: a count on Member centre (said in its name); none when 0 or unknown. */
  unread?: number
}

type Entry = { key: 'home' | 'promotions' | 'deposit' | 'memberCentre'; Icon: typeof HomeIcon }

const LINKS: Entry[] = [
  { key: 'home', Icon: HomeIcon },
  { key: 'promotions', Icon: CardGiftcardIcon },
  { key: 'deposit', Icon: AccountBalanceWalletIcon },
  { key: 'memberCentre', Icon: AccountCircleIcon },
]

/** One entry's look: icon over a short label, the whole cell the tap target (at least 60 × 60 px on a 320 px phone). */
const entrySx = {
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  height: BOTTOM_NAV_HEIGHT,
  paddingInline: 0.25,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: '0.6875rem',
  lineHeight: 1.2,
  fontWeight: 700,
  textAlign: 'center' as const,
  // One line: a label never breaks inside a word ("Promotion-s"); on the narrowest phones it is cut with an ellipsis.
  '& > span': { maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  color: 'text.secondary',
  textDecoration: 'none',
  cursor: 'pointer',
  '&[aria-current="page"], &[aria-expanded="true"]': { color: 'primary.main' },
  '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
  // Inside the bar: an outline drawn outside would be cut by the screen's edge.
  '&:focus-visible': { outlineOffset: -3 },
  '& svg': { fontSize: 24 },
}

/** Which entry is the current page: Deposit is the member centre's deposit page, Member centre any other. */
function currentEntry(activePath: string): Entry['key'] | undefined {
  if (isActivePath(SHORTCUT_PATHS.memberCentre, activePath)) {
    const page = new URLSearchParams(activePath.split('?')[1] ?? '').get('page')
    return page === 'depositv2' ? 'deposit' : 'memberCentre'
  }
  if (isActivePath(SHORTCUT_PATHS.promotions, activePath)) return 'promotions'
  return isActivePath(SHORTCUT_PATHS.home, activePath) ? 'home' : undefined
}

/**
 * The phone's bottom bar: Home, Promotions, Deposit, Member centre and Menu, within thumb reach as players of
 * gaming portals expect. Shown below `md` only (the header carries all of it on wider screens). Home, Promotions,
 * Deposit and Member centre are links; logged out, Deposit and Member centre open the login modal instead.
 */
export function BottomNav({ activePath, renderLink, loggedIn, onLogin, sideMenuOpen, onToggleSideMenu, unread }: BottomNavProps) {
  const { t } = useTranslation('layout')
  const current = currentEntry(activePath)
  const label = (icon: ReactNode, text: string) => (
    <>
      {icon}
      <span>{text}</span>
    </>
  )
  return (
    <Box
      component="nav"
      aria-label={t('bottomNav.label')}
      sx={(theme) => ({
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        paddingBottom: 'env(safe-area-inset-bottom)',
        [theme.breakpoints.up('md')]: { display: 'none' },
      })}
    >
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, '& > li': { flex: '1 1 0', minWidth: 0, display: 'flex' } }}>
        {LINKS.map(({ key, Icon }) => {
          const to = SHORTCUT_PATHS[key]
          return (
            <li key={key}>
              <Box component="span" sx={{ display: 'flex', flex: '1 1 0', minWidth: 0, '& > a': entrySx }}>
                {renderLink({
                  to,
                  'aria-current': current === key ? 'page' : undefined,
                  onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                    if (!loggedIn && needsMember(to)) {
                      event.preventDefault()
                      onLogin()
                    }
                  },
                  children:
                    key === 'memberCentre' && loggedIn && unread ? (
                      <>
                        <Box component="span" sx={{ position: 'relative', display: 'inline-flex', overflow: 'visible !important' }}>
                          <Icon aria-hidden />
                          <UnreadDot count={unread} sx={{ top: -4, insetInlineStart: 14 }} />
                        </Box>
                        <span>{t(`bottomNav.${key}`)}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {t('bottomNav.unread', { count: unread })}
                        </Box>
                      </>
                    ) : (
                      label(<Icon aria-hidden />, t(`bottomNav.${key}`))
                    ),
                })}
              </Box>
            </li>
          )
        })}
        <li>
          <Box
            component="button"
            type="button"
            aria-expanded={sideMenuOpen}
            onClick={onToggleSideMenu}
            sx={entrySx}
          >
            {label(<MenuIcon aria-hidden />, t('bottomNav.menu'))}
          </Box>
        </li>
      </Box>
    </Box>
  )
}
