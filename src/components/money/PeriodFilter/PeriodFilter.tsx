import { useId } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import { PERIOD_KEYS, dayOf, periodRange, type PeriodFilterValue, type PeriodKey } from './periodRange'

export interface PeriodFilterProps {
  /** The chosen period; a custom one carries its first and last day (`YYYY-MM-DD`, both inclusive). */
  value: PeriodFilterValue
  /**
   * Called with the new value when the member picks a period or changes a custom day. Picking "custom" starts it
   * with the days of the period shown until then, so the list does not jump.
   */
  onChange: (value: PeriodFilterValue) => void
  /** Disable every control (e.g. while nothing may be asked). */
  disabled?: boolean
}

/** The label of each period. */
export const PERIOD_LABEL_KEYS = {
  today: tKey('wallet:period.today'),
  yesterday: tKey('wallet:period.yesterday'),
  thisWeek: tKey('wallet:period.thisWeek'),
  thisMonth: tKey('wallet:period.thisMonth'),
  custom: tKey('wallet:period.custom'),
} as const satisfies Record<PeriodKey, string>

/** The days a custom period starts with: those of the period shown before it (today when that is unknown). */
function customDaysFrom(value: PeriodFilterValue): { start: string; end: string } {
  const now = new Date()
  if (value.period === 'custom') return { start: value.start || dayOf(now), end: value.end || dayOf(now) }
  const { from, to } = periodRange(value.period, now)
  // `to` is exclusive: the last day is the one before it.
  return { start: dayOf(new Date(from)), end: dayOf(new Date(new Date(to).getTime() - 1)) }
}

/**
 * The period of the money records: today, yesterday, this week (from Monday), this month, or custom days picked
 * in two date fields. The periods are toggle buttons (`aria-pressed`) in a labelled group and wrap on a phone.
 */
export function PeriodFilter({ value, onChange, disabled = false }: PeriodFilterProps) {
  const { t } = useTranslation('wallet')
  const labelId = useId()
  const errorId = useId()
  const today = dayOf(new Date())
  const backwards = value.period === 'custom' && !!value.start && !!value.end && value.end < value.start

  const pick = (period: PeriodKey) => {
    if (period === value.period) return
    onChange(period === 'custom' ? { period, ...customDaysFrom(value) } : { period })
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, marginInlineEnd: 0.5 }}>
          {t('period.label')}
        </Typography>
        {PERIOD_KEYS.map((period) => {
          const selected = period === value.period
          return (
            <Chip
              key={period}
              component="button"
              type="button"
              clickable
              disabled={disabled}
              aria-pressed={selected}
              label={t(PERIOD_LABEL_KEYS[period])}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => pick(period)}
              sx={{ height: 36, borderRadius: 18, fontWeight: selected ? 700 : 500, paddingInline: 0.5, fontSize: 14 }}
            />
          )
        })}
      </Box>
      {value.period === 'custom' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5, maxWidth: 420 }}>
          <TextField
            type="date"
            size="small"
            label={t('period.start')}
            value={value.start ?? ''}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, start: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.end || today } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('period.end')}
            value={value.end ?? ''}
            disabled={disabled}
            error={backwards}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: value.start || undefined, max: today, 'aria-describedby': backwards ? errorId : undefined },
            }}
          />
          {backwards ? (
            <Typography id={errorId} role="alert" variant="body2" sx={{ color: 'error.main', gridColumn: '1 / -1' }}>
              {t('period.endBeforeStart')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  )
}
