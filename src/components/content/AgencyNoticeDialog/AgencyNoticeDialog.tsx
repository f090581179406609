import { useState } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import SupportAgentIcon from '@mui/icons-material/SupportAgent'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../contract'
import { Dialog } from '../../primitives/Dialog'
import { EmptyState } from '../../primitives/EmptyState'
import { ANNOUNCEMENT_PAGE_SIZE, AnnouncementBrowser } from '../AnnouncementModal'

export interface AgencyNoticeDialogProps {
  /** Whether the dialog is shown. Each opening starts on the first notice, with "don't show again today" unticked. */
  open: boolean
  /** The agency notices (type AG), in the order the server sends them. */
  notices: Notice[]
  /**
   * Close (the Close button, the close icon, Escape, a click outside), with whether "don't show again today" was
   * ticked (always false when it is not offered).
   */
  onClose(choice: { hideToday: boolean }): void
  /**
   * Offer "don't show again today": when the portal opened the notices by itself, not when the agent asked for them
   * (and not when there are none).
   */
  offerHideToday?: boolean
  /** Titles per page of the list. */
  pageSize?: number
}

/**
 * The agency notice (spec section 2 "Modals"): the notices the operator posts for agents, shown after an agent
 * logs in. The agents' counterpart of the public announcement, and built from its parts: titles on the left
 * (a vertical tab list, paged), the selected notice's sanitised HTML on the right; a full-screen sheet under
 * 600 px. Under them, "don't show again today" and Close.
 */
export function AgencyNoticeDialog({ open, notices, onClose, offerHideToday = true, pageSize = ANNOUNCEMENT_PAGE_SIZE }: AgencyNoticeDialogProps) {
  const { t } = useTranslation('auth')
  const [hideToday, setHideToday] = useState(false)
  // With nothing to read there is nothing to hide for the day.
  const offered = offerHideToday && notices.length > 0
  const close = () => {
    onClose({ hideToday: offered && hideToday })
    // The next opening starts unticked.
    setHideToday(false)
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('agencyNotice.title')}
      width={920}
      actions={
        <>
          {offered && (
            <FormControlLabel
              control={<Checkbox checked={hideToday} onChange={(event) => setHideToday(event.target.checked)} />}
              label={t('agencyNotice.hideToday')}
              sx={{ marginInlineEnd: 'auto' }}
            />
          )}
          <Button variant="contained" onClick={close}>
            {t('agencyNotice.close')}
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so every opening starts again on the first notice. */}
      {notices.length === 0 ? (
        <EmptyState icon={<SupportAgentIcon />} title={t('agencyNotice.emptyTitle')} description={t('agencyNotice.emptyText')} compact />
      ) : (
        <AnnouncementBrowser notices={notices} pageSize={pageSize} listLabel={t('agencyNotice.listLabel')} />
      )}
    </Dialog>
  )
}
