import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import CheckIcon from '@mui/icons-material/Check'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { loadNamespaces, tKey } from '../../../../locales'
import type { BetRound } from '../../../contract/schemas/games'
// Each piece from its own module: the member centre's chunk carries only the house pieces a record draws.
import { BaccaratHands } from '../../games/house/BaccaratHands'
import { DiceResult as DiceRoll } from '../../games/house/DiceResult'
import { SlotsReels } from '../../games/house/SlotsReels'
import { visuallyHidden } from '../../layout/a11y'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { formatAmount } from '../../primitives/AmountText'
import { Dialog } from '../../primitives/Dialog'
import { SignedAmount, signOf, useRecordTime, type CurrencyDisplay } from '../../money/TransactionHistoryView/SignedAmount'
import { Code, Facts, Section } from './detailParts'
import { FairnessCheck } from './FairnessCheck'
import { roundResultOf, type BaccaratResult, type CrashResult, type DiceResult, type GenericResult, type RoundResult, type SlotsResult } from './roundResult'
import { RoundStatus } from '../RoundStatus'
import { SportsRoundView } from './SportsRoundView'
import { loadSportsStrings, useStringsLoaded } from '../../sports/sportsStrings'

export interface RoundDetailDialogProps {
  /** The round to show; null closes the dialog (its content stays while it fades out). */
  round: BetRound | null
  /** Called when the member closes it (the close button, Escape or a click outside); focus then goes back to the round. */
  onClose: () => void
  /** The member's currency: its symbol and decimals. */
  currency: CurrencyDisplay
}

/** The dialog's width: room for the summary's two columns and a baccarat hand. */
const DETAIL_WIDTH = 560

/**
 * One round of the betting record: its numbers, times, bet, win and profit, then what happened as the vendor
 * reported it: a slot's screens, a dice roll, a baccarat hand (drawn by the house games' own pieces), a crash
 * cash-out, or, for any other vendor, its fields as they came; and for a house round, its fairness, checked in the
 * member's browser.
 */
export function RoundDetailDialog({ round, onClose, currency }: RoundDetailDialogProps) {
  const { t } = useTranslation('member')
  // The last round shown stays while the dialog closes, so its content does not vanish under the fade.
  const [shown, setShown] = useState<BetRound | null>(round)
  if (round && round !== shown) setShown(round)
  const recordTime = useRecordTime()
  const current = round ?? shown
  // Read once per round: the fairness check runs again only for another round.
  const result = useMemo(() => (current ? roundResultOf(current) : null), [current])
  const when = (iso: string) => {
    const { date, time } = recordTime(iso)
    return (
      <time dateTime={iso}>
        {date} {time}
      </time>
    )
  }

  return (
    <Dialog open={round !== null} title={current ? t('bettingRecord.detail.title', { game: current.gameName }) : ''} onClose={onClose} width={DETAIL_WIDTH}>
      {current && result ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Section title={t('bettingRecord.detail.summary')}>
            <Facts
              items={[
                [
                  t('bettingRecord.detail.roundId'),
                  <Box key="id" component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                    <Code>{current.id}</Code>
                    <CopyButton text={current.id} />
                  </Box>,
                ],
                [t('bettingRecord.detail.roundRef'), <Code key="ref">{current.roundRef}</Code>],
                [t('bettingRecord.detail.vendor'), <bdi key="vendor">{current.vendorName}</bdi>],
                [t('bettingRecord.detail.placedAt'), when(current.createdAt)],
                [t('bettingRecord.detail.settledAt'), current.settledAt ? when(current.settledAt) : t('bettingRecord.detail.notSettled')],
                [t('bettingRecord.columns.status'), <RoundStatus key="status" round={current} />],
                [t('bettingRecord.columns.bet'), <SignedAmount key="bet" value={current.bet} currency={currency} tone="plain" />],
                [t('bettingRecord.columns.win'), <SignedAmount key="win" value={current.win} currency={currency} tone="plain" />],
                [t('bettingRecord.columns.profit'), <Profit key="profit" value={current.profit} currency={currency} />],
              ]}
            />
          </Section>
          <Section title={t('bettingRecord.detail.result')}>
            <ResultView key={current.id} result={result} round={current} currency={currency} />
          </Section>
          <FairnessCheck result={result} />
        </Box>
      ) : null}
    </Dialog>
  )
}

/** What a profit's sign means, in words (the sign and colour say it to the eye). */
const OUTCOME_KEYS = {
  gain: tKey('member:bettingRecord.outcome.gain'),
  loss: tKey('member:bettingRecord.outcome.loss'),
  even: tKey('member:bettingRecord.outcome.even'),
} as const

