import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { alpha } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import type { BaccaratBetKind } from '../../../../contract/house'
import { BACCARAT_SPOTS, DEFAULT_BACCARAT_PAYOUTS, totalStakes, payoutText, type BaccaratStakes } from '../baccarat'
import { compareAmounts, formatMoney } from '../money'
import { SIDE_COLOURS } from './colours'

/** Each spot's name (also the hands' and the roads' words for the sides). */
export const SPOT_NAMES: Record<BaccaratBetKind, string> = {
  player: tKey('house:baccarat.player'),
  banker: tKey('house:baccarat.banker'),
  tie: tKey('house:baccarat.tie'),
  playerPair: tKey('house:baccarat.playerPair'),
  bankerPair: tKey('house:baccarat.bankerPair'),
}

const SPOT_COLOUR: Record<BaccaratBetKind, string> = {
  player: SIDE_COLOURS.player,
  banker: SIDE_COLOURS.banker,
  tie: SIDE_COLOURS.tie,
  playerPair: SIDE_COLOURS.player,
  bankerPair: SIDE_COLOURS.banker,
}

export interface BaccaratSpotsProps {
  /** The table's payouts (its `payouts`; the published ones while it has sent none). */
  payouts?: Record<BaccaratBetKind, { pays: number; per: number }>
  /** The member's stakes already on the round, by spot. */
  placed?: Record<string, string>
  /** Chips put down but not placed yet. */
  pending?: BaccaratStakes
  /** A spot was chosen: put the chosen chip on it. */
  onSpot(spot: BaccaratBetKind): void
  /** Betting is closed (or a bet is on its way): the spots show, but take nothing. */
  disabled?: boolean
  /** Once the round has its result: the spots it won. */
  winners?: readonly BaccaratBetKind[]
  currency: string
  decimals: number
}

/**
 * The betting spots, laid out as on the felt: the pairs and the tie above, player and banker below, each with what
 * it pays and the member's stake on it (placed, and still to place). A spot is a button: a tap or Enter puts the
 * chosen chip on it. Winning spots light up once the round has its result.
 */
export function BaccaratSpots({ payouts = DEFAULT_BACCARAT_PAYOUTS, placed = {}, pending = {}, onSpot, disabled = false, winners, currency, decimals }: BaccaratSpotsProps) {
  const { t, i18n } = useTranslation('house')
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)

  const spot = (kind: BaccaratBetKind) => {
    const main = kind === 'player' || kind === 'banker'
    const mine = placed[kind]
    const more = pending[kind]
    const stake = totalStakes(decimals, mine ? { mine } : undefined, more ? { more } : undefined)
    const staked = compareAmounts(stake, '0', decimals) > 0
    const won = winners?.includes(kind) ?? false
    const lost = winners !== undefined && !won
    const name = t(SPOT_NAMES[kind])
    const pays = payoutText(payouts[kind] ?? DEFAULT_BACCARAT_PAYOUTS[kind], i18n.language)
    const label = [
      t('baccarat.spot', { name, payout: pays }),
      // A winning spot lights up; a screen reader hears it too.
      won ? t('baccarat.spotWon') : '',
      mine ? t('baccarat.yourBet', { amount: money(mine) }) : '',
      more ? t('baccarat.toPlace', { amount: money(more) }) : '',
    ]
      .filter(Boolean)
      .join(', ')
    const colour = SPOT_COLOUR[kind]
    // The stake chip sits over the spot, outside the button: its amount is in the button's name already, and a
    // button's visible words must be a run of its name's (WCAG 2.5.3, "label in name").
    return (
      <Box key={kind} sx={{ gridColumn: main ? 'span 3' : 'span 2', position: 'relative', display: 'flex', minWidth: 0 }}>
        <ButtonBase
          focusRipple
          aria-label={label}
          aria-disabled={disabled || undefined}
          data-spot={kind}
          data-won={won ? 'true' : undefined}
          onClick={() => {
            if (!disabled) onSpot(kind)
          }}
          sx={(theme) => ({
            flex: '1 1 auto',
            // A button's text takes the browser's own font unless told: the bundled faces, as everywhere else.
            fontFamily: 'inherit',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.25,
            minWidth: 0,
            minHeight: main ? { xs: 84, sm: 104 } : { xs: 64, sm: 76 },
            px: 0.5,
            py: 1,
            borderRadius: 2,
            border: 2,
            borderColor: won ? colour : alpha(colour, 0.6),
            bgcolor: alpha(colour, won ? 0.3 : 0.12),
            boxShadow: won ? `0 0 0 3px ${alpha(colour, 0.35)}` : 'none',
            color: 'text.primary',
            opacity: lost ? 0.6 : 1,
            cursor: disabled ? 'default' : 'pointer',
            transition: theme.transitions.create(['background-color', 'box-shadow', 'opacity']),
            '&:hover': disabled ? undefined : { bgcolor: alpha(colour, 0.22) },
          })}
        >
          <Box component="span" sx={{ fontWeight: 700, fontSize: main ? { xs: '1rem', sm: '1.25rem' } : { xs: '0.8125rem', sm: '0.9375rem' }, lineHeight: 1.2, textAlign: 'center' }}>
            {name}{' '}
          </Box>
          <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            <bdi>{t('baccarat.pays', { payout: pays })}</bdi>
          </Box>
          {/* Room for the stake chip. */}
          <Box component="span" aria-hidden="true" sx={{ minHeight: 22 }} />
        </ButtonBase>
        <Box
          component="span"
          aria-hidden="true"
          data-testid={`spot-${kind}-stake`}
          sx={{
            position: 'absolute',
            bottom: 8,
            left: '50%',
            transform: 'translateX(-50%)',
            pointerEvents: 'none',
            opacity: lost ? 0.6 : 1,
            minHeight: 22,
            lineHeight: '20px',
            px: staked ? 1 : 0,
            borderRadius: 11,
            fontSize: '0.8125rem',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
            maxWidth: 'calc(100% - 8px)',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            color: staked ? '#1a1a1a' : 'inherit',
            // A chip's colours in either scheme: white for a placed stake, amber while still to place.
            bgcolor: staked ? (more ? '#ffe082' : '#ffffff') : 'transparent',
            // No stake, no chip (a border style alone would draw one).
            visibility: staked ? 'visible' : 'hidden',
            border: '1px solid',
            borderColor: more ? '#b26a00' : 'rgba(0,0,0,0.25)',
            borderStyle: more ? 'dashed' : 'solid',
          }}
        >
          {staked ? <bdi>{money(stake)}</bdi> : null}
        </Box>
      </Box>
    )
  }

  return (
    <Box
      role="group"
      aria-label={t('baccarat.spots')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: { xs: 0.75, sm: 1 } }}
    >
      {BACCARAT_SPOTS.map(spot)}
    </Box>
  )
}
