import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { RoadCell } from '../../../../contract/house'
import { lastColumns, lastRuns, roadCounts } from '../baccarat'
import { SIDE_COLOURS } from '../BaccaratSpots/colours'

export interface BaccaratRoadsProps {
  /** The table's roads (its `roads`): the bead plate and the big road of its last rounds, oldest first. */
  roads?: { beadPlate: RoadCell[]; bigRoad: RoadCell[]; leadingTies: number }
}

const ROWS = 6
const CELL = 10

function Grid({ columns }: { columns: number }) {
  return (
    <g stroke="currentColor" strokeOpacity={0.18} strokeWidth={0.5}>
      {Array.from({ length: columns + 1 }, (_, col) => (
        <line key={`c${col}`} x1={col * CELL} y1={0} x2={col * CELL} y2={ROWS * CELL} />
      ))}
      {Array.from({ length: ROWS + 1 }, (_, row) => (
        <line key={`r${row}`} x1={0} y1={row * CELL} x2={columns * CELL} y2={row * CELL} />
      ))}
    </g>
  )
}

function Pairs({ cell, x, y }: { cell: RoadCell; x: number; y: number }) {
  return (
    <>
      {cell.bankerPair ? <circle cx={x + 2} cy={y + 2} r={1.5} fill={SIDE_COLOURS.banker} stroke="#ffffff" strokeWidth={0.5} /> : null}
      {cell.playerPair ? <circle cx={x + CELL - 2} cy={y + CELL - 2} r={1.5} fill={SIDE_COLOURS.player} stroke="#ffffff" strokeWidth={0.5} /> : null}
    </>
  )
}

/**
 * The table's scoreboards, as the casino shows them beside the felt: the bead plate (every round a disc with its
 * side's letter, six to a column) and the big road (runs of one side's wins down a column, ties as a green slash on
 * the win before them; pairs as dots in the corners). Each is a picture named with what it counts; the latest
 * columns show, as many as fit (on the big road, whole runs only). Roads read left to right in every language, as on
 * the table.
 */
export function BaccaratRoads({ roads }: BaccaratRoadsProps) {
  const { t } = useTranslation('house')
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true })
  const beadColumns = wide ? 10 : 8
  const bigColumns = wide ? 20 : 12
  const bead = lastColumns(roads?.beadPlate ?? [], beadColumns)
  const big = lastRuns(roads?.bigRoad ?? [], bigColumns)
  const counts = roadCounts(roads?.beadPlate ?? [])
  const rounds = roads?.beadPlate.length ?? 0
  const letter = { player: t('baccarat.short.player'), banker: t('baccarat.short.banker'), tie: t('baccarat.short.tie') }

  const road = (title: string, columns: number, children: ReactNode, label: string) => (
    <Box component="figure" sx={{ m: 0, flex: `${columns} 1 0`, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="figcaption" sx={{ fontSize: '0.75rem', color: 'text.secondary', fontWeight: 700 }}>
        {title}
      </Box>
      <Box
        component="svg"
        role="img"
        // Named with its road, so the two pictures are told apart.
        aria-label={t('baccarat.roadNamed', { road: title, summary: label })}
        viewBox={`-0.5 -0.5 ${columns * CELL + 1} ${ROWS * CELL + 1}`}
        sx={{ display: 'block', width: '100%', height: 'auto', color: 'text.primary', bgcolor: 'background.paper', borderRadius: 1 }}
      >
        <Grid columns={columns} />
        {children}
      </Box>
    </Box>
  )

  const summary = rounds ? t('baccarat.roadSummary', { count: rounds, player: counts.player, banker: counts.banker, tie: counts.tie }) : t('baccarat.roadEmpty')

  return (
    <Box component="section" aria-label={t('baccarat.roads')} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      {road(
        t('baccarat.beadPlate'),
        beadColumns,
        bead.map((cell) => {
          const x = cell.col * CELL
          const y = cell.row * CELL
          return (
            <g key={`${cell.col}:${cell.row}`} data-road="bead" data-outcome={cell.outcome}>
              <circle cx={x + CELL / 2} cy={y + CELL / 2} r={4.3} fill={SIDE_COLOURS[cell.outcome]} />
              <text x={x + CELL / 2} y={y + CELL / 2} dy="0.35em" textAnchor="middle" fontSize={5} fontWeight={700} fill="#ffffff">
                {letter[cell.outcome]}
              </text>
              <Pairs cell={cell} x={x} y={y} />
            </g>
          )
        }),
        summary,
      )}
      {road(
        t('baccarat.bigRoad'),
        bigColumns,
        <>
          {big.map((cell) => {
            const x = cell.col * CELL
            const y = cell.row * CELL
            return (
              <g key={`${cell.col}:${cell.row}`} data-road="big" data-outcome={cell.outcome}>
                <circle cx={x + CELL / 2} cy={y + CELL / 2} r={3.6} fill="none" stroke={SIDE_COLOURS[cell.outcome]} strokeWidth={1.6} />
                {cell.ties ? <line x1={x + 2} y1={y + CELL - 2} x2={x + CELL - 2} y2={y + 2} stroke={SIDE_COLOURS.tie} strokeWidth={1.3} /> : null}
                {cell.ties && cell.ties > 1 ? (
                  <text x={x + CELL / 2} y={y + CELL / 2} dy="0.35em" textAnchor="middle" fontSize={4.2} fontWeight={700} fill="currentColor">
                    {cell.ties}
                  </text>
                ) : null}
                <Pairs cell={cell} x={x} y={y} />
              </g>
            )
          })}
          {/* Ties before the first win sit on the first cell's place, while it is in view. */}
          {roads && roads.leadingTies > 0 && roads.bigRoad.every((cell) => cell.col < bigColumns) ? (
            <line x1={2} y1={CELL - 2} x2={CELL - 2} y2={2} stroke={SIDE_COLOURS.tie} strokeWidth={1.3} />
          ) : null}
        </>,
        summary,
      )}
    </Box>
  )
}
