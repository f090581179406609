import { useId, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined'
import CasinoIcon from '@mui/icons-material/Casino'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { WithdrawalReason, WithdrawalRequirements } from '../../../contract/schemas/money'
import { useMoney } from '../../primitives/AmountText'
import { StateHeading } from '../MoneyPanel'
import { turnoverProgress } from './withdrawForm'
import type { Currency } from './withdrawView'

/** Why a member cannot withdraw: a headline, a sentence, an icon, and the button that goes to fix it where there is one. */
const REASONS: Record<WithdrawalReason, { title: string; body: string; icon: ReactNode; fix?: string }> = {
  BANK_CARD_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.BANK_CARD_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.BANK_CARD_REQUIRED.body'),
    icon: <CreditCardIcon />,
    fix: tKey('wallet:withdraw.reasons.BANK_CARD_REQUIRED.fix'),
  },
  REAL_NAME_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.REAL_NAME_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.REAL_NAME_REQUIRED.body'),
    icon: <BadgeOutlinedIcon />,
    fix: tKey('wallet:withdraw.reasons.REAL_NAME_REQUIRED.fix'),
  },
  PAYMENT_PASSWORD_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.body'),
    icon: <PasswordOutlinedIcon />,
    fix: tKey('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.fix'),
  },
  TURNOVER_NOT_MET: { title: tKey('wallet:withdraw.reasons.TURNOVER_NOT_MET.title'), body: tKey('wallet:withdraw.reasons.TURNOVER_NOT_MET.body'), icon: <CasinoIcon /> },
  PENDING_WITHDRAWAL_EXISTS: {
    title: tKey('wallet:withdraw.reasons.PENDING_WITHDRAWAL_EXISTS.title'),
    body: tKey('wallet:withdraw.reasons.PENDING_WITHDRAWAL_EXISTS.body'),
    icon: <HourglassTopIcon />,
  },
  CONFIRMATION_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.CONFIRMATION_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.CONFIRMATION_REQUIRED.body'),
    icon: <FactCheckOutlinedIcon />,
  },
  DAILY_LIMIT_REACHED: { title: tKey('wallet:withdraw.reasons.DAILY_LIMIT_REACHED.title'), body: tKey('wallet:withdraw.reasons.DAILY_LIMIT_REACHED.body'), icon: <EventBusyIcon /> },
  BALANCE_TOO_LOW: { title: tKey('wallet:withdraw.reasons.BALANCE_TOO_LOW.title'), body: tKey('wallet:withdraw.reasons.BALANCE_TOO_LOW.body'), icon: <AccountBalanceWalletIcon /> },
}

interface BlockedViewProps {
  requirements: WithdrawalRequirements
  currency: Currency
  onFix: (reason: WithdrawalReason) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** Why the member cannot withdraw now, one reason a row, each with what to do and, where it is fixed elsewhere, a button. */
export function BlockedView({ requirements, currency, onFix, headingRef }: BlockedViewProps) {
  const { t } = useTranslation('wallet')
  const headingId = useId()
  const money = useMoney(currency)
  const { turnover } = requirements
  const progress = turnoverProgress(turnover.done, turnover.required, currency.decimals)
  const values = {
    done: money(turnover.done),
    required: money(turnover.required),
    remaining: money(progress.remaining),
    available: money(requirements.available),
    min: money(requirements.min),
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <StateHeading icon={<LockOutlinedIcon />} colour="text.secondary" id={headingId} headingRef={headingRef} title={t('withdraw.blocked.title')} body={t('withdraw.blocked.body')} compactOnPhone />
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {requirements.reasons.map((reason) => {
            const about = REASONS[reason]
            return (
              <Box
                component="li"
                key={reason}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
                  columnGap: 1.5,
                  rowGap: 1,
                  alignItems: 'center',
                  paddingInline: 1.5,
                  paddingBlock: 1.25,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ alignSelf: 'start', display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main', '& svg': { fontSize: 20 } }}
                >
                  {about.icon}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
                    {t(about.title)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                    {t(about.body, values)}
                  </Typography>
                  {reason === 'TURNOVER_NOT_MET' ? (
                    <Box sx={{ mt: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={progress.percent}
                        aria-label={t('withdraw.turnover')}
                        aria-valuetext={t('withdraw.turnoverOf', { done: values.done, required: values.required })}
                        sx={{ height: 8, borderRadius: 4 }}
                      />
                      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                        {t('withdraw.turnoverOf', { done: values.done, required: values.required })}
                      </Typography>
                    </Box>
                  ) : null}
                </Box>
                {about.fix ? (
                  <Button variant="outlined" size="small" onClick={() => onFix(reason)} sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start', whiteSpace: 'nowrap' }}>
                    {t(about.fix)}
                  </Button>
                ) : null}
              </Box>
            )
          })}
        </Box>
      </Stack>
    </Box>
  )
}
