import { useId } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { ReportRange } from '../../../contract/schemas/agents'
import { useDayFormat } from '../format'
import { REPORT_RANGE_KEYS, rangeProblem, type ReportRangeValue } from './reportRange'

export interface ReportRangeFilterProps {
  /** The chosen range; a custom one carries its first and last day (`YYYY-MM-DD`, both inclusive). */
  value: ReportRangeValue
  /** Called with the new value when a range is picked or a custom day changes. */
  onChange: (value: ReportRangeValue) => void
  /** Today in the merchant's time zone (`YYYY-MM-DD`): the latest day a custom range may end, and where it starts. */
  today: string
  /** The days the server answered for (shown under the ranges, so "this week" says which days it is). */
  period?: { from: string; to: string } | null
  /** Disable every control. */
  disabled?: boolean
}

/** The label of each range. */
export const RANGE_LABEL_KEYS = {
  today: tKey('agents:range.today'),
  yesterday: tKey('agents:range.yesterday'),
  thisWeek: tKey('agents:range.thisWeek'),
  lastWeek: tKey('agents:range.lastWeek'),
  thisMonth: tKey('agents:range.thisMonth'),
  lastMonth: tKey('agents:range.lastMonth'),
  custom: tKey('agents:range.custom'),
} as const satisfies Record<ReportRange, string>

const PROBLEM_KEYS = {
  incomplete: tKey('agents:range.incomplete'),
  reversed: tKey('agents:errors.rangeReversed'),
  tooLong: tKey('agents:errors.rangeTooLong'),
} as const

/**
 * The period of an agent report: today, yesterday, this and last week, this and last month, or custom days in
 * two date fields (at most 366 days, not after today). The ranges are toggle buttons (`aria-pressed`) in a
 * labelled group that wraps on a phone; what is wrong with custom days is said under them.
 */
export function ReportRangeFilter({ value, onChange, today, period, disabled = false }: ReportRangeFilterProps) {
  const { t } = useTranslation('agents')
  const labelId = useId()
  const problemId = useId()
  const problem = rangeProblem(value)
  const day = useDayFormat()

  const pick = (range: ReportRange) => {
    if (range === value.range) return
    onChange(range === 'custom' ? { range, from: period?.from ?? today, to: period?.to ?? today } : { range })
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, marginInlineEnd: 0.5 }}>
          {t('range.label')}
        </Typography>
        {REPORT_RANGE_KEYS.map((range) => {
          const selected = range === value.range
          return (
            <Chip
              key={range}
              component="button"
              type="button"
              clickable
              disabled={disabled}
              aria-pressed={selected}
              label={t(RANGE_LABEL_KEYS[range])}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => pick(range)}
              sx={{ height: 36, borderRadius: 18, fontWeight: selected ? 700 : 500, paddingInline: 0.5, fontSize: 14 }}
            />
          )
        })}
      </Box>
      {value.range === 'custom' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5, maxWidth: 420 }}>
          <TextField
            type="date"
            size="small"
            label={t('range.from')}
            value={value.from ?? ''}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || today } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('range.to')}
            value={value.to ?? ''}
            disabled={disabled}
            error={problem === 'reversed' || problem === 'tooLong'}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined, max: today, 'aria-describedby': problem ? problemId : undefined } }}
          />
          {problem ? (
            <Typography id={problemId} role="alert" variant="body2" sx={{ color: problem === 'incomplete' ? 'text.secondary' : 'error.main', gridColumn: '1 / -1' }}>
              {t(PROBLEM_KEYS[problem])}
            </Typography>
          ) : null}
        </Box>
      ) : period ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('range.period', { from: day(period.from), to: day(period.to) })}
        </Typography>
      ) : null}
    </Box>
  )
}
