import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import type { ContractKindName } from '../../../../contract/schemas/contracts'
import type { AgentProgramme } from '../../../../contract/schemas/join'
import { GAME_TYPE_LABEL_KEYS } from '../../../agents/gameTypes'
import { TermsTiers } from '../../../contracts/ContractAgreementDialog/ContractCard'
import type { MoneyCurrency } from '../../../contracts/format'
import { PERIOD_KEYS } from '../../../contracts/labels'

const NAME_KEYS = {
  dividend: tKey('support:join.earn.names.dividend'),
  dailySalary: tKey('support:join.earn.names.dailySalary'),
  mrDailySalary: tKey('support:join.earn.names.mrDailySalary'),
  hourSalary: tKey('support:join.earn.names.hourSalary'),
  realTimeSalary: tKey('support:join.earn.names.realTimeSalary'),
} as const satisfies Record<ContractKindName, string>

const TEXT_KEYS = {
  dividend: tKey('support:join.earn.kind.dividend'),
  dailySalary: tKey('support:join.earn.kind.dailySalary'),
  mrDailySalary: tKey('support:join.earn.kind.mrDailySalary'),
  hourSalary: tKey('support:join.earn.kind.hourSalary'),
  realTimeSalary: tKey('support:join.earn.kind.realTimeSalary'),
} as const satisfies Record<ContractKindName, string>

export interface AgentEarningsProps {
  /** The merchant's programme, as the server read it from the config. */
  programme: AgentProgramme
  /** The merchant's currency (the tiers' thresholds and amount rates). */
  currency: MoneyCurrency
}

/**
 * What an agent earns at this merchant: each kind of wage it pays, what it is paid on, and the terms it offers its top
 * agents, tier by tier (the agreement's own tier tables). Only the merchant's figures: a kind it does not pay is not
 * named, and a merchant that pays none says so.
 */
export function AgentEarnings({ programme, currency }: AgentEarningsProps) {
  const { t } = useTranslation('support')
  if (programme.kinds.length === 0) {
    return <Typography variant="body1">{t('join.earn.none')}</Typography>
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body1">{t('join.earn.lead')}</Typography>
      {programme.kinds.map((kind) => {
        const terms = programme.topAgentTerms.filter((entry) => entry.terms.kind === kind)
        const periods = [...new Set(terms.flatMap((entry) => (entry.terms.kind === 'dividend' ? [entry.terms.period] : [])))]
        const headingId = `join-earn-${kind}`
        return (
          <Paper key={kind} component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
            <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {t(NAME_KEYS[kind])}
            </Typography>
            <Typography variant="body2">{t(TEXT_KEYS[kind], { days: programme.releaseExpiryDays, minutes: programme.realTimeWindowMinutes })}</Typography>
            {periods.length > 0 ? (
              <Typography variant="body2">{t('join.earn.period', { period: periods.map((period) => t(PERIOD_KEYS[period])).join(', ') })}</Typography>
            ) : null}
            {kind === 'dividend' && programme.carryOver ? <Typography variant="body2">{t('join.earn.carryOver')}</Typography> : null}
            {terms.map((entry, index) => (
              <Box key={`${entry.gameType}-${index}`} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
                {/* The game type the tiers are for, seen (the table's caption is for assistive tech). */}
                <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {t('join.earn.termsFor', { gameType: t(GAME_TYPE_LABEL_KEYS[entry.gameType]) })}
                </Typography>
                <TermsTiers
                  terms={entry.terms}
                  currency={currency}
                  caption={t('join.earn.termsCaption', { kind: t(NAME_KEYS[kind]), gameType: t(GAME_TYPE_LABEL_KEYS[entry.gameType]) })}
                />
              </Box>
            ))}
          </Paper>
        )
      })}
      {programme.topAgentTerms.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('join.earn.termsHint')}
        </Typography>
      ) : null}
    </Box>
  )
}
