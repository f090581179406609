import { useId } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import { ODDS_CHANGE_CHOICES, type OddsChangeChoice, type SportsBet, type SportsBetRequest, type SportsLegRequest, type SportsSession } from '../../../contract/sportsbook'
import { formatMoney } from '../../games/house/money'
import { currencySymbol } from '../../lottery/betting'
import { AmountField } from '../../primitives/AmountField'
import { errorText } from '../names'
import type { OddsFormat } from '../prices'
import {
  amountIsToWin,
  exceeds,
  legKey,
  PARLAY_PROBLEM_MESSAGES,
  PARLAY_STAKE,
  parlayProblem,
  parlaySlipTerms,
  singleTerms,
  slipLegKey,
  STAKE_PROBLEM_MESSAGES,
  stakeProblem,
  sumAmounts,
  type SlipLeg,
  type SlipMode,
  type SlipTerms,
} from '../slip'
import { SlipAnswers } from './SlipAnswers'
import { SlipLegItem, Terms } from './SlipLegItem'

/** A bet the slip asks for: the book's request without the key, which the caller gives each placement. */
export type SlipBet = Omit<SportsBetRequest, 'idempotencyKey'>

/** Why the book refused the last placement: its code, and with `sports.price.changed` the prices it offers now. */
export interface SlipRefusal {
  code: string
  prices?: SportsLegRequest[]
}

export interface BookSlipProps {
  /** The selections on the slip, with their prices now (null while suspended). */
  legs: SlipLeg[]
  /** The odds format the player reads prices in, and the bet keeps its quote in. */
  format: OddsFormat
  /** Singles (a bet per selection) or one parlay of them all; a parlay the legs can't make shows singles, saying why. */
  mode: SlipMode
  onModeChange: (mode: SlipMode) => void
  /** The amounts typed, major units: each single's under its leg key (`legKey`), the parlay's under PARLAY_STAKE. */
  stakes: Readonly<Record<string, string>>
  onStakeChange: (key: string, amount: string) => void
  /** What the player lets happen to a price before the bet is struck. */
  oddsChange: OddsChangeChoice
  onOddsChange: (choice: OddsChangeChoice) => void
  /** The book's session: money, balance and limits. */
  session: Pick<SportsSession, 'currency' | 'decimals' | 'balance' | 'limits'>
  /** A selection's remove button was pressed (its leg key). */
  onRemove: (key: string) => void
  /** Clear all was pressed. */
  onClear: () => void
  /** Place was pressed: the bets to place, singles in the slip's order or one parlay. */
  onPlace: (bets: SlipBet[]) => void
  /** The bets are on their way: nothing can be changed. */
  placing?: boolean
  /** What the book answered for the last placement's bets: held for the in-play delay, accepted, refused. */
  placed?: readonly SportsBet[]
  /** Why the book refused the last placement outright. */
  refusal?: SlipRefusal | null
  /** The player accepted the prices a refusal brought (`sports.price.changed`). */
  onAcceptPrices?: (prices: SportsLegRequest[]) => void
}

const ODDS_CHANGE_NAMES = {
  any: tKey('sports:slip.oddsChange.any'),
  higher: tKey('sports:slip.oddsChange.higher'),
  none: tKey('sports:slip.oddsChange.none'),
} as const satisfies Record<OddsChangeChoice, string>

/**
 * The sportsbook's bet slip. Its selections (each removable), singles or a parlay (2 to 10 selections on different
 * matches; why not, when not), an amount per bet within the book's limits with what it risks, wins and returns as
 * it is typed (at a negative Malay or Indonesian price the amount is what the bet wins), the totals against the
 * balance, what may happen to a price, and Place. Then the book's answers: held for the in-play delay with a
 * countdown, accepted, refused with the reason; and a refusal for new prices, which the slip shows to accept.
 */
