import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import { useTranslation } from 'react-i18next'
import type { SportsEvent, SportsMarket } from '../../../contract/sportsbook'
import { MatchSummary } from '../EventCard'
import { correctScore, kindName, marketName, scopeName, selectionName, type Teams } from '../names'
import { PriceButton } from '../PriceButton'
import type { OddsFormat } from '../prices'
import { legKey, legOf, type SlipLeg } from '../slip'

export interface MarketBoardProps {
  /** The match with every market it has now (the event call). */
  event: SportsEvent
  /** The odds format the player reads prices in. */
  format: OddsFormat
  /** The keys of the selections on the slip (`legKey`): their buttons are pressed. */
  selected: readonly string[]
  /** A price was pressed: the selection to add to the slip, or to take off it when it is on. */
  onPick: (leg: SlipLeg) => void
  /** Back to the list of matches (no button without it). */
  onBack?: () => void
}

/** The order of a part's markets: the result first, the ladders, then the specials. */
const KIND_ORDER: readonly SportsMarket['kind'][] = ['result', 'money-line', 'handicap', 'total', 'both-score', 'correct-score', 'odd-even']
const SCOPE_ORDER: readonly SportsMarket['scope'][] = ['match', 'first-half', 'map', 'innings']

interface Part {
  key: string
  scope: SportsMarket['scope']
  period?: number
  groups: { kind: SportsMarket['kind']; markets: SportsMarket[] }[]
}

/** A match's markets that take or may take bets (closed ones are gone), by part of the match, then by kind. */
function partsOf(markets: readonly SportsMarket[]): Part[] {
  const parts = new Map<string, Part>()
  for (const market of markets) {
    if (market.status === 'closed') continue
    const key = market.scope === 'match' || market.scope === 'first-half' ? market.scope : `${market.scope}${market.period ?? 1}`
    let part = parts.get(key)
    if (!part) parts.set(key, (part = { key, scope: market.scope, period: market.period, groups: [] }))
    let group = part.groups.find((candidate) => candidate.kind === market.kind)
    if (!group) part.groups.push((group = { kind: market.kind, markets: [] }))
    group.markets.push(market)
  }
  const ordered = [...parts.values()].sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || (a.period ?? 0) - (b.period ?? 0))
  for (const part of ordered) {
    part.groups.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    // A ladder reads from the lowest line up.
    for (const group of part.groups) group.markets.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
  }
  return ordered
}

/**
 * Every market of one match, grouped by the part of the match it is on (the match, the first half, each map or
 * innings) and by kind: the result, the handicap and totals ladders a line per row, both to score, the correct
 * scores in three columns (home wins, draws, away wins), odd/even. Each selection is named in full in the player's
 * language (the teams' names, "Over 3.25") and priced in their format.
 */
export function MarketBoard({ event, format, selected, onPick, onBack }: MarketBoardProps) {
  const { t } = useTranslation('sports')
  const headingId = useId()
  const parts = partsOf(event.markets)
  const teams: Teams = { sport: event.sport, home: event.home, away: event.away }
  const button = (market: SportsMarket, selection: SportsMarket['selections'][number], caption?: string) => (
    <PriceButton
      key={`${market.key}|${selection.key}`}
      layout="responsive"
      price={selection.price}
      format={format}
      name={selectionName(t, market, selection.key, teams)}
      caption={caption}
      suspended={market.status !== 'open' || event.suspended}
      selected={selected.includes(legKey(event.eventId, market.key, selection.key))}
      onClick={() => onPick(legOf(event, market, selection))}
    />
  )

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {onBack ? (
        <Button
          size="small"
          onClick={onBack}
          startIcon={<ChevronLeftIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          sx={{ alignSelf: 'flex-start', minHeight: 32, textTransform: 'none' }}
        >
          {t('board.back')}
        </Button>
      ) : null}
      <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        <MatchSummary event={event} headingId={headingId} headingLevel="h2" />
      </Box>
      {parts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('board.noMarkets')}</Typography>
      ) : (
        parts.map((part) => (
          <PartSection key={part.key} title={scopeName(t, part) ?? t('board.match')}>
            {part.groups.map((group) => (
              <MarketGroup key={group.kind} title={kindName(t, group.markets[0], event.sport)}>
                {group.kind === 'handicap' || group.kind === 'total' ? (
                  group.markets.map((market) => (
                    <Box key={market.key} role="group" aria-label={marketName(t, market, event.sport)} sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.75 }}>
                      {market.selections.map((selection) => button(market, selection, selectionName(t, market, selection.key, teams)))}
                    </Box>
                  ))
                ) : group.kind === 'correct-score' ? (
                  group.markets.map((market) => <CorrectScores key={market.key} market={market} teams={teams} button={button} />)
                ) : (
                  group.markets.map((market) => (
                    <Box
                      key={market.key}
                      role="group"
                      aria-label={marketName(t, market, event.sport)}
                      sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(market.selections.length, 3)}, minmax(0, 1fr))`, gap: 0.75 }}
                    >
                      {market.selections.map((selection) => button(market, selection, selectionName(t, market, selection.key, teams)))}
                    </Box>
                  ))
                )}
              </MarketGroup>
            ))}
          </PartSection>
        ))
      )}
    </Box>
  )
}

function PartSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, borderBottom: 2, borderColor: 'primary.main', paddingBlockEnd: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function MarketGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography id={id} component="h4" variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

interface CorrectScoresProps {
  market: SportsMarket
  teams: Teams
  button: (market: SportsMarket, selection: SportsMarket['selections'][number], caption?: string) => ReactNode
}

/** The correct scores as books lay them out: a column each for the home side's wins, the draws and the away side's wins. */
function CorrectScores({ market, teams, button }: CorrectScoresProps) {
  const { t } = useTranslation('sports')
  const columns = [
    { key: 'home', heading: teams.home, test: (home: number, away: number) => home > away },
    { key: 'draw', heading: t('selection.draw'), test: (home: number, away: number) => home === away },
    { key: 'away', heading: teams.away, test: (home: number, away: number) => home < away },
  ]
  const other = market.selections.find((selection) => correctScore(selection.key) === null)
  return (
    <Box role="group" aria-label={marketName(t, market, teams.sport)} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.75, alignItems: 'start' }}>
        {columns.map((column) => (
          <Box key={column.key} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
            <Box aria-hidden="true" sx={{ typography: 'caption', fontWeight: 700, color: 'text.secondary', textAlign: 'center', overflowWrap: 'anywhere' }}>
              <bdi>{column.heading}</bdi>
            </Box>
            {market.selections
              .filter((selection) => {
                const score = correctScore(selection.key)
                return score !== null && column.test(score.home, score.away)
              })
              .map((selection) => {
                const score = correctScore(selection.key)
                return button(market, selection, score ? `${score.home}–${score.away}` : undefined)
              })}
          </Box>
        ))}
      </Box>
      {other ? button(market, other, t('selection.otherScore')) : null}
    </Box>
  )
}
