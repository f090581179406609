import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useTranslation } from 'react-i18next'
import type { CockfightFight } from '../../../contract/cockfight'
import type { CockfightSelection } from '../../../contract/sports/cockfight'
import { formatMoney } from '../../games/house/money'
import { visuallyHidden } from '../../layout/a11y'
import { monotonicNow } from '../../primitives/timeSource'
import { ARENA_COLOURS } from '../colours'
import { DRAW_HINTS, SELECTION_NAMES } from '../names'
import { canBetNow, malayText } from '../terms'

export interface BetBoardProps {
  /** The fight open for betting (or the one whose slot this is: the board then takes no bets). */
  fight: CockfightFight
  /** The bet on the slip, pressed. */
  selected: CockfightSelection | null
  /** The player pressed a bet: put it on the slip. */
  onPick: (selection: CockfightSelection) => void
  /** What a draw bet pays per unit staked (8: 1:8). */
  drawPays: number
  /** The arena's currency and decimals, for the pools' totals. */
  currency: string
  decimals: number
}

/** How long a pool's moved return keeps its arrow: long enough to be seen on a board read every second. */
export const POOL_MOVE_MS = 3000

/** A pool side's return per 100 and which way it last moved (kept for POOL_MOVE_MS on the components' clock). */
function usePoolMove(per100: string | null): 'up' | 'down' | null {
  const [seen, setSeen] = useState(per100)
  const [move, setMove] = useState<{ up: boolean; at: number } | null>(null)
  // The previous props' value, derived while rendering (React's pattern), so the arrow shows with the new number.
  if (per100 !== seen) {
    setSeen(per100)
    setMove(seen !== null && per100 !== null ? { up: Number(per100) > Number(seen), at: monotonicNow() } : null)
  }
  useEffect(() => {
    if (!move) return
    const timer = setInterval(() => {
      if (monotonicNow() - move.at >= POOL_MOVE_MS) setMove(null)
    }, 250)
    return () => clearInterval(timer)
  }, [move])
  return move ? (move.up ? 'up' : 'down') : null
}

interface SideButtonProps {
  side: 'meron' | 'wala'
  fight: CockfightFight
  selected: boolean
  money: (amount: string) => string
  onPick: () => void
}

/** Meron or Wala in its corner's colour: its Malay price, or its pool and return per 100; a lock while locked. */
function SideButton({ side, fight, selected, money, onPick }: SideButtonProps) {
  const { t } = useTranslation('cockfight')
  const pool = fight.pool?.[side] ?? null
  const move = usePoolMove(pool?.per100 ?? null)
  const open = canBetNow(fight, side)
  const locked = fight.locked[side] && (fight.phase === 'open' || fight.phase === 'lastCall')
  const colour = ARENA_COLOURS[side]
  const Arrow = move === 'up' ? ArrowDropUpIcon : ArrowDropDownIcon
  return (
    <ButtonBase
      aria-pressed={open ? selected : undefined}
      disabled={!open}
      onClick={onPick}
      focusRipple
      data-side={side}
      sx={(theme) => ({
        ...theme.typography.body2,
        flex: '1 1 0',
        minWidth: 0,
        minHeight: 112,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        p: 1.5,
        borderRadius: 2,
        border: 3,
        borderColor: selected ? theme.palette.text.primary : colour,
        bgcolor: colour,
        color: '#ffffff',
        boxShadow: selected ? `0 0 0 3px ${colour}` : 'none',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
        '&.Mui-disabled': { opacity: 0.55 },
      })}
    >
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: 0.5 }}>
        {t(SELECTION_NAMES[side])}
      </Box>
      {fight.prices ? (
        <Box component="span" data-testid={`${side}-price`} sx={{ fontWeight: 800, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}>
          <Box component="span" sx={visuallyHidden}>{`${t('board.price')} `}</Box>
          <bdi dir="ltr">{malayText(fight.prices[side])}</bdi>
        </Box>
      ) : null}
      {pool ? (
        <>
          <Box component="span" data-testid={`${side}-per100`} sx={{ display: 'inline-flex', alignItems: 'center', fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
            {move ? <Arrow aria-hidden="true" data-move={move} /> : null}
            {pool.per100 === null ? t('board.noPoolPrice') : t('board.per100', { amount: pool.per100 })}
            {move ? <Box component="span" sx={visuallyHidden}>{` ${t(move === 'up' ? 'board.movedUp' : 'board.movedDown')}`}</Box> : null}
          </Box>
          <Box component="span" data-testid={`${side}-pool`} sx={{ fontSize: '0.8125rem' }}>
            {t('board.pool', { amount: money(pool.total) })}
          </Box>
        </>
      ) : null}
      {locked ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
          <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 18 }} />
          {t('board.locked')}
        </Box>
      ) : null}
    </ButtonBase>
  )
}

const DRAWS = ['draw', 'bdd', 'ftd'] as const

/**
 * The fight's bets as the arena's board lays them out, phone first: Meron (red) and Wala (blue) side by side with
 * their fixed-odds Malay prices or the live pool and its return per 100 (an arrow while it moves), a lock on a
 * side locked alone; under them the draw bets (any draw, BDD, FTD) at 1:8. A pressed bet is on the slip; nothing is
 * pressable once betting has closed. Meron comes first in the reading order (on the right, right to left).
 */
export function BetBoard({ fight, selected, onPick, drawPays, currency, decimals }: BetBoardProps) {
  const { t, i18n } = useTranslation('cockfight')
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const betting = fight.phase === 'open' || fight.phase === 'lastCall'
  return (
    <Box component="section" aria-label={t('board.title', { fight: fight.fight })} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SideButton side="meron" fight={fight} selected={selected === 'meron'} money={money} onPick={() => onPick('meron')} />
        <SideButton side="wala" fight={fight} selected={selected === 'wala'} money={money} onPick={() => onPick('wala')} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {DRAWS.map((draw) => {
          const open = canBetNow(fight, draw)
          const pressed = selected === draw
          return (
            <ButtonBase
              key={draw}
              aria-pressed={open ? pressed : undefined}
              disabled={!open}
              onClick={() => onPick(draw)}
              focusRipple
              sx={(theme) => ({
                ...theme.typography.body2,
                minHeight: 64,
                display: 'flex',
                flexDirection: 'column',
                gap: 0.25,
                p: 1,
                borderRadius: 2,
                border: 2,
                borderColor: ARENA_COLOURS.draw,
                bgcolor: pressed ? ARENA_COLOURS.draw : 'background.paper',
                color: pressed ? '#ffffff' : 'text.primary',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
                '&.Mui-disabled': { opacity: 0.55 },
              })}
            >
              <Box component="span" sx={{ fontWeight: 800 }}>
                {t(SELECTION_NAMES[draw])}
              </Box>
              <Box component="span" sx={{ fontSize: '0.75rem', lineHeight: 1.2, textAlign: 'center' }}>
                {t(DRAW_HINTS[draw])}
              </Box>
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                <bdi dir="ltr">{t('board.drawPays', { pays: drawPays })}</bdi>
              </Box>
            </ButtonBase>
          )
        })}
      </Box>
      {betting ? null : (
        <Typography variant="body2" data-testid="board-closed" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t(fight.phase === 'scheduled' ? 'board.notOpen' : 'board.closed')}
        </Typography>
      )}
    </Box>
  )
}
