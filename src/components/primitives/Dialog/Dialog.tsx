import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import MuiDialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { CssFade } from './CssFade'
import { lockPageScroll } from './pageScrollLock'

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
 * MUI's Modal sets its root's `scrollTop` to 0 as it opens (for an old Chrome bug with scrolling roots), and
 * writing `scrollTop` forces a synchronous layout of the whole page inside the opening task. Our dialogs' root
 * never scrolls (the paper does), so that write changes nothing: this root ignores a reset to 0.
 */
function ignoreScrollReset(node: HTMLElement | null): void {
  if (!node || Object.hasOwn(node, 'scrollTop')) return
  const native = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')
  if (!native?.get || !native.set) return
  const { get, set } = native
  Object.defineProperty(node, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return get.call(this)
    },
    set(this: HTMLElement, value: number) {
      if (value !== 0) set.call(this, value)
    },
  })
}

/**
 * Moves focus into the dialog once the frame that draws it has been painted, as MUI's focus trap would at once
 * (it is told not to): focusing an element makes the browser compute the page's styles and layout right away, and
 * in the opening task that made opening a dialog one long task. The trap still keeps focus inside and returns it
 * to the opener on close (it records the opener from this focus). Returns the cancel.
 */
function focusAfterNextFrame(target: { current: HTMLElement | null }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      const node = target.current
      if (node && !node.contains(document.activeElement)) node.focus()
    })
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
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
  useEffect(() => (open ? lockPageScroll() : undefined), [open])
  const paperRef = useRef<HTMLDivElement>(null)
  useEffect(() => (open ? focusAfterNextFrame(paperRef) : undefined), [open])

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
      ref={ignoreScrollReset}
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && disableBackdropClose) return
        onClose(reason)
      }}
      onKeyDown={handleKeyDown}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // Faded by the Web Animations API, not MUI's Fade, whose forced layout made opening a dialog one long task.
      slots={{ transition: CssFade }}
      // The page behind is locked by `lockPageScroll`, which can use a width noted earlier; MUI's lock measures the page.
      disableScrollLock
      // Focus moves in after the first frame (focusAfterNextFrame).
      disableAutoFocus
      // Under 600 px the dialog is a full-screen sheet: the whole phone screen for its content, nothing behind to miss.
      slotProps={{
        backdrop: { slots: { transition: CssFade } },
        paper: {
          ref: paperRef,
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
