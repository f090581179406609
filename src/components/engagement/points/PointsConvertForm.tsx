import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export interface PointsConvertFormProps {
  balance: string | null
  /** The merchant's rule: `convertPoints` points make `convertCash`, at least `minConvert`. */
  rule: { convertPoints: number; convertCash: string; minConvert: string }
  currency: string
  /** What `points` converts to (major units), or null when it is off the rule's step. */
  cashFor(points: string): string | null
  busy?: boolean
  error?: string | null
  /** The last conversion's points and cash: said done. */
  done?: { points: string; cash: string } | null
  onSubmit(points: string, paymentPassword: string): void
}

/** Points to cash with the money password (spec section 7), the cash shown before it is sent. */
export function PointsConvertForm({ balance, rule, currency, cashFor, busy, error, done, onSubmit }: PointsConvertFormProps) {
  const { t } = useTranslation('points')
  const [points, setPoints] = useState(rule.minConvert)
  const [password, setPassword] = useState('')
  const cash = cashFor(points)
  const enough = balance !== null && /^[0-9]+$/.test(points) && BigInt(points) <= BigInt(balance)
  const valid = cash !== null && BigInt(points || '0') >= BigInt(rule.minConvert) && enough && password.length > 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) onSubmit(points, password)
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="points-convert-title" sx={{ p: 2 }}>
      <Typography id="points-convert-title" component="h2" variant="h6">{t('convert.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('convert.rule', { points: rule.convertPoints, cash: `${currency} ${rule.convertCash}`, min: rule.minConvert })}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={t('convert.points')} value={points} onChange={(e) => setPoints(e.target.value.replace(/[^0-9]/g, ''))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <Typography aria-live="polite">{t('convert.cash', { cash: cash === null ? '—' : `${currency} ${cash}` })}</Typography>
        <TextField label={t('convert.paymentPassword')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        {done && <Alert severity="success" role="status">{t('convert.done', { points: done.points, cash: `${currency} ${done.cash}` })}</Alert>}
        <Button type="submit" variant="contained" disabled={!valid || busy}>{t('convert.submit')}</Button>
      </Stack>
    </Paper>
  )
}
