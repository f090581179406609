import type { MouseEvent, ReactNode } from 'react'
import { useState } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import CloseIcon from '@mui/icons-material/Close'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import GetAppIcon from '@mui/icons-material/GetApp'
import LogoutIcon from '@mui/icons-material/Logout'
import PaymentsIcon from '@mui/icons-material/Payments'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer'
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount'
import { useTranslation } from 'react-i18next'
import type { CustomerService } from '../../../config'
import type { LanguageCode } from '../../../config/languages'
import { tKey } from '../../../../locales'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'
import { visuallyHidden } from '../a11y'
import { shownBelowHeaderFull } from '../headerBreakpoint'
import { LanguageSelect } from '../LanguageSelect'
import { SHORTCUT_PATHS } from '../navigation'
import type { RenderLink } from '../renderLink'
import { customerServiceIcon } from './customerServiceIcons'
import { SIDE_MENU_ID } from './sideMenuId'

/** Where a side-menu entry leads; the portal maps each to a route or a modal. */
export type SideMenuTarget = 'deposit' | 'withdraw' | 'promotions' | 'referral' | 'rewardCenter' | 'appDownload' | 'agentCentre' | 'join'

export interface SideMenuProps {
  /** Whether the menu is shown. */
  open: boolean
  /** Close the menu (close button, Escape, backdrop click). */
  onClose(): void
  /** Shows Sign out. */
  loggedIn: boolean
  /** Shows Invite friends (whitelabel REFERRAL). */
  referralEnabled: boolean
  /**
   * Shows Agent centre below `md`, where the header has no room for its agent button; pass what shows that button
   * (a logged-in agent). From `md` up the header carries it, so the menu does not repeat it.
   */
  agentCentre?: boolean
  /** Customer-service entries; those with csPosition SIDE_MENU are listed, each opening its link in a new tab. */
  customerService: CustomerService[]
  /**
   * The live chat was chosen (a LIVECHAT entry): the portal opens its window in this click and asks the server for the
   * link (spec section 7, getService). Without it a LIVECHAT entry is a link like the others.
   */
  onLiveChat?(entry: CustomerService): void
  /** Help was chosen: the portal opens the help-centre modal (spec section 2). Without it the menu has no Help entry. */
  onHelp?(): void
  /** Languages for the language select (the merchant's selectable languages). */
  languages: readonly LanguageCode[]
  language: LanguageCode
  onLanguageChange(code: LanguageCode): void
  /** A theme control (the portal passes ThemeToggle), shown beside the language select. */
  themeControl?: ReactNode
  /** Renders a link (the portal passes its router link): every entry that leads to a page is a link. */
  renderLink: RenderLink
  /**
   * An entry was chosen, before its link is followed; the menu does not close itself, the portal decides.
   * `event.preventDefault()` keeps the link from navigating (e.g. a member page while logged out: open login).
   */
  onNavigate(target: SideMenuTarget, event: MouseEvent<HTMLAnchorElement>): void
  /** Called only after the built-in confirmation dialog is confirmed. */
  onSignOut(): void
}

const ENTRIES: { target: SideMenuTarget; labelKey: string; Icon: typeof PaymentsIcon; referralOnly?: boolean; agentOnly?: boolean; notAgent?: boolean }[] = [
  { target: 'deposit', labelKey: tKey('layout:sideMenu.deposit'), Icon: AccountBalanceWalletIcon },
  { target: 'withdraw', labelKey: tKey('layout:sideMenu.withdraw'), Icon: PaymentsIcon },
  { target: 'promotions', labelKey: tKey('layout:sideMenu.promotions'), Icon: CardGiftcardIcon },
  { target: 'referral', labelKey: tKey('layout:sideMenu.referral'), Icon: PersonAddIcon, referralOnly: true },
  { target: 'rewardCenter', labelKey: tKey('layout:sideMenu.rewardCenter'), Icon: EmojiEventsIcon },
  { target: 'appDownload', labelKey: tKey('layout:sideMenu.appDownload'), Icon: GetAppIcon },
  { target: 'agentCentre', labelKey: tKey('layout:sideMenu.agentCentre'), Icon: SupervisorAccountIcon, agentOnly: true },
  // The agent programme, where a prospective agent looks; the route's own title, so the menu adds no string.
  { target: 'join', labelKey: tKey('portal:routes.join'), Icon: SupervisorAccountIcon, notAgent: true },
]

/** A navigating entry is a link from the `renderLink` slot, styled from its list item like a list button. */
const entryLinkSx = {
  '& > a': {
    display: 'flex',
    alignItems: 'center',
    flexGrow: 1,
    minHeight: 48,
    paddingInline: 2,
    paddingBlock: 0.75,
    color: 'text.primary',
    textDecoration: 'none',
  },
  '& > a:hover': { bgcolor: 'action.hover' },
  '& > a:focus-visible': { outlineOffset: -2 },
}

