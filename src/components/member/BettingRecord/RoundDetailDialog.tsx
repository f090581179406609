import { useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import CheckIcon from '@mui/icons-material/Check'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { BetRound } from '../../../contract/schemas/games'
import { visuallyHidden } from '../../layout/a11y'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { Dialog } from '../../primitives/Dialog'
import { Tag } from '../../primitives/Tag'
import { SignedAmount, signOf, useRecordTime, type CurrencyDisplay } from '../../wallet/TransactionHistoryView/SignedAmount'
import { roundResultOf, type BaccaratResult, type CrashResult, type DiceResult, type GenericResult, type PlayingCard, type SlotsResult } from './roundResult'
import { RoundStatus } from '../RoundStatus'

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
 * reported it: a slot's reel stops, a dice roll, a baccarat hand, a crash cash-out, or, for any other vendor, its
 * fields as they came.
 */
export function RoundDetailDialog({ round, onClose, currency }: RoundDetailDialogProps) {
  const { t } = useTranslation('member')
  // The last round shown stays while the dialog closes, so its content does not vanish under the fade.
  const [shown, setShown] = useState<BetRound | null>(round)
  if (round && round !== shown) setShown(round)
  const recordTime = useRecordTime()
  const current = round ?? shown
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
      {current ? (
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
            <ResultView round={current} currency={currency} />
          </Section>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * Terms and values: in two columns (term, value) on a wide screen, each section's columns lined up with the
 * others'; on a phone, two facts a row, each value under its term.
 */
function Facts({ items }: { items: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: '34% minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 1.25, sm: 0.75 },
        alignItems: 'baseline',
      }}
    >
      {items.map(([term, value], index) => (
        <Box key={index} sx={{ display: { xs: 'block', sm: 'contents' }, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/** An identifier or a vendor's raw value: kept left to right and broken anywhere rather than pushing the dialog wide. */
function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
      {children}
    </Box>
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

function ResultView({ round, currency }: { round: BetRound; currency: CurrencyDisplay }) {
  const result = roundResultOf(round)
  switch (result.kind) {
    case 'slots':
      return <SlotsView result={result} currency={currency} />
    case 'dice':
      return <DiceView result={result} />
    case 'baccarat':
      return <BaccaratView result={result} />
    case 'crash':
      return <CrashView result={result} />
    case 'generic':
      return <GenericView result={result} />
  }
}

function SlotsView({ result, currency }: { result: SlotsResult; currency: CurrencyDisplay }) {
  const { t } = useTranslation('member')
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
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {result.stops.map((stops, index) => (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {index === 0 ? t('bettingRecord.detail.slots.baseSpin') : t('bettingRecord.detail.slots.freeSpin', { number: index })}
            </Typography>
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
          </Box>
        ))}
      </Box>
    </Box>
  )
}

function DiceView({ result }: { result: DiceResult }) {
  const { t } = useTranslation('member')
  const { hundredths } = useDecimals()
  const won = result.direction === 'over' ? result.rolled > result.target : result.rolled < result.target
  return (
    <Facts
      items={[
        // The target is isolated (FSI … PDI) inside the sentence, so its digits keep their order right to left.
        [t('bettingRecord.detail.dice.bet'), t(result.direction === 'over' ? 'bettingRecord.detail.dice.over' : 'bettingRecord.detail.dice.under', { target: `\u2068${hundredths(result.target)}\u2069` })],
        [
          t('bettingRecord.detail.dice.rolled'),
          <Box key="rolled" component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box component="bdi" dir="ltr" sx={{ fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
              {hundredths(result.rolled)}
            </Box>
            <Tag tone={won ? 'neutral' : 'error'}>{t(won ? 'bettingRecord.detail.dice.won' : 'bettingRecord.detail.dice.lost')}</Tag>
          </Box>,
        ],
        [t('bettingRecord.detail.dice.multiplier'), <Multiplier key="multiplier" value={result.multiplier} />],
      ]}
    />
  )
}

/** Rank names, ace (1) to king (13), and suit names (clubs 0, diamonds 1, hearts 2, spades 3), for screen readers. */
const RANK_KEYS = [
  '',
  tKey('member:bettingRecord.detail.baccarat.ranks.1'),
  tKey('member:bettingRecord.detail.baccarat.ranks.2'),
  tKey('member:bettingRecord.detail.baccarat.ranks.3'),
  tKey('member:bettingRecord.detail.baccarat.ranks.4'),
  tKey('member:bettingRecord.detail.baccarat.ranks.5'),
  tKey('member:bettingRecord.detail.baccarat.ranks.6'),
  tKey('member:bettingRecord.detail.baccarat.ranks.7'),
  tKey('member:bettingRecord.detail.baccarat.ranks.8'),
  tKey('member:bettingRecord.detail.baccarat.ranks.9'),
  tKey('member:bettingRecord.detail.baccarat.ranks.10'),
  tKey('member:bettingRecord.detail.baccarat.ranks.11'),
  tKey('member:bettingRecord.detail.baccarat.ranks.12'),
  tKey('member:bettingRecord.detail.baccarat.ranks.13'),
] as const
const SUIT_KEYS = [
  tKey('member:bettingRecord.detail.baccarat.suits.0'),
  tKey('member:bettingRecord.detail.baccarat.suits.1'),
  tKey('member:bettingRecord.detail.baccarat.suits.2'),
  tKey('member:bettingRecord.detail.baccarat.suits.3'),
] as const
const BACCARAT_OUTCOME_KEYS = {
  player: tKey('member:bettingRecord.detail.baccarat.outcomes.player'),
  banker: tKey('member:bettingRecord.detail.baccarat.outcomes.banker'),
  tie: tKey('member:bettingRecord.detail.baccarat.outcomes.tie'),
} as const satisfies Record<BaccaratResult['outcome'], string>

const RANK_LETTERS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
/** Clubs, diamonds, hearts, spades (the vendor's 0 to 3). */
const SUIT_SYMBOLS = ['\u2663', '\u2666', '\u2665', '\u2660'] as const

function CardFace({ card }: { card: PlayingCard }) {
  const { t } = useTranslation('member')
  const red = card.suit === 1 || card.suit === 2
  const name = t('bettingRecord.detail.baccarat.card', {
    rank: t(RANK_KEYS[card.rank] ?? ''),
    suit: t(SUIT_KEYS[card.suit] ?? ''),
  })
  return (
    <li>
      <Box
        component="span"
        role="img"
        aria-label={name}
        sx={{
          width: 44,
          height: 60,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          boxShadow: 1,
          color: red ? 'error.main' : 'text.primary',
          fontWeight: 700,
          lineHeight: 1.1,
        }}
      >
        <span aria-hidden="true" dir="ltr">
          {RANK_LETTERS[card.rank]}
        </span>
        <Box component="span" aria-hidden="true" sx={{ fontSize: '1.25rem' }}>
          {SUIT_SYMBOLS[card.suit]}
        </Box>
      </Box>
    </li>
  )
}

function Hand({ hand, cards, total, winner }: { hand: 'player' | 'banker'; cards: PlayingCard[]; total: number; winner: boolean }) {
  const { t } = useTranslation('member')
  const name = t(hand === 'player' ? 'bettingRecord.detail.baccarat.player' : 'bettingRecord.detail.baccarat.banker')
  return (
    <Box
      sx={{
        flex: '1 1 180px',
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        borderRadius: 1,
        border: winner ? 2 : 1,
        borderColor: winner ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bettingRecord.detail.baccarat.total', { total })}
        </Typography>
      </Box>
      <Box component="ul" aria-label={t('bettingRecord.detail.baccarat.cards', { hand: name })} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.75 }}>
        {cards.map((card, index) => (
          <CardFace key={index} card={card} />
        ))}
      </Box>
    </Box>
  )
}

function BaccaratView({ result }: { result: BaccaratResult }) {
  const { t } = useTranslation('member')
  const pairs = [result.playerPair ? t('bettingRecord.detail.baccarat.playerPair') : null, result.bankerPair ? t('bettingRecord.detail.baccarat.bankerPair') : null].filter(Boolean)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Hand hand="player" cards={result.player} total={result.playerTotal} winner={result.outcome === 'player'} />
        <Hand hand="banker" cards={result.banker} total={result.bankerTotal} winner={result.outcome === 'banker'} />
      </Box>
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
