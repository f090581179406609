import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { useTranslation } from 'react-i18next'
import type { SportsEvent, SportsMarket } from '../../../contract/sportsbook'
import { visuallyHidden } from '../../layout/a11y'
import { mainMarkets } from '../matchState'
import { marketName, selectionCaption, selectionName, type Teams } from '../names'
import { PriceButton } from '../PriceButton'
import type { OddsFormat } from '../prices'
import { legKey, legOf, type SlipLeg } from '../slip'
import { MatchSummary } from './MatchSummary'

export interface EventCardProps {
  /** The match, with its main markets (the events call), or all of them (the board picks the main ones alike). */
  event: SportsEvent
  /** The odds format the player reads prices in. */
  format: OddsFormat
  /** The keys of the selections on the slip (`legKey`): their buttons are pressed. */
  selected: readonly string[]
  /** A price was pressed: the selection to add to the slip, or to take off it when it is on. */
  onPick: (leg: SlipLeg) => void
  /** The player asked for every market of the match (no button without it). */
  onOpen?: (eventId: string) => void
}

/** The card's columns of main markets, in order, each under a short heading. */
const COLUMNS = ['result', 'handicap', 'total'] as const

/**
 * A match's row in a list: its state (LIVE and the minute, or the start), its sides and score, and its main markets
 * as price buttons: 1X2 (or the winner where a sport has no draw), the main Asian handicap with its line, the main
 * over/under. A suspended match's prices take no press; the way to every market is a button of its own.
 */
export function EventCard({ event, format, selected, onPick, onOpen }: EventCardProps) {
  const { t } = useTranslation('sports')
  const headingId = useId()
  const main = mainMarkets(event)
  const teams: Teams = { sport: event.sport, home: event.home, away: event.away }
  const headings = {
    result: main.result?.kind === 'result' ? t('card.result') : t('card.winner'),
    handicap: t('card.handicap'),
    total: t('card.total'),
  }
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'minmax(160px, 1.3fr) repeat(3, minmax(0, 1fr))' },
        columnGap: 1,
        rowGap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <MatchSummary event={event} headingId={headingId} />
        {onOpen ? (
          <Button
            size="small"
            onClick={() => onOpen(event.eventId)}
            aria-label={t('card.allMarketsLabel', { count: event.marketCount, home: event.home, away: event.away })}
            endIcon={<ChevronRightIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
            sx={{ alignSelf: 'flex-start', minHeight: 32, paddingInline: 1, marginInlineStart: -1, textTransform: 'none' }}
          >
            {t('card.allMarkets', { count: event.marketCount })}
          </Button>
        ) : null}
      </Box>
      {COLUMNS.map((slot) => (
        <MarketColumn
          key={slot}
          heading={headings[slot]}
          market={main[slot]}
          event={event}
          teams={teams}
          format={format}
          selected={selected}
          onPick={onPick}
        />
      ))}
    </Box>
  )
}

interface MarketColumnProps {
  heading: string
  market: SportsMarket | null
  event: SportsEvent
  teams: Teams
  format: OddsFormat
  selected: readonly string[]
  onPick: (leg: SlipLeg) => void
}

/** One main market: a short heading, then a price button per selection (a dash where the match has none now). */
function MarketColumn({ heading, market, event, teams, format, selected, onPick }: MarketColumnProps) {
  const { t } = useTranslation('sports')
  return (
    <Box role="group" aria-label={market ? marketName(t, market, event.sport) : heading} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box aria-hidden="true" sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 700, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {heading}
      </Box>
      {market ? (
        market.selections.map((selection) => (
          <PriceButton
            // Keyed by market and selection: a new main line is a new button, never an arrow from another line's price.
            key={`${market.key}|${selection.key}`}
            layout="inline"
            price={selection.price}
            format={format}
            name={selectionName(t, market, selection.key, teams)}
            caption={selectionCaption(t, market, selection.key, teams)}
            suspended={market.status !== 'open' || event.suspended}
            selected={selected.includes(legKey(event.eventId, market.key, selection.key))}
            onClick={() => onPick(legOf(event, market, selection))}
          />
        ))
      ) : (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', paddingBlock: 1 }}>
          <span aria-hidden="true">–</span>
          <Box component="span" sx={visuallyHidden}>
            {t('card.noMarket')}
          </Box>
        </Box>
      )}
    </Box>
  )
}
