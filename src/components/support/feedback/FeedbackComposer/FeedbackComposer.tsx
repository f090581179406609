import { useId, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { feedbackLength } from '../../../../contract/feedbackEndpoints'

export interface FeedbackComposerProps {
  /** The field's label (a reply, a chat message). */
  label: string
  /** The send button's words. */
  submitLabel: string
  /** The merchant's bounds, in characters as the server counts them. */
  minLength: number
  maxLength: number
  /** A send is in flight: the button says so and waits. */
  sending?: boolean
  /** Why the last send was refused, translated. */
  error?: string | null
  /** Rows the field shows (a reply box: 2, the chat: 2). */
  rows?: number
  /** Sends the text; a true answer empties the field (a refused or lost send keeps it to try again). */
  onSend(content: string): Promise<boolean> | boolean
}

/**
 * A member's text to staff with a live count against the merchant's bounds: a reply under a ticket's thread and the
 * live chat's composer. Ctrl+Enter (or ⌘+Enter) sends; a text out of bounds is refused here with the bounds named and
 * the focus on the field. Presentational.
 */
export function FeedbackComposer({ label, submitLabel, minLength, maxLength, sending = false, error, rows = 2, onSend }: FeedbackComposerProps) {
  const { t } = useTranslation('support')
  const [content, setContent] = useState('')
  const [local, setLocal] = useState<string | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const countId = useId()
  const length = feedbackLength(content)
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (sending) return
    if (length < minLength || length > maxLength) {
      setLocal(t('feedback.form.lengthError', { min: minLength, max: maxLength }))
      field.current?.focus()
      return
    }
    setLocal(null)
    if (await onSend(content)) setContent('')
  }
  const message = local ?? error ?? null
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ minWidth: 0 }}>
      <TextField
        inputRef={field}
        label={label}
        value={content}
        onChange={(event) => {
          setContent(event.target.value)
          if (local) setLocal(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit()
        }}
        multiline
        minRows={rows}
        maxRows={6}
        fullWidth
        size="small"
        error={Boolean(local)}
        slotProps={{ htmlInput: { dir: 'auto', 'aria-describedby': countId } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography id={countId} dir="ltr" variant="caption" color={length > maxLength ? 'error' : 'text.secondary'} aria-label={t('feedback.form.countLabel', { count: length, max: maxLength })}>
          {t('feedback.form.count', { count: length, max: maxLength })}
        </Typography>
        <Button type="submit" variant="contained" size="small" disabled={sending} sx={{ flexShrink: 0 }}>
          {sending ? t('feedback.form.sending') : submitLabel}
        </Button>
      </Stack>
      {message ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {message}
        </Alert>
      ) : null}
    </Box>
  )
}
