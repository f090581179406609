import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import { useTranslation } from 'react-i18next'
import type { SportsBet } from '../../../contract/sportsbook'
import { errorText } from '../names'

const CHANGED = 'sports.cashout.changed'

export interface CashOutControlProps {
  bet: SportsBet
  money: (amount: string) => string
  /**
   * The member took the offer shown (`bet.cashOut`): resolves to null when the book settled the bet, else to the
   * book's error code (the offer changed, none any more); the list is read again either way.
   */
  onCashOut: (bet: SportsBet) => Promise<string | null>
}

/**
 * An open bet's cash-out: the book's offer now on a button (refreshed with the list); pressing it asks to confirm
 * (the amount again, "cash out" or "keep the bet", the focus on the question's first answer), and the answer settles
 * the bet or says why not; an offer that fell meanwhile leaves the question open at the new amount. Without an offer
 * (a market suspended, a leg lost) it says there is none now.
 */
export function CashOutControl({ bet, money, onCashOut }: CashOutControlProps) {
  const { t } = useTranslation('sports')
  const [confirming, setConfirming] = useState(false)
  const [taking, setTaking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const acceptRef = useRef<HTMLButtonElement>(null)
  const offerRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const offer = bet.cashOut

  useEffect(() => {
    if (confirming) acceptRef.current?.focus()
    else if (returnFocus.current) {
      returnFocus.current = false
      offerRef.current?.focus()
    }
  }, [confirming])

  // The offer went away while the question was open: the question goes with it.
  useEffect(() => {
    if (offer === null) setConfirming(false)
  }, [offer])

  const keep = () => {
    returnFocus.current = true
    setConfirming(false)
  }
  const take = async () => {
    setTaking(true)
    setError(null)
    let code: string | null = null
    try {
      code = await onCashOut(bet)
      if (code) setError(code)
    } finally {
      setTaking(false)
      // A moved offer (in play it moves by the second) keeps the question open with the new amount, to take at once.
      if (code === CHANGED) acceptRef.current?.focus()
      else {
        returnFocus.current = true
        setConfirming(false)
      }
    }
  }

  return (
    <Box
      role="group"
      aria-label={t('bets.cashOut.label')}
      onKeyDown={(event) => {
        if (confirming && !taking && event.key === 'Escape') {
          event.stopPropagation()
          keep()
        }
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, paddingBlockStart: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {offer === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bets.cashOut.none')}
        </Typography>
      ) : confirming ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={`cash-out-${bet.betId}`} variant="body2" sx={{ flex: '1 1 180px', fontWeight: 700 }}>
            {t('bets.cashOut.confirm', { amount: money(offer) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
            <Button
              ref={acceptRef}
              variant="contained"
              color="success"
              onClick={() => void take()}
              disabled={taking}
              aria-describedby={`cash-out-${bet.betId}`}
              startIcon={taking ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
              sx={{ minHeight: 44, textTransform: 'none', fontWeight: 700 }}
            >
              {taking ? t('bets.cashOut.taking') : t('bets.cashOut.accept')}
            </Button>
            <Button variant="outlined" color="inherit" onClick={keep} disabled={taking} sx={{ minHeight: 44, textTransform: 'none' }}>
              {t('bets.cashOut.keep')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Button
          ref={offerRef}
          variant="outlined"
          color="success"
          onClick={() => {
            setError(null)
            setConfirming(true)
          }}
          startIcon={<PaymentsOutlinedIcon aria-hidden="true" />}
          sx={{ alignSelf: 'flex-start', minHeight: 44, textTransform: 'none', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          <bdi>{t('bets.cashOut.offer', { amount: money(offer) })}</bdi>
        </Button>
      )}
      {error ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {errorText(t, error)}
        </Typography>
      ) : null}
    </Box>
  )
}