/**
 * The side menu (spec section 2 "Side menu"): money and promotion shortcuts (and, on a phone, the agent centre),
 * customer service, language, and Sign out behind a confirmation. A modal drawer: focus moves into it on open, stays in it, Escape closes it
 * and focus returns to the toggle. It starts at the inline start, so it opens from the right in RTL.
 */
export function SideMenu(props: SideMenuProps) {
  const { open, onClose, loggedIn, referralEnabled, agentCentre = false, customerService, languages, language, onLanguageChange, renderLink, onNavigate, onSignOut } = props
  const { t } = useTranslation('layout')
  const [confirmingSignOut, setConfirmingSignOut] = useState(false)
  const titleId = `${SIDE_MENU_ID}-title`
  const services = customerService.filter((entry) => entry.csPosition === 'SIDE_MENU')

  return (
    <>
      <Drawer
        id={SIDE_MENU_ID}
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: { 'aria-labelledby': titleId, role: 'dialog', 'aria-modal': true, sx: { width: 300, maxWidth: 'calc(100vw - 48px)', backgroundImage: 'none' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineStart: 2, paddingInlineEnd: 1, minHeight: 60 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('sideMenu.title')}
          </Typography>
          <IconButton aria-label={t('sideMenu.close')} onClick={onClose} color="inherit">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('sideMenu.title')} sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <List>
            {ENTRIES.filter((entry) => (!entry.referralOnly || referralEnabled) && (!entry.agentOnly || agentCentre) && !(entry.notAgent && agentCentre)).map(({ target, labelKey, Icon, agentOnly }) => (
              <ListItem key={target} disablePadding sx={[entryLinkSx, agentOnly === true && shownBelowHeaderFull]}>
                {renderLink({
                  to: SHORTCUT_PATHS[target],
                  onClick: (event) => onNavigate(target, event),
                  children: (
                    <>
                      <ListItemIcon sx={{ color: 'primary.main', minWidth: 40 }}>
                        <Icon />
                      </ListItemIcon>
                      <ListItemText primary={t(labelKey)} />
                    </>
                  ),
                })}
              </ListItem>
            ))}
            {props.onHelp ? (
              <ListItem disablePadding>
                <ListItemButton onClick={props.onHelp} aria-haspopup="dialog" sx={{ minHeight: 48 }}>
                  <ListItemIcon sx={{ color: 'primary.main', minWidth: 40 }}>
                    <QuestionAnswerIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('portal:routes.help')} />
                </ListItemButton>
              </ListItem>
            ) : null}
          </List>
          {services.length > 0 && (
            <>
              <Divider />
              <List
                aria-labelledby={`${SIDE_MENU_ID}-cs`}
                subheader={
                  <ListSubheader id={`${SIDE_MENU_ID}-cs`} sx={{ bgcolor: 'transparent', lineHeight: '40px' }}>
                    {t('sideMenu.customerService')}
                  </ListSubheader>
                }
              >
                {services.map((entry) => {
                  const Icon = customerServiceIcon(entry.csType)
                  return (
                    <ListItem key={`${entry.csType}-${entry.link}`} disablePadding>
                    <ListItemButton
                      {...(entry.csType === 'LIVECHAT' && props.onLiveChat
                        ? { onClick: () => props.onLiveChat?.(entry) }
                        : { component: 'a', href: entry.link, target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      <ListItemIcon sx={{ color: 'primary.main', minWidth: 40 }}>
                        <Icon />
                      </ListItemIcon>
                      <ListItemText primary={entry.title} />
                      <Box component="span" sx={visuallyHidden}>
                        {t('common.opensInNewTab')}
                      </Box>
                    </ListItemButton>
                    </ListItem>
                  )
                })}
              </List>
            </>
          )}
          <Divider />
          <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
            <LanguageSelect languages={languages} value={language} onChange={onLanguageChange} size="small" fullWidth />
            {props.themeControl}
          </Box>
        </Box>
        {loggedIn && (
          <>
            <Divider />
            <List>
              <ListItem disablePadding>
                <ListItemButton onClick={() => setConfirmingSignOut(true)}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <LogoutIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('sideMenu.signOut')} />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={confirmingSignOut}
        title={t('sideMenu.signOutTitle')}
        message={t('sideMenu.signOutMessage')}
        confirmLabel={t('sideMenu.signOutConfirm')}
        destructive
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => {
          setConfirmingSignOut(false)
          onSignOut()
        }}
      />
    </>
  )
}
