import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { isPointsPhone, POINTS_MAX_QUANTITY } from '../../../contract/pointsEndpoints'
import type { PointsItem } from '../../../contract/schemas/points'
import { itemTitle } from './pointsText'

export interface RedeemInput {
  quantity: number
  paymentPassword: string
  address?: string
  phone?: string
}

export interface PointsRedeemDialogProps {
  /** The item being redeemed; null: the dialog is closed. */
  item: PointsItem | null
  busy?: boolean
  /** The server's refusal, translated. */
  error?: string | null
  /** What the redeem made (its transaction number): the dialog says it is in process. */
  doneNo?: string | null
  onSubmit(input: RedeemInput): void
  onClose(): void
}

/**
 * A redeem (spec section 5): the quantity, and for goods where to send them (address and phone), then the money
 * password. Checked here before it is sent (the server checks again); the first field at fault takes the focus.
 */
export function PointsRedeemDialog({ item, busy, error, doneNo, onSubmit, onClose }: PointsRedeemDialogProps) {
  const { t, i18n } = useTranslation('points')
  const [quantity, setQuantity] = useState('1')
  const [address, setAddress] = useState('')
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  if (!item) return null
  const goods = item.kind === 'goods'
  const count = Number(quantity)
  const quantityOk = Number.isInteger(count) && count >= 1 && count <= Math.min(POINTS_MAX_QUANTITY, item.perMemberLimit ?? POINTS_MAX_QUANTITY)
  const addressOk = !goods || address.trim().length >= 5
  const phoneOk = !goods || isPointsPhone(phone)
  const passwordOk = password.length > 0
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTouched(true)
    const bad = [!quantityOk && 'quantity', !addressOk && 'address', !phoneOk && 'phone', !passwordOk && 'paymentPassword'].find(Boolean)
    if (bad) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${bad}"]`)?.focus()
      return
    }
    onSubmit({ quantity: count, paymentPassword: password, ...(goods ? { address: address.trim(), phone: phone.trim() } : {}) })
  }
  const total = quantityOk ? (BigInt(item.points) * BigInt(count)).toString() : '—'
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="points-redeem-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="points-redeem-title">{t('redeem.title', { name: itemTitle(item.titles, i18n.language) })}</DialogTitle>
        <DialogContent>
          {doneNo ? (
            <Alert severity="success" role="status">{t('redeem.done', { transactionNo: doneNo })}</Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                name="quantity" label={t('redeem.quantity')} type="number" value={quantity} onChange={(e) => setQuantity(e.target.value)}
                error={touched && !quantityOk} slotProps={{ htmlInput: { min: 1, max: item.perMemberLimit ?? POINTS_MAX_QUANTITY, inputMode: 'numeric' } }}
              />
              <Typography aria-live="polite">{t('redeem.total', { points: total })}</Typography>
              {goods && (
                <>
                  <TextField name="address" label={t('redeem.address')} value={address} onChange={(e) => setAddress(e.target.value)} multiline minRows={2} required error={touched && !addressOk} helperText={touched && !addressOk ? t('errors.addressRequired') : undefined} autoComplete="street-address" />
                  <TextField name="phone" label={t('redeem.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} required error={touched && !phoneOk} helperText={touched && !phoneOk ? t('errors.phoneInvalid') : undefined} type="tel" autoComplete="tel" />
                </>
              )}
              <TextField name="paymentPassword" label={t('redeem.paymentPassword')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} required error={touched && !passwordOk} autoComplete="off" />
              {error && <Alert severity="error" role="alert">{error}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('redeem.cancel')}</Button>
          {!doneNo && <Button type="submit" variant="contained" disabled={busy}>{t('redeem.submit')}</Button>}
        </DialogActions>
      </form>
    </Dialog>
  )
}
