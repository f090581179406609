import Box, { type BoxProps } from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { Cell, HighlightedLine } from '../slots'
import { SlotSymbol, useSymbolName } from '../SlotSymbol'

export interface FreeSpinProgress {
  /** The free spin shown, from 1. */
  number: number
  /** Free spins the round awarded. */
  total: number
  /** What every free-spin win is multiplied by. */
  multiplier: number
}

export interface SlotsReelsProps {
  /** The screen, `[reel][row]` symbol ids (the round's `grid`); 5 reels of 3 rows for the house titles. */
  grid: readonly (readonly string[])[]
  /** Cells that are part of a win: drawn framed and bright, the others dimmed (see `winningCells`). */
  winningCells?: readonly Cell[]
  /** Winning lines drawn over the reels (see `winningLines`). */
  lines?: readonly HighlightedLine[]
  /** The reels are spinning: symbols blur and roll, screen readers hear that the reels are busy. */
  spinning?: boolean
  /** During free spins: which one is shown, of how many, at what multiplier. */
  freeSpin?: FreeSpinProgress
  sx?: BoxProps['sx']
}

/** Line colours, in turn, for the lines drawn over the reels (bright on the dark reels window). */
const LINE_COLOURS = ['#ffd54f', '#4dd0e1', '#f06292', '#aed581', '#ff8a65', '#b39ddb']

const roll = keyframes`
  from { transform: translateY(-30%); }
  to { transform: translateY(30%); }
`

/**
 * The reels window: a grid of symbols (`role="img"`, each named in the reader's language, "winning" when it is part
 * of a win), winning cells framed and the paying lines drawn over them. Reels always read left to right, as the
 * paylines count from reel 1, also in a right-to-left page. Reading order is reel by reel, top to bottom.
 */
export function SlotsReels({ grid, winningCells = [], lines = [], spinning = false, freeSpin, sx }: SlotsReelsProps) {
  const { t } = useTranslation('house')
  const name = useSymbolName()
  const reels = grid.length
  const rows = grid[0]?.length ?? 0
  const winning = new Set(winningCells.map(([reel, row]) => `${reel}:${row}`))
  const anyWin = !spinning && winning.size > 0

  return (
    <Box
      sx={[
        {
          position: 'relative',
          width: '100%',
          p: { xs: 0.75, sm: 1 },
          borderRadius: 2,
          border: '3px solid #c9a227',
          background: 'linear-gradient(180deg, #1d2438 0%, #0d111c 100%)',
          boxShadow: '0 6px 24px rgba(0, 0, 0, 0.35)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {freeSpin ? (
        <Box
          sx={{
            display: 'flex', justifyContent: 'center', gap: 1, mb: { xs: 0.75, sm: 1 }, py: 0.25, borderRadius: 1,
            bgcolor: '#6a1b9a', color: '#ffffff', fontWeight: 700, fontSize: { xs: '0.8125rem', sm: '0.9375rem' },
          }}
        >
          <span>{t('slots.freeSpinOf', { number: freeSpin.number, total: freeSpin.total })}</span>
          <bdi>×{freeSpin.multiplier}</bdi>
        </Box>
      ) : null}
      <Box sx={{ position: 'relative' }} dir="ltr">
        <Box
          role="group"
          aria-label={spinning ? t('slots.reelsSpinning') : t('slots.reels')}
          aria-busy={spinning || undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${reels}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${rows}, auto)`,
            gridAutoFlow: 'column',
            gap: { xs: 0.5, sm: 0.75 },
          }}
        >
          {grid.flatMap((column, reel) =>
            column.map((symbol, row) => {
              const won = !spinning && winning.has(`${reel}:${row}`)
              return (
                <Box
                  key={`${reel}:${row}`}
                  data-won={won || undefined}
                  sx={{
                    position: 'relative',
                    aspectRatio: '1',
                    overflow: 'hidden',
                    borderRadius: 1.5,
                    bgcolor: won ? '#4a3a08' : '#252d44',
                    boxShadow: won ? 'inset 0 0 0 3px #ffd54f, 0 0 12px rgba(255, 213, 79, 0.6)' : 'inset 0 0 0 1px rgba(255, 255, 255, 0.08)',
                    opacity: anyWin && !won ? 0.45 : 1,
                    transition: 'opacity 200ms, background-color 200ms',
                  }}
                >
                  <SlotSymbol
                    symbol={symbol}
                    label={spinning ? null : won ? t('slots.winningSymbol', { symbol: name(symbol) }) : undefined}
                    sx={{
                      p: '12%',
                      ...(spinning && {
                        filter: 'blur(3px)',
                        animation: `${roll} 120ms linear infinite alternate`,
                        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                      }),
                    }}
                  />
                </Box>
              )
            }),
          )}
        </Box>
        {!spinning && lines.length > 0 ? (
          <Box
            component="svg"
            aria-hidden="true"
            viewBox={`0 0 ${reels * 100} ${rows * 100}`}
            preserveAspectRatio="none"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' }}
          >
            {lines.map((line, index) => (
              <polyline
                key={line.line}
                data-line={line.line}
                points={line.rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
                fill="none"
                stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                strokeWidth="4"
                strokeLinecap="round"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                opacity="0.9"
              />
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  )
}
