import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { CockfightRoadEntry } from '../../../contract/cockfight'
import { FIGHT_RESULTS, type FightResult } from '../../../contract/sports/cockfight'
import { tKey } from '../../../../locales'
import { ARENA_COLOURS } from '../colours'
import { RESULT_NAMES } from '../names'

export interface TrendRoadProps {
  /** The last results, newest first (the arena's `road`). */
  road: readonly CockfightRoadEntry[]
}

const ROWS = 6
const CELL = 10
/** Ten columns of six: the sixty results the arena sends (its server's road length). */
const COLUMNS = 10
/** A bead no bigger than a fingertip's worth: the board stops growing on a wide screen. */
const MAX_WIDTH = COLUMNS * 40

/** A road's cell: where a result sits on the bead road, oldest first, down each column of six, then the next column. */
export interface BeadCell {
  entry: CockfightRoadEntry
  col: number
  row: number
}

/** The bead road of the last `columns` columns: the newest results, laid out oldest first. */
export function beadRoad(road: readonly CockfightRoadEntry[], columns: number): BeadCell[] {
  const shown = road.slice(0, columns * ROWS).toReversed()
  return shown.map((entry, index) => ({ entry, col: Math.floor(index / ROWS), row: index % ROWS }))
}

/** How many of the road's fights each result took. */
export function roadCounts(road: readonly CockfightRoadEntry[]): Record<FightResult, number> {
  const counts: Record<FightResult, number> = { meron: 0, wala: 0, draw: 0, cancelled: 0 }
  for (const entry of road) counts[entry.result] += 1
  return counts
}

const LETTER_KEYS = {
  meron: tKey('cockfight:road.letter.meron'),
  wala: tKey('cockfight:road.letter.wala'),
  draw: tKey('cockfight:road.letter.draw'),
  cancelled: tKey('cockfight:road.letter.cancelled'),
} as const satisfies Record<FightResult, string>

const NAME_KEYS = {
  meron: tKey('cockfight:road.name.meron'),
  wala: tKey('cockfight:road.name.wala'),
  draw: tKey('cockfight:road.name.draw'),
  cancelled: tKey('cockfight:road.name.cancelled'),
} as const satisfies Record<FightResult, string>

/**
 * The trend board, as the arenas show it beside the video: the bead road (each fight a disc in its result's colour
 * with its letter, six to a column, oldest first; the latest sixty) and the counts of each result under it. The picture is named with
 * what it counts, and its latest fight; the counts are text. It reads left to right in every language, as on the
 * arena's board.
 */
export function TrendRoad({ road }: TrendRoadProps) {
  const { t } = useTranslation('cockfight')
  const columns = COLUMNS
  const cells = beadRoad(road, columns)
  const counts = roadCounts(road)
  const latest = road[0]
  const summary = latest
    ? t('road.summary', { count: road.length, meron: counts.meron, wala: counts.wala, draw: counts.draw, cancelled: counts.cancelled, fight: latest.fight, result: t(RESULT_NAMES[latest.result]) })
    : t('road.empty')
  return (
    <Box component="section" aria-label={t('road.title')} sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Box component="h3" sx={{ m: 0, fontSize: '0.875rem', fontWeight: 700 }}>
        {t('road.title')}
      </Box>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`-0.5 -0.5 ${columns * CELL + 1} ${ROWS * CELL + 1}`}
        sx={{ display: 'block', width: '100%', maxWidth: MAX_WIDTH, height: 'auto', color: 'text.primary', bgcolor: 'background.paper', borderRadius: 1 }}
      >
        <g stroke="currentColor" strokeOpacity={0.18} strokeWidth={0.5}>
          {Array.from({ length: columns + 1 }, (_, col) => (
            <line key={`c${col}`} x1={col * CELL} y1={0} x2={col * CELL} y2={ROWS * CELL} />
          ))}
          {Array.from({ length: ROWS + 1 }, (_, row) => (
            <line key={`r${row}`} x1={0} y1={row * CELL} x2={columns * CELL} y2={row * CELL} />
          ))}
        </g>
        {cells.map(({ entry, col, row }) => (
          <g key={entry.fightId} data-road="bead" data-result={entry.result}>
            <circle cx={col * CELL + CELL / 2} cy={row * CELL + CELL / 2} r={4.3} fill={ARENA_COLOURS[entry.result]} />
            <text x={col * CELL + CELL / 2} y={row * CELL + CELL / 2} dy="0.35em" textAnchor="middle" fontSize={5} fontWeight={700} fill="#ffffff">
              {t(LETTER_KEYS[entry.result])}
            </text>
          </g>
        ))}
      </Box>
      <Box component="ul" data-testid="road-counts" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, fontSize: '0.8125rem' }}>
        {FIGHT_RESULTS.map((result) => (
          <Box component="li" key={result} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: ARENA_COLOURS[result] }} />
            {t('road.count', { name: t(NAME_KEYS[result]), count: counts[result] })}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