/** A round's profit: + or − and the gain or loss colour, and in words for screen readers. */
export function Profit({ value, currency }: { value: string; currency: CurrencyDisplay }) {
  const { t } = useTranslation('member')
  const sign = signOf(value, currency.decimals)
  const outcome = sign === null ? null : sign > 0 ? 'gain' : sign < 0 ? 'loss' : 'even'
  return (
    <>
      <SignedAmount value={value} currency={currency} />
      {outcome ? (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          ({t(OUTCOME_KEYS[outcome])})
        </Box>
      ) : null}
    </>
  )
}

/**
 * Copies the round number (what support asks for). Also the dialog's one control besides closing it, so a
 * keyboard can reach and scroll a long detail.
 */
function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('member')
  const [copied, setCopied] = useState(false)
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <>
      <IconButton size="small" onClick={copy} aria-label={t('bettingRecord.detail.copyLabel')}>
        {copied ? <CheckIcon fontSize="small" aria-hidden="true" /> : <ContentCopyIcon fontSize="small" aria-hidden="true" />}
      </IconButton>
      <Typography component="span" role="status" variant="caption" sx={{ color: 'text.secondary' }}>
        {copied ? t('bettingRecord.detail.copied') : ''}
      </Typography>
    </>
  )
}

/** `2.50×` (from 2.5) or a hundredths value as `50.00`, digits in the member's language, isolated left to right. */
function useDecimals() {
  const locale = useLocaleTag()
  const format = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale])
  return {
    decimal: (value: number) => format.format(value),
    hundredths: (value: number) => format.format(value / 100),
  }
}

function Multiplier({ value }: { value: number }) {
  const { decimal } = useDecimals()
  return (
    <Box component="bdi" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {decimal(value)}×
    </Box>
  )
}

/**
 * The house games' strings (their cards, symbols and rolls name themselves with them), or the sportsbook's (its
 * markets and selections): the portal loads them only here, when a record first shows such a round. True once in.
 */
function useGameStrings(namespace: 'house' | 'sports'): boolean {
  const { i18n } = useTranslation()
  return useStringsLoaded(namespace === 'sports' ? loadSportsStrings(i18n) : loadNamespaces(i18n, [namespace]))
}

function ResultView({ result, round, currency }: { result: RoundResult; round: BetRound; currency: CurrencyDisplay }) {
  const ready = useGameStrings(result.kind === 'sports' ? 'sports' : 'house')
  if (result.kind === 'generic') return <GenericView result={result} />
  if (!ready) return null
  switch (result.kind) {
    case 'sports':
      return <SportsRoundView result={result} win={round.win} currency={currency} />
    case 'slots':
      return <SlotsView result={result} currency={currency} />
    case 'dice':
      return <DiceView result={result} win={round.win} currency={currency} />
    case 'baccarat':
      return <BaccaratView result={result} />
    case 'crash':
      return <CrashView result={result} />
  }
}

