import { useCallback, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { memberPagePath } from '../../layout/navigation'
import type { RenderLink } from '../../layout/renderLink'
import { MEMBER_CENTRE_ENTRIES, MESSAGES_ENTRY, MISSION_ENTRY, VIP_ENTRY, type MemberPageKey } from '../entries'

export interface MemberCentrePanelProps {
  /** Whether the panel is shown (the portal opens it once the session and the feature flags are loaded). */
  open: boolean
  /** The page shown on the right (`?page=`); its entry is highlighted and marked `aria-current="page"`. */
  page: string
  /** The VIP feature is on: only then is the VIP entry (securityCenter) listed (spec section 2). */
  vipEnabled: boolean
  /** Available MISSION promotions: the mission entry shows this count as a badge when above 0. */
  missionCount?: number
  /** Unread in-platform messages: the messages entry shows this count as a badge when above 0. */
  unreadCount?: number
  /** The link slot: the portal passes its router's link, stories a plain anchor. */
  renderLink: RenderLink
  /** Where an entry leads; defaults to the member page with `?page=<key>` (memberPagePath). */
  hrefOf?: (page: MemberPageKey) => string
  /** An entry was chosen (before its link is followed; `preventDefault()` keeps it from navigating). */
  onSelect?: (page: MemberPageKey, event: MouseEvent<HTMLAnchorElement>) => void
  /** The close button or Escape. */
  onClose: () => void
  /** The chosen page's content, shown in the right-hand panel. */
  children?: ReactNode
}

const linkSx = {
  '& > a': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    minHeight: 44,
    paddingInline: 2,
    paddingBlock: 1,
    color: 'text.primary',
    textDecoration: 'none',
    borderRadius: 1,
    whiteSpace: 'nowrap',
  },
  '& > a:hover': { bgcolor: 'action.hover' },
  '& > a[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
  '& > a:focus-visible': { outlineOffset: -2 },
} as const

/**
 * The member centre (spec section 2): an overlay panel listing its entries in the spec's order on the left and
 * the chosen page on the right, with a close button. On a phone it is a full-screen sheet whose entries scroll
 * sideways above the page. Focus goes to the current entry when it opens and back to the opener when it closes;
 * Tab leads from the close button through the entries into the page.
 */
export function MemberCentrePanel({ open, page, vipEnabled, missionCount = 0, unreadCount = 0, renderLink, hrefOf = memberPagePath, onSelect, onClose, children }: MemberCentrePanelProps) {
  const { t } = useTranslation('member')
  const titleId = useId()
  const entries = MEMBER_CENTRE_ENTRIES.filter((entry) => vipEnabled || entry.page !== VIP_ENTRY)
  const current = MEMBER_CENTRE_ENTRIES.find((entry) => entry.page === page)
  const pageRef = useRef(page)
  pageRef.current = page

  // When the panel opens, the current entry takes focus and scrolls into view (sideways on a phone).
  const focusCurrent = useCallback((nav: HTMLElement | null) => {
    const link = nav?.querySelector<HTMLElement>('a[aria-current="page"]')
    if (!link) return
    link.focus()
    link.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [])

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          'data-testid': 'member-centre',
          sx: (theme: Theme) => ({
            width: '100%',
            maxWidth: 1100,
            height: 'min(100% - 32px, 880px)',
            margin: 2,
            display: 'flex',
            flexDirection: 'column',
            [theme.breakpoints.down('sm')]: { maxWidth: 'none', margin: 0, height: '100%', maxHeight: 'none', borderRadius: 0 },
          }),
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineStart: { xs: 2, sm: 3 }, paddingInlineEnd: 1, minHeight: 56, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('panel.title')}
        </Typography>
        <IconButton aria-label={t('panel.close')} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexGrow: 1, minHeight: 0 }}>
        <Box
          component="nav"
          aria-label={t('panel.navLabel')}
          ref={focusCurrent}
          sx={{
            flexShrink: 0,
            width: { xs: '100%', sm: 232 },
            overflowX: { xs: 'auto', sm: 'hidden' },
            overflowY: { xs: 'hidden', sm: 'auto' },
            borderBottom: { xs: 1, sm: 0 },
            borderInlineEnd: { xs: 0, sm: 1 },
            borderColor: 'divider',
            p: 1,
          }}
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: 0.5 }}>
            {entries.map((entry) => {
              const badge = entry.page === MISSION_ENTRY ? missionCount : entry.page === MESSAGES_ENTRY ? unreadCount : 0
              const badgeLabel = entry.page === MISSION_ENTRY ? t('panel.missionCount', { count: badge }) : t('panel.unreadCount', { count: badge })
              return (
                <Box component="li" key={entry.page} sx={{ ...linkSx, flexShrink: 0 }}>
                  {renderLink({
                    to: hrefOf(entry.page),
                    'aria-current': entry.page === page ? 'page' : undefined,
                    onClick: onSelect ? (event) => onSelect(entry.page, event) : undefined,
                    children: (
                      <>
                        <Box component="span" sx={{ flexGrow: 1 }}>
                          {t(entry.labelKey)}
                        </Box>
                        {badge > 0 ? (
                          <>
                            <Box
                              component="span"
                              aria-hidden="true"
                              data-testid={entry.page === MISSION_ENTRY ? 'mission-badge' : 'messages-badge'}
                              sx={{ minWidth: 22, height: 22, px: 0.75, borderRadius: 11, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 700, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
                            >
                              {badge > 99 ? '99+' : badge}
                            </Box>
                            <Box component="span" sx={visuallyHidden}>
                              {' '}
                              {badgeLabel}
                            </Box>
                          </>
                        ) : null}
                      </>
                    ),
                  })}
                </Box>
              )
            })}
          </Box>
        </Box>
        <Box role="region" aria-label={current ? t(current.labelKey) : t('panel.title')} sx={{ flexGrow: 1, minWidth: 0, overflowY: 'auto', p: { xs: 2, sm: 3 } }}>
          {children}
        </Box>
      </Box>
    </Dialog>
  )
}
