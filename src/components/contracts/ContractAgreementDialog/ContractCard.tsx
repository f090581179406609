import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { ContractAction, ContractButton } from '../../../contract/contracts'
import type { ContractTerms, ContractView, DailySalaryTier, DividendTier, HourSalaryTier, RealTimeSalaryTier } from '../../../contract/schemas/contracts'
import { GAME_TYPE_LABEL_KEYS } from '../../agents/gameTypes'
import { useDateTime } from '../../member/format'
import { DataTable, type DataTableColumn } from '../../primitives/DataTable'
import { Tag } from '../../primitives/Tag'
import { buttonsFor, isWaiting, kindOf, slotKey } from '../consolidated'
import { Count, Money, Percent, Rate, type MoneyCurrency } from '../format'
import { BUTTON_KEYS, KIND_NAME_KEYS, PERIOD_KEYS, STATUS_KEYS, TIER_HEADER_KEYS, type TierHeader } from '../labels'

export interface ContractCardProps {
  /** The contract, as the consolidated answer carries it. */
  contract: ContractView
  /** The merchant's currency (thresholds and amount rates). */
  currency: MoneyCurrency
  /**
   * A button was pressed: what it sends (CONTRACT_BUTTONS). The dialog decides whether to warn first. Without it the
   * card only shows the contract (the wage pages, an upline's view of its downline's): the answers are the agreement's.
   */
  onAction?: (contract: ContractView, action: ContractAction) => void
  /** An answer is on its way: the buttons wait. */
  busy?: boolean
}

type Tier = DividendTier | DailySalaryTier | HourSalaryTier | RealTimeSalaryTier
type Row = { tier: number } & Tier

/** The columns of a kind's tier table, in the spec's order (section 3), after the tier's number. */
function tierColumns(terms: ContractTerms, t: TFunction, currency: MoneyCurrency): DataTableColumn<Row>[] {
  const header = (id: TierHeader) => t(TIER_HEADER_KEYS[id])
  const tier: DataTableColumn<Row> = { id: 'tier', header: header('tier'), cell: (row) => <Count value={row.tier} />, width: 56 }
  const money = (id: TierHeader, read: (row: Row) => string): DataTableColumn<Row> => ({ id, header: header(id), align: 'end', cell: (row) => <Money value={read(row)} currency={currency} /> })
  const count = (id: TierHeader, read: (row: Row) => number): DataTableColumn<Row> => ({ id, header: header(id), align: 'end', cell: (row) => <Count value={read(row)} /> })
  const percent = (id: TierHeader, read: (row: Row) => string): DataTableColumn<Row> => ({ id, header: header(id), align: 'end', cell: (row) => <Percent value={read(row)} /> })
  const rate: DataTableColumn<Row> = { id: 'rate', header: header('rate'), align: 'end', cell: (row) => <Rate rateType={(row as DailySalaryTier).rateType} rate={(row as DailySalaryTier).rate} currency={currency} /> }
  switch (terms.kind) {
    case 'dividend': {
      const read = (row: Row) => row as DividendTier
      return [tier, money('minimumBet', (r) => read(r).minimumBet), money('netLoss', (r) => read(r).netLoss), count('activeMember', (r) => read(r).activeMember), percent('contractRate', (r) => read(r).contractRate)]
    }
    case 'dailySalary':
    case 'mrDailySalary': {
      const read = (row: Row) => row as DailySalaryTier
      return [tier, money('betVolume', (r) => read(r).betVolume), count('activeMember', (r) => read(r).activeMember), rate]
    }
    case 'hourSalary': {
      const read = (row: Row) => row as HourSalaryTier
      return [tier, money('minimumBet', (r) => read(r).minimumBet), count('activeMember', (r) => read(r).activeMember), rate]
    }
    case 'realTimeSalary': {
      const read = (row: Row) => row as RealTimeSalaryTier
      return [tier, money('betAmount', (r) => read(r).betAmount), percent('lossRate', (r) => read(r).lossRate), percent('winRate', (r) => read(r).winRate)]
    }
  }
}

function tiersOf(terms: ContractTerms): Row[] {
  const tiers = terms.kind === 'dividend' ? terms.tiers : terms.kind === 'hourSalary' ? terms.hourSalaryRates : terms.kind === 'realTimeSalary' ? terms.realTimeSalaryRates : terms.details
  return (tiers as readonly Tier[]).map((row, index) => ({ ...row, tier: index + 1 }))
}

/** One label and its value of the card's details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  )
}

/** Below this width of the card (not the window) the tiers are a list of small blocks, so a phone never scrolls sideways. */
const TIER_TABLE_MIN_WIDTH = 480

