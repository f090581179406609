import { useId, type KeyboardEvent, type ReactNode } from 'react'
import MuiDialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'

/** The spec's default dialog width (section 2). */
export const DIALOG_DEFAULT_WIDTH = 400

export type DialogCloseReason = 'closeButton' | 'escapeKeyDown' | 'backdropClick'

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The heading; also the dialog's accessible name. */
  title: ReactNode
  /** Called when the person asks to close it: the close button, Escape, or a click outside. */
  onClose: (reason: DialogCloseReason) => void
  /**
   * Called when Enter is pressed inside the dialog (not in a multi-line field, not on a button or link, and
   * not while an input method is composing text). Leave out for dialogs without a primary action.
   */
  onSubmit?: () => void
  /** The body. */
  children?: ReactNode
  /** Buttons at the bottom (e.g. cancel and submit). */
  actions?: ReactNode
  /** Maximum width in px; the dialog shrinks on narrow screens. */
  width?: number
  /** Accessible name of the close button; defaults to `common:dialog.close`. */
  closeLabel?: string
  /** Hide the close button (the actions offer a way out instead). */
  hideCloseButton?: boolean
  /** Ignore clicks outside the dialog (forms a person could lose by mis-clicking). */
  disableBackdropClose?: boolean
  /** Use `alertdialog` for confirmations that interrupt the person. */
  role?: 'dialog' | 'alertdialog'
  /** Id of the element describing the dialog (its message), for `aria-describedby`. */
  describedBy?: string
}

function isEnterTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true
  if (target instanceof HTMLTextAreaElement || target.isContentEditable) return false
  // Enter on a button or link activates that control; it must not also submit.
  return !target.closest('button, a[href], [role="button"], [role="link"], [role="option"], [role="menuitem"]')
}

/**
 * The base of every modal: a title with a close button, Escape closes, Enter submits (when `onSubmit` is
 * given), default width 400. Focus moves into the dialog when it opens and goes back to the opener when it
 * closes (MUI's focus trap).
 */
export function Dialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  actions,
  width = DIALOG_DEFAULT_WIDTH,
  closeLabel,
  hideCloseButton = false,
  disableBackdropClose = false,
  role = 'dialog',
  describedBy,
}: DialogProps) {
  const { t } = useTranslation('common')
  const titleId = useId()

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !onSubmit || event.nativeEvent.isComposing || event.shiftKey) return
    if (!isEnterTarget(event.target)) return
    // React passes key presses up its own tree, through portals: Enter in a dialog opened over this one (a
    // warning inside a form) belongs to that dialog, not to this one's submit.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return
    event.preventDefault()
    onSubmit()
  }

  return (
    <MuiDialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && disableBackdropClose) return
        onClose(reason)
      }}
      onKeyDown={handleKeyDown}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // Under 600 px the dialog is a full-screen sheet: the whole phone screen for its content, nothing behind to miss.
      slotProps={{
        paper: {
          role,
          sx: (theme) => ({
            width: '100%',
            maxWidth: width,
            margin: 2,
            [theme.breakpoints.down('sm')]: { maxWidth: 'none', margin: 0, height: '100%', maxHeight: 'none', borderRadius: 0 },
          }),
        },
      }}
      maxWidth={false}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {hideCloseButton ? null : (
        <IconButton
          aria-label={closeLabel ?? t('dialog.close')}
          onClick={() => onClose('closeButton')}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </MuiDialog>
  )
}
