import { useRef, type ChangeEvent, type Ref } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'
import { monotonicNow } from '../../primitives/timeSource'

/** The captcha image may be refreshed at most once per second (spec section 9). */
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000

export interface CaptchaFieldProps {
  /** The image as the server sends it (a data URL); leave out while it loads. */
  image?: string | null
  /** What was typed. */
  value: string
  /** Called as the person types. */
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  /** Asks for a new image (the refresh button or a click on the image); at most once per second. */
  onRefresh: () => void
  /** The field's message (translated), shown under it. */
  helperText?: string
  /** Whether the message is an error. */
  error?: boolean
  /** The input's name. */
  name?: string
  /** The <input>, for focus on a failed submit. */
  inputRef?: Ref<HTMLInputElement | null> | ((element: HTMLElement | null) => void)
  /** Maximum characters (from the register settings). */
  maxLength?: number
}

/**
 * A captcha: the image, a refresh button and the input. The dialogs render it only once the server asks for a
 * captcha (spec section 4: hidden until a failed login's error carries the captcha flag).
 */
export function CaptchaField({ image, value, onChange, onRefresh, helperText, error, name = 'captcha', inputRef, maxLength }: CaptchaFieldProps) {
  const { t } = useTranslation('auth')
  const last = useRef(-Infinity)
  const refresh = () => {
    const now = monotonicNow()
    if (now - last.current < CAPTCHA_REFRESH_INTERVAL_MS) return
    last.current = now
    onRefresh()
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        fullWidth
        name={name}
        label={t('captcha.label')}
        value={value}
        onChange={onChange}
        error={error}
        helperText={helperText}
        inputRef={inputRef as Ref<HTMLInputElement>}
        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', height: 56, flexShrink: 0 }}>
        {image ? (
          <Box
            component="img"
            src={image}
            alt={t('captcha.imageAlt')}
            onClick={refresh}
            width={120}
            height={40}
            sx={{ display: 'block', borderRadius: 1, border: 1, borderColor: 'divider', cursor: 'pointer', bgcolor: 'common.white' }}
          />
        ) : (
          <Skeleton variant="rounded" width={120} height={40} aria-label={t('captcha.loading')} role="img" />
        )}
        <IconButton aria-label={t('captcha.refresh')} onClick={refresh}>
          <RefreshIcon />
        </IconButton>
      </Box>
    </Box>
  )
}
