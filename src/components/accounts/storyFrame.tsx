/**
 * What the auth dialogs' stories share: the opener button the portal's header would be (focus returns to it
 * when the dialog closes); `serverErrorKey` and `codeErrorKey`, error codes' message keys translated as the
 * portal does; and how a person meets a failed code request. Only stories import this.
 */
import { useState, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

/** The story-only args: a server error, and the error of a failed code request, by message key (namespace `errors`). */
export interface ServerErrorKeyArg {
  serverErrorKey?: string
  codeErrorKey?: string
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

/**
 * After a send that failed: the warning dialog shows `message` (the server's, translated); its button closes it;
 * focus is back on `send`, which says "send code" and is available again, not counting down.
 */
export async function expectCodeSendFailed(t: TFunction, message: string, send: HTMLElement): Promise<void> {
  const warning = await screen.findByRole('alertdialog', { name: t('auth:sms.failedTitle') })
  await expect(warning).toHaveAccessibleDescription(message)
  await waitFor(() => expect(warning.contains(document.activeElement)).toBe(true))
  await userEvent.click(within(warning).getByRole('button', { name: t('common:ok') }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  await waitFor(() => expect(send).toHaveFocus())
  await expect(send).toBeEnabled()
  await expect(send).toHaveAccessibleName(t('auth:sms.send'))
}
