import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { BetRound } from '../../../contract/schemas/games'
import { Tag, type TagTone } from '../../primitives/Tag'

/** The label and colour of each round status; `satisfies` keeps them the contract's statuses. */
export const ROUND_STATUS = {
  open: { labelKey: tKey('member:bettingRecord.status.open'), tone: 'warning' },
  settled: { labelKey: tKey('member:bettingRecord.status.settled'), tone: 'neutral' },
  rolled_back: { labelKey: tKey('member:bettingRecord.status.rolled_back'), tone: 'error' },
} as const satisfies Record<BetRound['status'], { labelKey: string; tone: TagTone }>

/** A round's status as a tag, and "free play" beside it when a trial account's credit was staked. */
export function RoundStatus({ round }: { round: Pick<BetRound, 'status' | 'trial'> }) {
  const { t } = useTranslation('member')
  const status = ROUND_STATUS[round.status]
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, verticalAlign: 'middle' }}>
      <Tag tone={status.tone}>{t(status.labelKey)}</Tag>
      {round.trial ? (
        <Tag tone="neutral" variant="filled">
          {t('bettingRecord.trial')}
        </Tag>
      ) : null}
    </Box>
  )
}
