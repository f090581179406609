/**
 * What the auth dialogs' stories share: the opener button the portal's header would be (focus returns to it
 * when the dialog closes), and `serverErrorKey`, an error code's message key translated as the portal does.
 * Only stories import this.
 */
import { useState, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

/** The story-only arg: a server error by its message key (namespace `errors`). */
export interface ServerErrorKeyArg {
  serverErrorKey?: string
}

/** The server error a story shows: `serverErrorKey` translated, else the message given as it is. */
export function useStoryServerError(serverErrorKey: string | undefined, given: string | null | undefined): string | null | undefined {
  const { t } = useTranslation('errors')
  return serverErrorKey ? t(serverErrorKey) : given
}

/** Wraps a story's handler so that the dialog closes first, as the portal's modal store does. */
type Closing = (handler?: () => void) => () => void

/** A dialog behind its opener: `dialog(open, closing)` draws it; `closing(handler)` hides it, then runs `handler`. */
export function WithOpener({ label, initiallyOpen, dialog }: { label: string; initiallyOpen: boolean; dialog: (open: boolean, closing: Closing) => ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen)
  const closing: Closing = (handler) => () => {
    setOpen(false)
    handler?.()
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {dialog(open, closing)}
    </>
  )
}
