import { useId } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { BonusStatus } from '../../../../contract/activities'
import type { BonusGrant } from '../../../../contract/schemas/activities'
import { useMoney, type MoneyCurrency } from '../../../primitives/AmountText/useMoney'
import { useDateTime } from '../../../member/format'
import { turnoverProgress } from '../../../money/WithdrawPanel/withdrawForm'

export interface BonusListProps {
  /** The member's grants, newest first. */
  bonuses: readonly BonusGrant[]
  currency: MoneyCurrency
  /** A name for a grant's promotion (its title in the reader's language); the code when left out. */
  titleOf?: (grant: BonusGrant) => string
}

const STATUS_COLOUR: Record<BonusStatus, 'info' | 'success' | 'default' | 'error'> = { active: 'info', completed: 'success', expired: 'default', forfeited: 'error' }

/**
 * The member's bonuses (the member centre's bonus details): each with its terms as granted (amount, turnover asked,
 * the game categories that count and how much), the turnover played as a bar and in words, what is still to bet,
 * when it was granted and expires, its status, and staff's reason for a forfeit.
 */
export function BonusList({ bonuses, currency, titleOf = (grant) => grant.code }: BonusListProps) {
  const { t } = useTranslation('activities')
  const money = useMoney(currency)
  const dateTime = useDateTime()
  const headingId = useId()
  if (!bonuses.length) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
        {t('bonuses.empty')}
      </Typography>
    )
  }
  return (
    <Stack component="ul" spacing={1.5} aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Typography id={headingId} component="li" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('bonuses.title')}
      </Typography>
      {bonuses.map((grant) => {
        const progress = turnoverProgress(grant.turnoverDone, grant.turnoverRequired, currency.decimals)
        const of = t('bonuses.turnoverOf', { done: money(grant.turnoverDone), required: money(grant.turnoverRequired) })
        const weights = Object.entries(grant.weights).map(([category, weight]) => `${category} ${weight}%`).join(', ')
        return (
          <Box component="li" key={grant.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, paddingInline: 2, paddingBlock: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                {titleOf(grant)}
              </Typography>
              <Chip size="small" label={t(`bonuses.status.${grant.status}`)} color={STATUS_COLOUR[grant.status]} />
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
              {t('bonuses.amount')}: <b>{money(grant.amount)}</b>
            </Typography>
            {Number(grant.turnoverRequired) > 0 ? (
              <Box sx={{ mt: 1 }}>
                <LinearProgress variant="determinate" value={progress.percent} aria-label={t('bonuses.turnover')} aria-valuetext={of} sx={{ height: 8, borderRadius: 4 }} />
                <Typography variant="body2" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
                  {t('bonuses.turnover')}: {of}
                </Typography>
                {grant.status === 'active' ? (
                  <Typography variant="body2" sx={{ fontWeight: 700, color: 'warning.main', fontVariantNumeric: 'tabular-nums' }}>
                    {t('bonuses.remaining', { amount: money(grant.turnoverRemaining) })}
                  </Typography>
                ) : null}
              </Box>
            ) : null}
            <Typography variant="caption" component="p" sx={{ mt: 0.75, color: 'text.secondary' }}>
              {t('bonuses.granted', { date: dateTime(grant.grantedAt) })}
              {grant.expiresAt && grant.status === 'active' ? ` · ${t('bonuses.expires', { date: dateTime(grant.expiresAt) })}` : ''}
            </Typography>
            {weights ? (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {t('bonuses.weights', { weights })}
              </Typography>
            ) : null}
            {grant.reason && grant.status !== 'expired' ? (
              <Typography variant="body2" sx={{ mt: 0.5, color: 'error.main' }}>
                {t('bonuses.reason', { reason: grant.reason })}
              </Typography>
            ) : null}
          </Box>
        )
      })}
    </Stack>
  )
}
