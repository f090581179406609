import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { monotonicNow } from '../../primitives/timeSource'
import { priceText, type OddsFormat } from '../prices'

/** How long a moved price keeps its arrow: long enough to be seen on a board that refreshes every second or two. */
export const PRICE_MOVE_MS = 4000
/** How often a marked price checks whether its time is up (on the components' clock, which stories drive). */
const MOVE_CHECK_MS = 250

export interface PriceButtonProps {
  /** The price in decimal thousandths; null while its market takes no bets. */
  price: number | null
  /** The odds format the player reads prices in. */
  format: OddsFormat
  /** The selection in full, which the button's accessible name says ("Velmora Athletic −1.25"). */
  name: string
  /** What the button shows beside its price ("1", "X", "O 3.25"); the name when left out. */
  caption?: string
  /** The selection is on the slip: the button is pressed. */
  selected?: boolean
  /** The market is suspended: no bets at any price. */
  suspended?: boolean
  /**
   * Caption above the price (a narrow column), beside it (a row), or above it on a phone and beside it from a tablet
   * on (a board's full names, which a phone's half or third of a row can't hold beside a price).
   */
  layout?: 'stacked' | 'inline' | 'responsive'
  /** The player pressed it: add the selection to the slip, or take it off. */
  onClick: () => void
}

interface Move {
  up: boolean
  from: number
  at: number
}

/**
 * A selection's price, pressed while the selection is on the slip. A price that moved since the last props keeps a
 * green up or red down arrow for a few seconds, and its accessible name says from what; with no price (a suspended
 * market) it shows a lock and takes no press.
 */
export function PriceButton({ price, format, name, caption, selected = false, suspended = false, layout = 'inline', onClick }: PriceButtonProps) {
  const { t } = useTranslation('sports')
  // The price of the last props, and the move from it: derived while rendering (React's "previous props" pattern),
  // so the arrow shows in the same frame as the new price.
  const [seen, setSeen] = useState(price)
  const [move, setMove] = useState<Move | null>(null)
  if (price !== seen) {
    setSeen(price)
    setMove(seen !== null && price !== null ? { up: price > seen, from: seen, at: monotonicNow() } : null)
  }
  useEffect(() => {
    if (!move) return
    const timer = setInterval(() => {
      if (monotonicNow() - move.at >= PRICE_MOVE_MS) setMove(null)
    }, MOVE_CHECK_MS)
    return () => clearInterval(timer)
  }, [move])

  const text = priceText(price, format)
  const closed = suspended || text === null
  // The name comes from the content, so what is seen is what is said ("1 1.95"), with the selection in full before
  // it when the caption is short, and after it how the price moved or that it takes no bets.
  const shown = caption ?? name
  const after = closed ? t('price.suspended') : move === null ? null : move.up ? t('price.up', { from: priceText(move.from, format) }) : t('price.down', { from: priceText(move.from, format) })
  const Arrow = move?.up ? ArrowDropUpIcon : ArrowDropDownIcon
  // The sx values of each layout: stacked, inline, or stacked on a phone only.
  const pick = <T,>(stackedValue: T, inlineValue: T) => (layout === 'stacked' ? stackedValue : layout === 'inline' ? inlineValue : { xs: stackedValue, sm: inlineValue })

  return (
    <ButtonBase
      aria-pressed={closed ? undefined : selected}
      disabled={closed}
      onClick={onClick}
      focusRipple
      sx={(theme) => ({
        width: '100%',
        minWidth: 0,
        minHeight: 44,
        display: 'flex',
        flexDirection: pick('column', 'row'),
        alignItems: pick('stretch', 'center'),
        justifyContent: 'space-between',
        gap: pick(0, 1),
        paddingInline: 1,
        paddingBlock: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'primary.main' : 'background.default',
        color: selected ? 'primary.contrastText' : 'text.primary',
        // A bare button does not inherit the page's font: the bundled Noto faces carry Thai and Chinese.
        ...theme.typography.body2,
        textAlign: 'start',
        transition: theme.transitions.create(['background-color', 'border-color']),
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&.Mui-disabled': { bgcolor: 'action.hover', color: 'text.secondary' },
      })}
    >
      {shown !== name ? (
        <Box component="span" sx={visuallyHidden}>
          {`${t('price.name', { name })} `}
        </Box>
      ) : null}
      <Box component="span" sx={{ minWidth: 0, fontSize: '0.8125rem', lineHeight: 1.3, color: selected ? 'inherit' : 'text.secondary', overflowWrap: 'break-word' }}>
        <bdi>{shown}</bdi>{' '}
      </Box>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: pick('flex-end', 'normal'), flexShrink: 0, fontWeight: 700, fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {move && !closed ? (
          <Arrow
            fontSize="small"
            aria-hidden="true"
            data-move={move.up ? 'up' : 'down'}
            sx={{ marginInlineEnd: -0.25, color: selected ? 'inherit' : move.up ? 'success.main' : 'error.main' }}
          />
        ) : null}
        {closed ? <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 18 }} /> : <bdi dir="ltr">{text}</bdi>}
      </Box>
      {after ? (
        <Box component="span" sx={visuallyHidden}>
          {` ${after}`}
        </Box>
      ) : null}
    </ButtonBase>
  )
}
