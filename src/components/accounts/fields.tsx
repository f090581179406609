/** Pieces every account dialog shares: text and password fields, tabs, the server error and the submit button. */
import { useId, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { useTranslation } from 'react-i18next'

export type AuthFieldProps = Omit<TextFieldProps, 'variant'> & {
  /** Native input attributes (autocomplete, inputMode, maxLength...). */
  inputProps?: Record<string, unknown>
}

/** A full-width outlined text field; `inputProps` go on the <input>. */
export function AuthField({ inputProps, slotProps, ...props }: AuthFieldProps) {
  return <TextField fullWidth size="medium" {...props} slotProps={{ ...slotProps, htmlInput: { ...inputProps } }} />
}

/**
 * A password field with a show/hide toggle (a button with a pressed state). `autoComplete` tells the browser's
 * password manager what it is: `current-password` to fill a saved one, `new-password` to offer a strong one.
 */
export function PasswordField({ autoComplete, inputProps, ...props }: AuthFieldProps & { autoComplete: 'current-password' | 'new-password' | 'off' }) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      fullWidth
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { autoComplete, autoCapitalize: 'none', spellCheck: false, ...inputProps },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={t('password.show')} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

/**
 * The server's answer to a failed submit, already translated by the portal; announced when it appears. `action`
 * (a button: what the visitor can do about it) goes under the message.
 */
export function ServerError({ message, action }: { message?: string | null; action?: ReactNode }) {
  if (!message) return null
  return (
    <Alert severity="error" role="alert" variant="outlined">
      {message}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Alert>
  )
}

/** The primary button of a form: shows progress and ignores presses while the request runs. */
export function SubmitButton({ busy, children, onClick }: { busy: boolean; children: ReactNode; onClick: () => void }) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      onClick={busy ? undefined : onClick}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  )
}

export interface AuthTab<T extends string> {
  value: T
  label: string
}

/** Ids that link each tab to its panel. */
export function useTabIds(): (value: string) => { tab: string; panel: string } {
  const base = useId()
  return (value) => ({ tab: `${base}-tab-${value}`, panel: `${base}-panel-${value}` })
}

/** Full-width tabs between the ways of doing one thing (username / SMS); panels stay mounted, so nothing typed is lost. */
export function AuthTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  ids,
}: {
  label: string
  tabs: readonly AuthTab<T>[]
  value: T
  onChange: (value: T) => void
  ids: ReturnType<typeof useTabIds>
}) {
  return (
    <Tabs value={value} onChange={(_event, next: T) => onChange(next)} aria-label={label} variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} id={ids(tab.value).tab} aria-controls={ids(tab.value).panel} />
      ))}
    </Tabs>
  )
}

/** A tab's panel; hidden panels keep their state. */
export function AuthTabPanel({ value, current, ids, children }: { value: string; current: string; ids: ReturnType<typeof useTabIds>; children: ReactNode }) {
  const hidden = value !== current
  return (
    <Box role="tabpanel" id={ids(value).panel} aria-labelledby={ids(value).tab} hidden={hidden} sx={{ display: hidden ? 'none' : 'flex', flexDirection: 'column', gap: 2 }}>
      {children}
    </Box>
  )
}

/** A field and a button side by side (a code and its send button); the button keeps its width. */
export function FieldWithButton({ children, button }: { children: ReactNode; button: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ pt: 1, flexShrink: 0 }}>{button}</Box>
    </Box>
  )
}