/** The tiers: a table where there is room, else one block per tier with its figures labelled. */
function Tiers({ caption, columns, rows }: { caption: string; columns: DataTableColumn<Row>[]; rows: Row[] }) {
  const { t } = useTranslation('agents')
  const wide = `@container (min-width: ${TIER_TABLE_MIN_WIDTH}px)`
  return (
    <Box sx={{ containerType: 'inline-size', minWidth: 0 }}>
      <Box sx={{ display: 'none', [wide]: { display: 'block' } }}>
        <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.tier} />
      </Box>
      <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, [wide]: { display: 'none' } }}>
        {rows.map((row) => (
          <Box component="li" key={row.tier} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('contracts.tiers.tierNumber', { tier: row.tier })}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
              {columns.slice(1).map((column) => (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

export interface TermsTiersProps {
  /** Terms of any kind (an upline's own, shown as the ceiling of what it may offer). */
  terms: ContractTerms
  /** Names the table (its caption) and the list of tiers on a phone. */
  caption: string
  currency: MoneyCurrency
}

/** A contract's tiers alone, as its card shows them: a table where there is room, one block per tier on a phone. */
export function TermsTiers({ terms, caption, currency }: TermsTiersProps) {
  const { t } = useTranslation('agents')
  return <Tiers caption={caption} columns={tierColumns(terms, t, currency)} rows={tiersOf(terms)} />
}

/** How a button looks: signing is the offer's main action, ending a contract is drawn in the error colour. */
const BUTTON_STYLE: Record<ContractButton['label'], { variant: 'contained' | 'outlined'; color: 'primary' | 'error' | 'inherit' }> = {
  sign: { variant: 'contained', color: 'primary' },
  reject: { variant: 'outlined', color: 'inherit' },
  terminate: { variant: 'outlined', color: 'error' },
}

/**
 * One contract of the agreement dialog: its game type and status, who offered it and when, the dividend's period
 * and carry-over, the tier table, and the buttons the spec lists for its kind and status (none where the contract is
 * only shown: the wage pages, an upline's view of its downline's). The card is a region named
 * by its game type and can take the focus (the dialog moves it here after an answer replaced the buttons: `data-slot`).
 */
export function ContractCard({ contract, currency, onAction, busy = false }: ContractCardProps) {
  const { t } = useTranslation('agents')
  const dateTime = useDateTime()
  const headingId = useId()
  const kind = kindOf(contract)
  const kindName = t(KIND_NAME_KEYS[kind])
  const gameType = t(GAME_TYPE_LABEL_KEYS[contract.gameType])
  const shown = isWaiting(contract) ? 'P' : 'V'
  const { terms } = contract
  return (
    <Paper component="section" variant="outlined" tabIndex={-1} aria-labelledby={headingId} data-slot={slotKey(contract)} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, marginInlineEnd: 'auto' }}>
          {kind === 'mrDailySalary' ? t('contracts.card.titleWithKind', { gameType, kind: kindName }) : gameType}
        </Typography>
        <Tag tone={shown === 'P' ? 'warning' : 'neutral'} variant={shown === 'P' ? 'filled' : 'outlined'}>
          {t(STATUS_KEYS[shown])}
        </Tag>
      </Box>
      {contract.status === 'E' ? <Typography variant="body2">{t('contracts.card.newVersion')}</Typography> : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Detail label={t('contracts.card.offeredBy')}>{contract.upline === null ? t('contracts.card.merchant') : <bdi>{contract.upline}</bdi>}</Detail>
        <Detail label={t('contracts.card.offeredAt')}>
          <bdi>{dateTime(contract.offeredAt)}</bdi>
        </Detail>
        {contract.effectiveFrom ? (
          <Detail label={t('contracts.card.effectiveFrom')}>
            <bdi>{dateTime(contract.effectiveFrom)}</bdi>
          </Detail>
        ) : null}
        {terms.kind === 'dividend' ? (
          <>
            <Detail label={t('contracts.card.period')}>{t(PERIOD_KEYS[terms.period])}</Detail>
            <Detail label={t('contracts.card.carryOver')}>{t(terms.carryOver ? 'contracts.card.carryOverOn' : 'contracts.card.carryOverOff')}</Detail>
          </>
        ) : null}
      </Box>
      <Tiers caption={t('contracts.tiers.caption', { kind: kindName, gameType })} columns={tierColumns(terms, t, currency)} rows={tiersOf(terms)} />
      {onAction ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          {buttonsFor(contract).map((button) => (
            <Button
              key={button.label}
              {...BUTTON_STYLE[button.label]}
              disabled={busy}
              aria-label={t(BUTTON_KEYS[button.label].label, { kind: kindName, gameType })}
              onClick={() => onAction(contract, button.action)}
            >
              {t(BUTTON_KEYS[button.label].text)}
            </Button>
          ))}
        </Box>
      ) : null}
    </Paper>
  )
}
