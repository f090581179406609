import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import type { GameTypeKey, TeamBet, TeamBets } from '../../../contract/schemas/agents'
import type { BetRound } from '../../../contract/schemas/games'
import { RecordsSelect } from '../../money/RecordsList'
import { CsvExportButton, type ReportExport } from '../CsvExportButton'
import { Money, useDateTime, type MoneyCurrency } from '../format'
import { GAME_TYPES, GAME_TYPE_LABEL_KEYS } from '../gameTypes'
import { ReportRangeFilter, type ReportRangeValue } from '../ReportRangeFilter'
import { ReportFrame, ReportTable, type ReportColumn } from '../ReportTable'

export interface TeamBetsFilter {
  range: ReportRangeValue
  /** One account of the team, or every one (''). */
  account: string
  gameType: GameTypeKey | ''
}

export interface TeamBetsTableProps {
  answer: TeamBets | null
  loading: boolean
  error: string | null
  onRetry: () => void
  filter: TeamBetsFilter
  onFilterChange: (filter: TeamBetsFilter) => void
  page: number
  onPageChange: (page: number) => void
  today: string
  currency: MoneyCurrency
  csv?: ReportExport<TeamBet>
  /** Opens a game round's detail, as the member's betting record shows it (a lottery result has none). */
  onOpenRound?: (round: BetRound) => void
}

/** Team betting: the team's settled rounds in the period, by account and game type, with the server's totals. */
export function TeamBetsTable({ answer, loading, error, onRetry, filter, onFilterChange, page, onPageChange, today, currency, csv, onOpenRound }: TeamBetsTableProps) {
  const { t } = useTranslation('agents')
  const dateTime = useDateTime()
  const [account, setAccount] = useState(filter.account)
  const set = (change: Partial<TeamBetsFilter>) => onFilterChange({ ...filter, ...change })
  const money = (value: string, signed = false) => <Money value={value} currency={currency} signed={signed} />
  const columns: ReportColumn<TeamBet>[] = [
    { id: 'game', header: t('columns.game'), card: 'title', cell: (bet) => <bdi>{bet.gameName}</bdi> },
    { id: 'account', header: t('columns.account'), cell: (bet) => <bdi>{bet.account}</bdi> },
    { id: 'gameType', header: t('columns.gameType'), cell: (bet) => t(GAME_TYPE_LABEL_KEYS[bet.gameType]) },
    { id: 'vendor', header: t('columns.vendor'), cell: (bet) => <bdi>{bet.vendorName}</bdi> },
    { id: 'bet', header: t('columns.bet'), align: 'end', cell: (bet) => money(bet.bet) },
    { id: 'win', header: t('columns.win'), align: 'end', cell: (bet) => money(bet.win) },
    { id: 'profit', header: t('columns.profit'), align: 'end', cell: (bet) => money(bet.profit, true) },
    { id: 'settledAt', header: t('columns.settledAt'), cell: (bet) => dateTime(bet.settledAt) },
    ...(onOpenRound
      ? [
          {
            id: 'detail',
            header: t('columns.actions'),
            cell: (bet: TeamBet) =>
              bet.round ? (
                <Button size="small" variant="text" aria-label={t('bets.detailOf', { account: bet.account, game: bet.gameName })} onClick={() => onOpenRound(bet.round!)}>
                  {t('bets.detail')}
                </Button>
              ) : null,
          } satisfies ReportColumn<TeamBet>,
        ]
      : []),
  ]
  const footer = answer ? { bet: money(answer.footer.bet), win: money(answer.footer.win), profit: money(answer.footer.profit, true), account: t('bets.rounds', { count: answer.footer.rounds }) } : null
  return (
    <ReportFrame
      title={t('menu.personalHistoryCopy')}
      actions={
        csv ? (
          <CsvExportButton
            {...csv}
            disabled={!answer || answer.totalCount === 0}
            header={[t('columns.settledAt'), t('columns.account'), t('columns.gameType'), t('columns.game'), t('columns.vendor'), t('columns.bet'), t('columns.win'), t('columns.profit'), t('columns.id')]}
            record={(bet) => [bet.settledAt, bet.account, t(GAME_TYPE_LABEL_KEYS[bet.gameType]), bet.gameName, bet.vendorName, bet.bet, bet.win, bet.profit, bet.id]}
          />
        ) : null
      }
      filters={
        <>
          <ReportRangeFilter value={filter.range} onChange={(range) => set({ range })} today={today} period={answer?.period} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <Box component="form" role="search" aria-label={t('bets.searchLabel')} onSubmit={(event) => { event.preventDefault(); set({ account: account.trim() }) }} sx={{ display: 'flex', gap: 1, flex: '1 1 260px' }}>
              <TextField size="small" label={t('columns.account')} value={account} onChange={(event) => setAccount(event.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }} />
              <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
                {t('members.searchButton')}
              </Button>
            </Box>
            <RecordsSelect label={t('columns.gameType')} value={filter.gameType} allValue="" allLabel={t('bets.allGameTypes')} options={GAME_TYPES.map((type) => ({ value: type, label: t(GAME_TYPE_LABEL_KEYS[type]) }))} onChange={(gameType) => set({ gameType })} width={{ min: 160, max: 200 }} />
          </Box>
        </>
      }
    >
      <ReportTable
        caption={t('menu.personalHistoryCopy')}
        columns={columns}
        rows={answer?.list ?? (error ? [] : null)}
        rowKey={(bet) => bet.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={t('bets.emptyTitle')}
        emptyHint={t('report.emptyHint')}
        footer={footer}
        page={page}
        totalPages={answer?.totalPages ?? 0}
        onPageChange={onPageChange}
        minTableWidth={820}
      />
    </ReportFrame>
  )
}
