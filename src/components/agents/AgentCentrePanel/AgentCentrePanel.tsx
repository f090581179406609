import { useCallback, useId, useState, type MouseEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import CloseIcon from '@mui/icons-material/Close'
import { useTheme, type Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { RenderLink } from '../../layout/renderLink'
import { AGENT_CENTRE_ENTRIES, agentEntriesFor, agentPagePath, type AgentCentreEntry, type AgentEntryFlags } from '../entries'

export interface AgentCentrePanelProps {
  /** Whether the centre is shown (the portal opens it once the session is known to be a real agent's). */
  open: boolean
  /** The page shown (`?page=`); its entry is highlighted and marked `aria-current="page"`. */
  page: string
  /** The features that add entries (commission, salaries); entries without a flag are always listed. */
  flags?: AgentEntryFlags
  /** The entries to offer (the agent centre's table by default). */
  entries?: readonly AgentCentreEntry[]
  /**
   * On a phone, open on the list of entries rather than on the page (the address named no page). Choosing an
   * entry opens its page, with a back button to the list.
   */
  startWithList?: boolean
  /** The link slot: the portal passes its router's link, stories a plain anchor. */
  renderLink: RenderLink
  /** Where an entry leads; defaults to `PATHS.agentHome` with `?page=<key>`. */
  hrefOf?: (page: string) => string
  /** An entry was chosen (before its link is followed; `preventDefault()` keeps it from navigating). */
  onSelect?: (page: string, event: MouseEvent<HTMLAnchorElement>) => void
  /**
   * Another dialog (the portal's modals: the agency notice, the login) is open. The centre waits under it, hidden,
   * and opens once it is closed: MUI gives Escape and the focus to the dialog opened last, which the centre, opened
   * by the route after the notice, would otherwise be.
   */
  covered?: boolean
  /** The close button or Escape. */
  onClose: () => void
  /** The chosen page's content. */
  children?: ReactNode
}

const linkSx = {
  '& > a': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    minHeight: 44,
    paddingInline: 1.5,
    paddingBlock: 1,
    color: 'text.primary',
    textDecoration: 'none',
    borderRadius: 1,
  },
  '& > a:hover': { bgcolor: 'action.hover' },
  '& > a[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
  '& > a:focus-visible': { outlineOffset: -2 },
} as const

/**
 * The agent centre (spec section 2): a modal with its entries on the left, the chosen page on the right and a
 * close button. On a phone (under 600 px) it is a full-screen sheet showing either the entries as a list or one
 * page with a back button to that list. Focus goes to the current entry (or the back button) when it opens, and
 * back to what had it when it closes; Escape closes it. While another dialog is open (`covered`) it waits hidden.
 */
export function AgentCentrePanel({
  open,
  page,
  flags,
  entries: allEntries = AGENT_CENTRE_ENTRIES,
  startWithList = false,
  renderLink,
  hrefOf = agentPagePath,
  onSelect,
  covered = false,
  onClose,
  children,
}: AgentCentrePanelProps) {
  const { t } = useTranslation('agents')
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const titleId = useId()
  const entries = agentEntriesFor(flags, allEntries)
  const current = entries.find((entry) => entry.page === page)
  const [listShown, setListShown] = useState(startWithList)
  const showList = phone && listShown
  const showPage = !phone || !listShown
  const rtl = theme.direction === 'rtl'
  const BackIcon = rtl ? ArrowForwardIcon : ArrowBackIcon
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon

  // When the list appears, the current entry takes focus and scrolls into view.
  const focusCurrent = useCallback((nav: HTMLElement | null) => {
    const link = nav?.querySelector<HTMLElement>('a[aria-current="page"]') ?? nav?.querySelector<HTMLElement>('a')
    if (!link) return
    link.focus()
    link.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [])
  const focusBack = useCallback((button: HTMLButtonElement | null) => button?.focus(), [])

  const heading = phone && !listShown && current ? t(current.labelKey) : t('centre.title')

  return (
    <Dialog
      open={open && !covered}
      onClose={onClose}
      maxWidth={false}
      fullScreen={phone}
      slotProps={{
        paper: {
          'data-testid': 'agent-centre',
          'aria-label': t('centre.title'),
          sx: (th: Theme) => ({
            width: '100%',
            maxWidth: 1180,
            height: 'min(100% - 32px, 900px)',
            margin: 2,
            display: 'flex',
            flexDirection: 'column',
            [th.breakpoints.down('sm')]: { maxWidth: 'none', margin: 0, height: '100%', maxHeight: 'none', borderRadius: 0 },
          }),
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineStart: { xs: 1, sm: 3 }, paddingInlineEnd: 1, minHeight: 56, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
        {phone && !listShown ? (
          <IconButton ref={focusBack} aria-label={t('centre.back')} onClick={() => setListShown(true)} color="inherit">
            <BackIcon />
          </IconButton>
        ) : null}
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1, paddingInlineStart: phone && listShown ? 1 : 0, minWidth: 0 }} noWrap>
          {heading}
        </Typography>
        <IconButton aria-label={t('centre.close')} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        {!phone || showList ? (
          <Box
            component="nav"
            aria-label={t('centre.navLabel')}
            ref={phone && !showList ? undefined : focusCurrent}
            sx={{ flexShrink: 0, width: { xs: '100%', sm: 248 }, overflowY: 'auto', borderInlineEnd: { xs: 0, sm: 1 }, borderColor: 'divider', p: 1 }}
          >
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {entries.map((entry) => {
                const Icon = entry.icon
                return (
                  <Box component="li" key={entry.page} sx={linkSx}>
                    {renderLink({
                      to: hrefOf(entry.page),
                      'aria-current': entry.page === page ? 'page' : undefined,
                      onClick: (event) => {
                        onSelect?.(entry.page, event)
                        setListShown(false)
                      },
                      children: (
                        <>
                          <Icon fontSize="small" aria-hidden="true" />
                          <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
                            {t(entry.labelKey)}
                          </Box>
                          {phone ? <NextIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} /> : null}
                        </>
                      ),
                    })}
                  </Box>
                )
              })}
            </Box>
          </Box>
        ) : null}
        {showPage ? (
          <Box role="region" aria-label={current ? t(current.labelKey) : t('centre.title')} sx={{ flexGrow: 1, minWidth: 0, overflowY: 'auto', p: { xs: 2, sm: 3 } }}>
            {children}
          </Box>
        ) : null}
      </Box>
    </Dialog>
  )
}