function SlotsView({ result, currency }: { result: SlotsResult; currency: CurrencyDisplay }) {
  const { t } = useTranslation('member')
  const spinName = (index: number) => (index === 0 ? t('bettingRecord.detail.slots.baseSpin') : t('bettingRecord.detail.slots.freeSpin', { number: index }))
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Facts
        items={[
          [t('bettingRecord.detail.slots.lineBet'), <SignedAmount key="lineBet" value={result.lineBet} currency={currency} tone="plain" />],
          [t('bettingRecord.detail.slots.lines'), result.lines],
          [t('bettingRecord.detail.slots.freeSpins'), result.freeSpins],
          [t('bettingRecord.detail.slots.totalWin'), <SignedAmount key="totalWin" value={result.totalWin} currency={currency} tone="plain" />],
        ]}
      />
      <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
        {t('bettingRecord.detail.slots.stops')}
      </Typography>
      {result.screens ? (
        <SpinScreens screens={result.screens} spinName={spinName} />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {result.stops.map((stops, index) => (
            <Box component="li" key={index} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5 }}>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {spinName(index)}
              </Typography>
              <StopNumbers stops={stops} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}

/**
 * A round's screens one at a time, as the game showed them: the paid spin, then each free spin (a round may have 30,
 * each 15 named symbols), stepped through with the buttons below.
 */
function SpinScreens({ screens, spinName }: { screens: string[][][]; spinName: (index: number) => string }) {
  const { t } = useTranslation('member')
  const [index, setIndex] = useState(0)
  const shown = Math.min(index, screens.length - 1)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Typography component="p" variant="body2" aria-live="polite" sx={{ m: 0, fontWeight: 600 }}>
        {spinName(shown)}
      </Typography>
      <SlotsReels grid={screens[shown]} sx={{ maxWidth: 360 }} />
      {screens.length > 1 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, width: '100%', maxWidth: 360 }}>
          <Button size="small" variant="outlined" disabled={shown === 0} onClick={() => setIndex(shown - 1)}>
            {t('bettingRecord.detail.slots.previous')}
          </Button>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {t('bettingRecord.detail.slots.spinOf', { number: shown + 1, total: screens.length })}
          </Typography>
          <Button size="small" variant="outlined" disabled={shown === screens.length - 1} onClick={() => setIndex(shown + 1)}>
            {t('bettingRecord.detail.slots.next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  )
}

/** A spin recorded without its screen (before the records kept screens): where each reel stopped, as numbers. */
function StopNumbers({ stops }: { stops: number[] }) {
  const { t } = useTranslation('member')
  return (
    <Box component="span" aria-label={t('bettingRecord.detail.slots.reels')} role="group" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }} dir="ltr">
      {stops.map((stop, reel) => (
        <Box
          component="span"
          key={reel}
          sx={{ minWidth: 32, textAlign: 'center', px: 0.75, py: 0.25, borderRadius: 0.75, border: 1, borderColor: 'divider', bgcolor: 'background.paper', typography: 'body2', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {stop}
        </Box>
      ))}
    </Box>
  )
}

function DiceView({ result, win, currency }: { result: DiceResult; win: string; currency: CurrencyDisplay }) {
  const { t, i18n } = useTranslation('member')
  const { hundredths } = useDecimals()
  const won = result.direction === 'over' ? result.rolled > result.target : result.rolled < result.target
  const money = (amount: string) => `${currency.symbol ? `${currency.symbol}\u00a0` : ''}${formatAmount(amount, i18n.language, currency.decimals)}`
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DiceRoll round={{ ...result, won, payout: win }} currency="" decimals={currency.decimals} formatAmount={money} />
      <Facts
        items={[
          // The target is isolated (FSI … PDI) inside the sentence, so its digits keep their order right to left.
          [t('bettingRecord.detail.dice.bet'), t(result.direction === 'over' ? 'bettingRecord.detail.dice.over' : 'bettingRecord.detail.dice.under', { target: `\u2068${hundredths(result.target)}\u2069` })],
          [t('bettingRecord.detail.dice.multiplier'), <Multiplier key="multiplier" value={result.multiplier} />],
        ]}
      />
    </Box>
  )
}

const BACCARAT_OUTCOME_KEYS = {
  player: tKey('member:bettingRecord.detail.baccarat.outcomes.player'),
  banker: tKey('member:bettingRecord.detail.baccarat.outcomes.banker'),
  tie: tKey('member:bettingRecord.detail.baccarat.outcomes.tie'),
} as const satisfies Record<BaccaratResult['outcome'], string>

function BaccaratView({ result }: { result: BaccaratResult }) {
  const { t } = useTranslation('member')
  const pairs = [result.playerPair ? t('bettingRecord.detail.baccarat.playerPair') : null, result.bankerPair ? t('bettingRecord.detail.baccarat.bankerPair') : null].filter(Boolean)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <BaccaratHands hand={result} final />
      <Facts
        items={[
          [t('bettingRecord.detail.baccarat.outcome'), t(BACCARAT_OUTCOME_KEYS[result.outcome])],
          [t('bettingRecord.detail.baccarat.pairs'), pairs.length ? pairs.join(', ') : t('bettingRecord.detail.baccarat.noPairs')],
          ...(result.round !== null ? [[t('bettingRecord.detail.baccarat.round'), <bdi key="round">{result.round}</bdi>] as const] : []),
        ]}
      />
    </Box>
  )
}

function CrashView({ result }: { result: CrashResult }) {
  const { t } = useTranslation('member')
  return (
    <Facts
      items={[
        [
          t('bettingRecord.detail.crash.cashedOutAt'),
          result.cashedOutAt !== null ? <Multiplier key="cashedOut" value={result.cashedOutAt / 100} /> : t('bettingRecord.detail.crash.notCashedOut'),
        ],
        [t('bettingRecord.detail.crash.crashPoint'), result.crashPoint !== null ? <Multiplier key="crash" value={result.crashPoint / 100} /> : t('bettingRecord.detail.crash.notReported')],
        ...(result.round !== null ? [[t('bettingRecord.detail.crash.round'), <bdi key="round">{result.round}</bdi>] as const] : []),
      ]}
    />
  )
}

function GenericView({ result }: { result: GenericResult }) {
  const { t } = useTranslation('member')
  if (result.entries.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('bettingRecord.detail.noResult')}
      </Typography>
    )
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('bettingRecord.detail.generic')}
      </Typography>
      <Facts items={result.entries.map(({ key, value }) => [<Code key="key">{key}</Code>, <Code key="value">{value}</Code>] as const)} />
    </Box>
  )
}
