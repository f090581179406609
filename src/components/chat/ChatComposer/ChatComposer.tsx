import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export interface ChatComposerProps {
  value: string
  onChange(text: string): void
  /** Send the text (Enter in the field, or the button). */
  onSend(): void
  /** The merchant's limit, in characters. */
  maxLength: number
  /** Characters as the server counts them (code points, trimmed). */
  length: number
  /** The send button may be pressed (text within the limit, nothing in flight). */
  canSend: boolean
  sending?: boolean
  /** Why the last send was refused, translated. */
  error?: string | null
  /** Focus the field when it appears (the widget just opened). */
  autoFocus?: boolean
}

/**
 * The message field with its character count and the send button. One line: Enter sends (a line break is a control
 * character the server refuses). The count turns to an error past the limit, and the field is described by it and by
 * the last refusal, so a screen reader hears both.
 */
export function ChatComposer({ value, onChange, onSend, maxLength, length, canSend, sending = false, error, autoFocus = false }: ChatComposerProps) {
  const { t } = useTranslation('chat')
  const countId = useId()
  const errorId = useId()
  const over = length > maxLength
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSend()
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          value={value}
          onChange={(event) => onChange(event.target.value)}
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          size="small"
          fullWidth
          autoComplete="off"
          autoFocus={autoFocus}
          error={over || Boolean(error)}
          slotProps={{ htmlInput: { 'aria-describedby': [countId, error ? errorId : ''].filter(Boolean).join(' '), enterKeyHint: 'send', dir: 'auto' } }}
        />
        <Button type="submit" variant="contained" disabled={!canSend || sending} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t('composer.send')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={errorId} variant="caption" color="error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </Typography>
        <Typography id={countId} variant="caption" color={over ? 'error' : 'text.secondary'} sx={{ flexShrink: 0 }}>
          {t('composer.count', { count: length, max: maxLength })}
        </Typography>
      </Box>
    </Box>
  )
}
