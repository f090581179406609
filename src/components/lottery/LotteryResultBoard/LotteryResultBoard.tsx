import { Fragment } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import { LOTTERY_PRIZE_TIERS, type LotteryPrizeTier } from '../../../contract/lottery'
import type { LotteryPrizes } from '../../../contract/schemas/lottery'
import { visuallyHidden } from '../../layout/a11y'

/** Each tier's name. */
export const PRIZE_TIER_NAMES = {
  special: tKey('lottery:tier.special'),
  first: tKey('lottery:tier.first'),
  second: tKey('lottery:tier.second'),
  third: tKey('lottery:tier.third'),
  fourth: tKey('lottery:tier.fourth'),
  fifth: tKey('lottery:tier.fifth'),
  sixth: tKey('lottery:tier.sixth'),
  seventh: tKey('lottery:tier.seventh'),
  eighth: tKey('lottery:tier.eighth'),
} as const satisfies Record<LotteryPrizeTier, string>

export interface LotteryResultBoardProps {
  /** A draw's numbers by prize tier; tiers it does not have are left out (a northern draw has no eighth prize). */
  prizes: LotteryPrizes
  /** The round drawn, named in the table's caption. */
  roundNo?: string
  /**
   * Two-digit endings to mark, e.g. the player's lô numbers: every prize number ending with one is shown bold and
   * underlined, and a screen reader hears "matched" after it.
   */
  highlight?: readonly string[]
  /** Smaller type and padding, for a results list or a side panel. */
  dense?: boolean
}

/**
 * A draw's results as a table: one row per prize tier (special first, only the tiers drawn), its numbers wrapping
 * to the width there is, the special prize large. Numbers ending with one of `highlight` are marked.
 */
export function LotteryResultBoard({ prizes, roundNo, highlight = [], dense = false }: LotteryResultBoardProps) {
  const { t } = useTranslation('lottery')
  const tiers = LOTTERY_PRIZE_TIERS.filter((tier) => (prizes[tier]?.length ?? 0) > 0)
  const endings = new Set(highlight)
  const matches = (number: string) => endings.size > 0 && endings.has(number.slice(-2))
  const cellPadding = dense ? { paddingBlock: 0.5, paddingInline: 1 } : { paddingBlock: 1, paddingInline: 1.5 }

  return (
    <Box sx={{ minWidth: 0, containerType: 'inline-size' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          fontVariantNumeric: 'tabular-nums',
          '& caption': { captionSide: 'top', textAlign: 'start', typography: dense ? 'subtitle2' : 'subtitle1', fontWeight: 700, pb: dense ? 0.5 : 1 },
          '& th, & td': { ...cellPadding, borderBottom: 1, borderColor: 'divider', verticalAlign: 'middle' },
          '& th': { width: '30%', textAlign: 'start', fontWeight: 600, typography: dense ? 'caption' : 'body2', color: 'text.secondary', overflowWrap: 'anywhere' },
          '& td': { textAlign: 'center' },
          '& tr[data-tier="special"]': { bgcolor: 'action.hover' },
          '& tr[data-tier="special"] th': { color: 'text.primary', fontWeight: 700 },
        }}
      >
        <caption>{roundNo ? t('results.captionRound', { roundNo }) : t('results.caption')}</caption>
        <tbody>
          {tiers.map((tier) => {
            const special = tier === 'special'
            const numbers = prizes[tier] ?? []
            return (
              <tr key={tier} data-tier={tier}>
                <th scope="row">{t(PRIZE_TIER_NAMES[tier])}</th>
                <td>
                  <Box className="numbers" sx={numberColumns(numbers)}>
                    {numbers.map((number, index) => (
                      <Fragment key={index}>
                        {index > 0 ? ' ' : null}
                        <PrizeNumber number={number} special={special} dense={dense} matched={matches(number)} matchedText={t('results.matched')} />
                      </Fragment>
                    ))}
                  </Box>
                </td>
              </tr>
            )
          })}
        </tbody>
      </Box>
      {endings.size > 0 ? (
        <Box component="p" sx={{ m: 0, mt: 1, typography: 'caption', color: 'text.secondary' }}>
          {t('results.legend', { numbers: [...endings].join(', ') })}
        </Box>
      ) : null}
    </Box>
  )
}

/**
 * A tier's numbers in even columns, as printed results boards show them (six numbers as 3 × 2, four in a row), and
 * fewer columns where the board is narrow (a phone), so a number never leaves the cell.
 */
function numberColumns(numbers: readonly string[]) {
  const count = numbers.length
  const digits = Math.max(...numbers.map((number) => number.length))
  const wide = count <= 4 ? count : count % 3 === 0 ? 3 : 4
  const narrow = digits >= 4 && wide === 4 ? (count === 4 ? 2 : 3) : wide
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(${wide}, minmax(0, 1fr))`,
    justifyItems: 'center',
    alignItems: 'center',
    // On a wide board the columns stay close enough to read as one tier.
    maxWidth: wide > 1 ? `${wide * 6}rem` : undefined,
    marginInline: 'auto',
    rowGap: 0.5,
    [`@container (max-width: ${NARROW_BOARD}px)`]: { gridTemplateColumns: `repeat(${narrow}, minmax(0, 1fr))` },
  } as const
}

/** Below this width of the board, tiers of many long numbers take fewer columns. */
const NARROW_BOARD = 440

function PrizeNumber({ number, special, dense, matched, matchedText }: { number: string; special: boolean; dense: boolean; matched: boolean; matchedText: string }) {
  const size = special ? (dense ? '1.5rem' : '2rem') : dense ? '0.9375rem' : '1.0625rem'
  return (
    <Box
      component="span"
      data-matched={matched || undefined}
      sx={{
        display: 'inline-block',
        paddingInline: dense ? 0.5 : 0.75,
        borderRadius: 0.5,
        fontSize: size,
        lineHeight: 1.4,
        fontWeight: special || matched ? 700 : 400,
        letterSpacing: special ? '0.08em' : '0.02em',
        color: special ? 'error.main' : 'text.primary',
        whiteSpace: 'nowrap',
        ...(matched ? { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '3px', outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -1 } : {}),
      }}
    >
      {number}
      {matched ? (
        <Box component="span" sx={visuallyHidden}>
          {` ${matchedText}`}
        </Box>
      ) : null}
    </Box>
  )
}
