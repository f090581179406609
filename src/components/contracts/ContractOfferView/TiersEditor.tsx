import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RateType } from '../../../contract/contracts'
import type { ContractKindName } from '../../../contract/schemas/contracts'
import type { MoneyCurrency } from '../format'
import { TIER_HEADER_KEYS, type TierHeader } from '../labels'
import { emptyTier, FIELD_PROBLEM_KEYS, MAX_TIERS, TIER_FIELDS, type FieldKind, type TierCheck, type TierDraft } from './offerTerms'

export interface TiersEditorProps {
  kind: ContractKindName
  tiers: readonly TierDraft[]
  /** The salaries' rate type: whether a `rate` field is a percent or an amount. */
  rateType: RateType
  /** Each tier's problems (checkOffer), shown once the field was left or the form sent. */
  checks: readonly TierCheck[]
  /** Whether a field's problem is shown yet: it was left once, or the form was sent. */
  shown: (tier: number, field: TierHeader) => boolean
  onChange: (tiers: TierDraft[]) => void
  /** A field was left (its problem shows from then on). */
  onLeave: (tier: number, field: TierHeader) => void
  currency: MoneyCurrency
  disabled?: boolean
}

/** What a field's box holds after its number: the currency before an amount, "%" after a percent. */
function adornments(kind: FieldKind, rateType: RateType, currency: MoneyCurrency) {
  const percent = kind === 'percent' || (kind === 'rate' && rateType === 'P')
  if (percent) return { endAdornment: <InputAdornment position="end">%</InputAdornment> }
  if (kind === 'count') return {}
  return currency.symbol ? { startAdornment: <InputAdornment position="start">{currency.symbol}</InputAdornment> } : {}
}

/**
 * A contract's tiers as fields, one group per tier ("Tier 2") with the kind's fields (spec section 3), its problems
 * said under each field and, for the tier as a whole (falling, above the ceiling), under the group's title; a tier
 * is added under the last and removed by its own button (a contract keeps one at least, ten at most).
 */
export function TiersEditor({ kind, tiers, rateType, checks, shown, onChange, onLeave, currency, disabled = false }: TiersEditorProps) {
  const { t } = useTranslation('agents')
  const baseId = useId()
  const fields = TIER_FIELDS[kind]
  const set = (index: number, name: TierHeader, value: string) => onChange(tiers.map((tier, i) => (i === index ? { ...tier, [name]: value } : tier)))

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      {tiers.map((tier, index) => {
        const check = checks[index]
        const problemId = `${baseId}-tier-${index}-problem`
        const tierProblem = check?.tier ?? null
        // A tier's own problem is said once its fields read: it is about the figures together.
        const showTier = tierProblem !== null && fields.some((field) => shown(index, field.name))
        return (
          <Box
            key={index}
            component="fieldset"
            aria-describedby={showTier ? problemId : undefined}
            sx={{ m: 0, p: 1.5, border: 1, borderColor: showTier ? 'error.main' : 'divider', borderRadius: 1, minWidth: 0 }}
          >
            <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2', fontWeight: 700 }}>
              {t('contracts.tiers.tierNumber', { tier: index + 1 })}
            </Box>
            {showTier ? (
              <Typography id={problemId} variant="body2" color="error" sx={{ mb: 1 }}>
                {t(tierProblem)}
              </Typography>
            ) : null}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${fields.length}, minmax(0, 1fr))` }, gap: 1.5, alignItems: 'start' }}>
              {fields.map((field) => {
                const problem = shown(index, field.name) ? check?.fields[field.name] : undefined
                return (
                  <TextField
                    key={field.name}
                    size="small"
                    label={t(TIER_HEADER_KEYS[field.name])}
                    value={tier[field.name] ?? ''}
                    disabled={disabled}
                    onChange={(event) => set(index, field.name, event.target.value)}
                    onBlur={() => onLeave(index, field.name)}
                    error={problem !== undefined}
                    helperText={problem ? t(FIELD_PROBLEM_KEYS[problem], { decimals: currency.decimals }) : undefined}
                    slotProps={{
                      input: adornments(field.kind, rateType, currency),
                      htmlInput: { inputMode: field.kind === 'count' ? 'numeric' : 'decimal', 'data-field': `${index}:${field.name}` },
                    }}
                  />
                )
              })}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Button size="small" color="inherit" disabled={disabled || tiers.length <= 1} onClick={() => onChange(tiers.filter((_, i) => i !== index))}>
                {t('contracts.pages.offer.removeTier', { tier: index + 1 })}
              </Button>
            </Box>
          </Box>
        )
      })}
      <Box>
        <Button variant="outlined" size="small" disabled={disabled || tiers.length >= MAX_TIERS} onClick={() => onChange([...tiers, emptyTier(kind)])}>
          {t('contracts.pages.offer.addTier')}
        </Button>
      </Box>
    </Box>
  )
}
