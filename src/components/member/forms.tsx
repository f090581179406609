/** Pieces the security centre's forms share: a form that opens from a button, its actions and its outcome. */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/**
 * What a form's `onSubmit` callback may return: `true` (or a promise of it) when the change was saved, which closes
 * the form and says so; anything else keeps the form open (the portal shows the server's message as `serverError`).
 */
export type SubmitOutcome = boolean | void | Promise<boolean | void>

/**
 * A form that opens from a button: focus goes into the form when it opens (its first field has `autoFocus`) and
 * back to the button when it closes, whether cancelled or saved.
 */
export function useOpenableForm(initiallyOpen = false) {
  const [isOpen, setOpen] = useState(initiallyOpen)
  const [saved, setSaved] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  const refocus = useRef(false)
  // The opener is rendered again once the form is gone: focus it after that render.
  useEffect(() => {
    if (isOpen || !refocus.current) return
    refocus.current = false
    opener.current?.focus()
  }, [isOpen])
  const close = (wasSaved: boolean) => {
    refocus.current = true
    setOpen(false)
    setSaved(wasSaved)
  }
  return {
    isOpen,
    saved,
    opener,
    open: () => {
      setSaved(false)
      setOpen(true)
    },
    cancel: () => close(false),
    done: () => close(true),
  }
}

/** Runs a submit callback and tells `onSaved` when it reports success. */
export function afterSubmit(outcome: SubmitOutcome, onSaved: () => void): void {
  void Promise.resolve(outcome).then((ok) => {
    if (ok === true) onSaved()
  })
}

/** A form element: Enter in a field submits it (the submit button below is `type="submit"`). */
export function SecurityForm({ busy, onSubmit, children, label }: { busy: boolean; onSubmit: () => void; children: ReactNode; label?: string }) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      aria-busy={busy || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        if (!busy) onSubmit()
      }}
    >
      <Stack spacing={2}>{children}</Stack>
    </Box>
  )
}

/** Cancel and submit, side by side (stacked on a phone); submit shows progress and ignores presses while busy. */
export function FormActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel?: () => void }) {
  const { t } = useTranslation('member')
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {onCancel ? (
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        {busy ? t('common.busy') : submitLabel}
      </Button>
    </Box>
  )
}

/** The outcome of the last save, announced politely. */
export function SavedNote({ show, children }: { show: boolean; children: ReactNode }) {
  return show ? (
    <Alert severity="success" variant="outlined" role="status">
      {children}
    </Alert>
  ) : null
}
