import { useEffect, useId, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { MrDailySalaries, MrDailySalary } from '../../../contract/schemas/contracts'
import { GAME_TYPE_LABEL_KEYS } from '../../agents/gameTypes'
import { useDateTime } from '../../member/format'
import { formatAmount } from '../../primitives/AmountText'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'
import { Tag } from '../../primitives/Tag'
import { ContractTable, type ContractColumn } from '../ContractTable'
import { Count, Money, Rate, type MoneyCurrency } from '../format'
import { isolate, useDayFormat } from '../periodFormat'
import { PAYOUT_STATUS } from '../wageLabels'

/** Whose salaries a tab lists: the agent's own, or its direct downlines' that wait for its decision. */
export type MrScope = 'mine' | 'downline'
export type MrDecision = 'release' | 'refuse'

export interface MrListState {
  /** The page shown (`mrDailySalaries`); null before the first answer. */
  answer: MrDailySalaries | null
  loading: boolean
  /** Reading it failed (translated). */
  error: string | null
  page: number
}

export interface MrDailySalaryViewProps {
  /** The tab shown. */
  scope: MrScope
  onScopeChange: (scope: MrScope) => void
  mine: MrListState
  downline: MrListState
  onRetry: (scope: MrScope) => void
  onPageChange: (scope: MrScope, page: number) => void
  /** Release (pay) or refuse a downline's salary; refusing is asked to be confirmed first. */
  onDecide: (salary: MrDailySalary, decision: MrDecision) => void
  /** The salary whose decision is on its way: every decision button waits. */
  deciding?: string | null
  /** The last decision the server refused (translated). */
  decideError?: string | null
  currency: MoneyCurrency
}

/**
 * The manual-release daily salary (spec "daily wage (manual release)"): two tabs, the agent's own salaries (each
 * waiting for its upline, released and paid, refused or expired) and its direct downlines' waiting for its release,
 * each with Release and Refuse; a refusal is confirmed first, and cannot be undone. After a decision the list is read
 * again and the focus stays in the tab's panel.
 */
export function MrDailySalaryView({ scope, onScopeChange, mine, downline, onRetry, onPageChange, onDecide, deciding = null, decideError = null, currency }: MrDailySalaryViewProps) {
  const { t, i18n } = useTranslation('agents')
  const baseId = useId()
  const dateTime = useDateTime()
  const day = useDayFormat()
  const [refusing, setRefusing] = useState<MrDailySalary | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const decided = useRef<string | null>(null)

  // The decision is in: its row's buttons are gone, so the focus goes to the panel rather than to the page's top.
  useEffect(() => {
    if (deciding) {
      decided.current = deciding
      return
    }
    if (!decided.current) return
    decided.current = null
    const panel = panelRef.current
    if (panel && !panel.contains(document.activeElement)) panel.focus()
  }, [deciding, downline.answer])

  const money = (value: string) => <Money value={value} currency={currency} />
  const status = (row: MrDailySalary) => (
    <Tag tone={PAYOUT_STATUS[row.status].tone} variant={row.status === 'pending' ? 'filled' : 'outlined'}>
      {t(PAYOUT_STATUS[row.status].key)}
    </Tag>
  )
  const when = (row: MrDailySalary) =>
    row.status === 'pending' || !row.decidedAt ? t('contracts.pages.mr.dueAt', { time: dateTime(row.dueAt) }) : t('contracts.pages.mr.decidedAt', { time: dateTime(row.decidedAt) })
  const figures: ContractColumn<MrDailySalary>[] = [
    { id: 'gameType', header: t('contracts.pages.records.gameType'), cell: (row) => t(GAME_TYPE_LABEL_KEYS[row.gameType]) },
    { id: 'periodBet', header: t('contracts.pages.records.periodBet'), align: 'end', cell: (row) => money(row.periodBet) },
    { id: 'activeMembers', header: t('contracts.pages.records.activeMembers'), align: 'end', cell: (row) => <Count value={row.activeMembers} /> },
    { id: 'rate', header: t('contracts.pages.records.rate'), align: 'end', cell: (row) => <Rate rateType={row.rateType} rate={row.rate} currency={currency} /> },
    { id: 'amount', header: t('contracts.pages.records.amount'), align: 'end', cell: (row) => money(row.amount) },
    {
      id: 'status',
      header: t('contracts.pages.records.status'),
      // The status and its deadline (or when it was decided) in one cell, so the table keeps to the page's width.
      cell: (row) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {status(row)}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            <bdi>{when(row)}</bdi>
          </Typography>
        </>
      ),
    },
  ]
  const names = (row: MrDailySalary) => ({ account: isolate(row.account), day: isolate(day(row.day)) })
  const mineColumns: ContractColumn<MrDailySalary>[] = [{ id: 'day', header: t('contracts.pages.mr.day'), card: 'title', nowrap: true, cell: (row) => <bdi>{day(row.day)}</bdi> }, ...figures]
  // The table sets the agent, the day and the game type in one cell, so it keeps to the page's width with its buttons;
  // a card gives each its own line.
  const downlineColumns: ContractColumn<MrDailySalary>[] = [
    { id: 'account', header: t('contracts.pages.mr.account'), card: 'title', only: 'cards', cell: (row) => <bdi>{row.account}</bdi> },
    { id: 'day', header: t('contracts.pages.mr.day'), only: 'cards', cell: (row) => <bdi>{day(row.day)}</bdi> },
    {
      id: 'salary',
      header: t('contracts.pages.mr.salary'),
      only: 'table',
      cell: (row) => (
        <>
          <Box component="bdi" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {row.account}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            <bdi>{day(row.day)}</bdi> · {t(GAME_TYPE_LABEL_KEYS[row.gameType])}
          </Typography>
        </>
      ),
    },
    ...figures.map((column) => (column.id === 'gameType' ? { ...column, only: 'cards' as const } : column)),
    {
      id: 'actions',
      header: t('contracts.pages.mr.actions'),
      card: 'actions',
      cell: (row) =>
        row.status === 'pending' ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="contained" sx={{ whiteSpace: 'nowrap' }} disabled={deciding !== null} aria-label={t('contracts.pages.mr.releaseLabel', names(row))} onClick={() => onDecide(row, 'release')}>
              {t('contracts.pages.mr.release')}
            </Button>
            <Button size="small" variant="outlined" color="error" sx={{ whiteSpace: 'nowrap' }} disabled={deciding !== null} aria-label={t('contracts.pages.mr.refuseLabel', names(row))} onClick={() => setRefusing(row)}>
              {t('contracts.pages.mr.refuse')}
            </Button>
          </Box>
        ) : null,
    },
  ]

  const list = scope === 'mine' ? mine : downline
  const caption = t(scope === 'mine' ? 'contracts.pages.mr.mineCaption' : 'contracts.pages.mr.downlineCaption')

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Tabs value={scope} onChange={(_event, value: MrScope) => onScopeChange(value)} variant="scrollable" scrollButtons={false} aria-label={t('contracts.pages.mr.tabsLabel')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {(['mine', 'downline'] as const).map((each) => (
          <Tab key={each} value={each} id={`${baseId}-tab-${each}`} aria-controls={`${baseId}-panel-${each}`} label={each === 'mine' ? t('contracts.pages.mr.mine') : t('contracts.pages.mr.downline')} />
        ))}
      </Tabs>
      <Box
        ref={panelRef}
        role="tabpanel"
        id={`${baseId}-panel-${scope}`}
        aria-labelledby={`${baseId}-tab-${scope}`}
        tabIndex={-1}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {scope === 'downline' ? (
          <Typography variant="body2" color="text.secondary">
            {t('contracts.pages.mr.downlineIntro')}
          </Typography>
        ) : null}
        {deciding ? (
          <Typography role="status" variant="body2">
            {t('contracts.pages.mr.busy')}
          </Typography>
        ) : null}
        {decideError && scope === 'downline' ? <Alert severity="error">{decideError}</Alert> : null}
        <ContractTable
          caption={caption}
          columns={scope === 'mine' ? mineColumns : downlineColumns}
          rows={list.answer?.list ?? (list.error ? [] : null)}
          rowKey={(row) => row.id}
          loading={list.loading}
          error={list.error}
          onRetry={() => onRetry(scope)}
          emptyTitle={t(scope === 'mine' ? 'contracts.pages.mr.mineEmptyTitle' : 'contracts.pages.mr.downlineEmptyTitle')}
          emptyHint={t(scope === 'mine' ? 'contracts.pages.mr.mineEmptyHint' : 'contracts.pages.mr.downlineEmptyHint')}
          page={list.page}
          totalPages={list.answer?.totalPages ?? 0}
          onPageChange={(page) => onPageChange(scope, page)}
          minTableWidth={scope === 'mine' ? 720 : 860}
        />
      </Box>
      <ConfirmDialog
        open={refusing !== null}
        title={t('contracts.pages.mr.confirmTitle')}
        destructive
        confirmLabel={t('contracts.pages.mr.confirm')}
        message={
          refusing ? (
            <Typography variant="body2" component="p">
              {t('contracts.pages.mr.confirmMessage', { ...names(refusing), amount: isolate(`${currency.symbol} ${formatAmount(refusing.amount, i18n.language, currency.decimals) ?? refusing.amount}`.trim()) })}
            </Typography>
          ) : null
        }
        onConfirm={() => {
          const salary = refusing!
          setRefusing(null)
          onDecide(salary, 'refuse')
        }}
        onCancel={() => setRefusing(null)}
      />
    </Box>
  )
}