export function BookSlip({
  legs,
  format,
  mode,
  onModeChange,
  stakes,
  onStakeChange,
  oddsChange,
  onOddsChange,
  session,
  onRemove,
  onClear,
  onPlace,
  placing = false,
  placed = [],
  refusal = null,
  onAcceptPrices,
}: BookSlipProps) {
  const { t, i18n } = useTranslation('sports')
  const titleId = useId()
  const parlayHintId = useId()
  const { currency, decimals, limits, balance } = session
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const symbol = currencySymbol(currency, i18n.language)

  const problem = legs.length === 0 ? null : parlayProblem(legs, limits)
  const parlay = mode === 'parlay' && problem === null
  const newPrices = new Map((refusal?.prices ?? []).map((leg) => [legKey(leg.eventId, leg.market, leg.selection), leg.price]))
  const pricesChanged = refusal?.code === 'sports.price.changed' && newPrices.size > 0

  const stakeOf = (key: string) => stakes[key] ?? ''
  const problemText = (terms: SlipTerms | null) => {
    const found = stakeProblem(terms, limits, decimals)
    return found === null ? null : t(STAKE_PROBLEM_MESSAGES[found], { min: money(limits.minStake), max: money(limits.maxStake), payout: money(limits.maxPayout) })
  }

  // Singles: each leg with an amount typed is a bet. Parlay: one bet of every leg.
  const singles = legs.map((leg) => {
    const key = slipLegKey(leg)
    const amount = stakeOf(key)
    const terms = singleTerms(leg.price, format, amount, decimals)
    return { leg, key, amount, terms, problem: problemText(terms) }
  })
  const parlayAmount = stakeOf(PARLAY_STAKE)
  const parlayTerms = parlay ? parlaySlipTerms(legs.map((leg) => leg.price), format, parlayAmount, decimals) : null
  const parlayProblemText = parlay ? problemText(parlayTerms) : null

  const bets = parlay ? [] : singles.filter((single) => single.amount.trim() !== '')
  const counted = parlay ? (parlayTerms ? [parlayTerms] : []) : bets.flatMap((single) => (single.terms ? [single.terms] : []))
  const totalRisk = counted.length > 0 ? sumAmounts(counted.map((terms) => terms.risk), decimals) : null
  const totalReturn = counted.length > 0 ? sumAmounts(counted.map((terms) => terms.potentialReturn), decimals) : null
  const overBalance = totalRisk !== null && exceeds(totalRisk, balance, decimals)

  const betsReady = parlay
    ? parlayTerms !== null && parlayProblemText === null
    : bets.length > 0 && bets.every((single) => single.terms !== null && single.problem === null)
  const ready = !placing && legs.length > 0 && betsReady && !overBalance && !pricesChanged
  const betCount = parlay ? 1 : bets.length

  const place = () => {
    if (!ready) return
    const request = (slipLegs: SlipLeg[], stake: string): SlipBet => ({
      legs: slipLegs.map((leg) => ({ eventId: leg.eventId, market: leg.market.key, selection: leg.selection, price: leg.price ?? 0 })),
      stake,
      oddsFormat: format,
      oddsChange,
    })
    onPlace(parlay ? [request(legs, parlayAmount)] : bets.map((single) => request([single.leg], single.amount)))
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={placing || undefined}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('slip.title')}
        </Typography>
        <Box component="span" data-testid="slip-count" sx={{ minWidth: 24, paddingInline: 0.75, borderRadius: 999, bgcolor: 'action.selected', textAlign: 'center', fontWeight: 700, fontSize: '0.875rem' }}>
          {legs.length}
        </Box>
        {legs.length > 0 ? (
          <Button size="small" color="inherit" onClick={onClear} disabled={placing} sx={{ marginInlineStart: 'auto', minHeight: 32 }}>
            {t('slip.clear')}
          </Button>
        ) : null}
      </Box>

      {legs.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', paddingBlock: 1 }}>
          {t('slip.empty')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={parlay ? 'parlay' : 'single'}
              onChange={(_event, value: SlipMode | null) => {
                if (value) onModeChange(value)
              }}
              aria-label={t('slip.mode')}
              aria-describedby={problem ? parlayHintId : undefined}
              disabled={placing}
            >
              <ToggleButton value="single" sx={{ minHeight: 40, textTransform: 'none', fontWeight: 700 }}>
                {t('slip.singles')}
              </ToggleButton>
              <ToggleButton value="parlay" disabled={placing || problem !== null} sx={{ minHeight: 40, textTransform: 'none', fontWeight: 700 }}>
                {t('slip.parlay', { legs: legs.length })}
              </ToggleButton>
            </ToggleButtonGroup>
            {problem ? (
              <Typography id={parlayHintId} variant="body2" data-testid="parlay-hint" sx={{ color: 'text.secondary' }}>
                {t(PARLAY_PROBLEM_MESSAGES[problem.kind], {
                  min: problem.kind === 'tooFew' ? problem.min : limits.minParlayLegs,
                  max: problem.kind === 'tooMany' ? problem.max : limits.maxParlayLegs,
                  match: problem.kind === 'sameMatch' ? t('match.versus', { home: problem.home, away: problem.away }) : '',
                })}
              </Typography>
            ) : null}
          </Box>

          <Box component="ul" aria-label={t('slip.legs')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {singles.map((single) => (
              <SlipLegItem
                key={single.key}
                leg={single.leg}
                format={format}
                newPrice={newPrices.has(single.key) ? newPrices.get(single.key) : undefined}
                stake={
                  parlay
                    ? null
                    : {
                        value: single.amount,
                        onChange: (amount) => onStakeChange(single.key, amount),
                        toWin: amountIsToWin(single.leg.price, format),
                        terms: single.terms,
                        problem: single.problem,
                        min: limits.minStake,
                        max: limits.maxStake,
                      }
                }
                currencySymbol={symbol}
                decimals={decimals}
                money={money}
                disabled={placing}
                onRemove={() => onRemove(single.key)}
              />
            ))}
          </Box>

          {parlay ? (
            <ParlayStake amount={parlayAmount} terms={parlayTerms} problem={parlayProblemText} symbol={symbol} decimals={decimals} limits={limits} money={money} disabled={placing} onChange={(amount) => onStakeChange(PARLAY_STAKE, amount)} />
          ) : null}

          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 700 } }}
          >
            <dt>{t('slip.totalStake')}</dt>
            <dd data-testid="slip-total-stake">
              <bdi>{totalRisk === null ? '–' : money(totalRisk)}</bdi>
            </dd>
            <dt>{t('slip.totalReturn')}</dt>
            <Box component="dd" data-testid="slip-total-return" aria-live="polite" sx={{ color: totalReturn === null ? undefined : 'success.main' }}>
              <bdi>{totalReturn === null ? '–' : money(totalReturn)}</bdi>
            </Box>
            <dt>{t('slip.balance')}</dt>
            <dd data-testid="slip-balance">
              <bdi>{money(balance)}</bdi>
            </dd>
          </Box>
          {overBalance && totalRisk !== null ? (
            <Typography variant="body2" role="alert" sx={{ color: 'error.main', fontWeight: 700 }}>
              {t('slip.overBalance', { total: money(totalRisk), balance: money(balance) })}
            </Typography>
          ) : null}

          <TextField
            select
            size="small"
            fullWidth
            label={t('slip.oddsChange.label')}
            value={oddsChange}
            disabled={placing}
            onChange={(event) => onOddsChange(event.target.value as OddsChangeChoice)}
          >
            {ODDS_CHANGE_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice} sx={{ minHeight: 44 }}>
                {t(ODDS_CHANGE_NAMES[choice])}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}

      {refusal ? (
        <Alert
          severity={pricesChanged ? 'warning' : 'error'}
          variant="outlined"
          role="alert"
          action={
            pricesChanged && onAcceptPrices ? (
              <Button color="inherit" size="small" onClick={() => onAcceptPrices(refusal.prices ?? [])} sx={{ minHeight: 32, fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('slip.acceptPrices')}
              </Button>
            ) : undefined
          }
          sx={{ '& .MuiAlert-action': { alignItems: 'center', paddingTop: 0 } }}
        >
          {errorText(t, refusal.code)}
        </Alert>
      ) : null}

      {placed.length > 0 ? <SlipAnswers bets={placed} money={money} /> : null}

      {legs.length > 0 ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          aria-disabled={!ready || undefined}
          onClick={place}
          startIcon={placing ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ minHeight: 48, fontWeight: 700, ...(!ready && { opacity: 0.6, cursor: 'not-allowed' }) }}
        >
          {placing ? t('slip.placing') : parlay ? t('slip.placeParlay') : t('slip.place', { count: Math.max(1, betCount) })}
        </Button>
      ) : null}
    </Paper>
  )
}

interface ParlayStakeProps {
  amount: string
  terms: SlipTerms | null
  problem: string | null
  symbol: string
  decimals: number
  limits: SportsSession['limits']
  money: (amount: string) => string
  disabled: boolean
  onChange: (amount: string) => void
}

/** A parlay's one stake: always what it risks, whatever its legs' formats (Asian books strike parlays so). */
function ParlayStake({ amount, terms, problem, symbol, decimals, limits, money, disabled, onChange }: ParlayStakeProps) {
  const { t } = useTranslation('sports')
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <AmountField
        label={t('slip.parlayStake')}
        name="stake-parlay"
        value={amount}
        onChange={onChange}
        decimals={decimals}
        currencySymbol={symbol}
        min={disabled ? undefined : limits.minStake}
        max={disabled ? undefined : limits.maxStake}
        error={problem ?? undefined}
        disabled={disabled}
      />
      <Terms terms={terms} money={money} testId="parlay-terms" />
    </Box>
  )
}
