import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { BaccaratHand, CardView } from '../../../../contract/house'
import { BaccaratCard } from '../BaccaratCard'
import { handTotal } from '../baccarat'
import { SIDE_COLOURS } from '../BaccaratSpots/colours'

export interface BaccaratHandsProps {
  /** The round's hands, once dealt (the table sends them from its running phase). */
  hand?: BaccaratHand
  /** How many of each side's cards are face up so far (all of them once the round has a result). */
  shown?: { player: number; banker: number }
  /** The round has its result: the totals are final and the winner is marked. */
  final?: boolean
}

type Side = 'player' | 'banker'

/**
 * The player's and the banker's hands side by side: the cards dealt so far (the rest of a dealt hand face down until
 * their turn), each hand's points, and, once the round has its result, the winner marked and said in words.
 */
export function BaccaratHands({ hand, shown, final = false }: BaccaratHandsProps) {
  const { t } = useTranslation('house')
  const visible = (side: Side): CardView[] => (hand ? hand[side].slice(0, final ? undefined : (shown?.[side] ?? 0)) : [])
  const winner = final && hand ? hand.outcome : undefined

  const panel = (side: Side) => {
    const cards = visible(side)
    const all = hand?.[side] ?? []
    const points = final && hand ? hand[side === 'player' ? 'playerTotal' : 'bankerTotal'] : cards.length ? handTotal(cards) : undefined
    const won = winner === side || winner === 'tie'
    // Two places before the deal; a dealt hand's cards not yet turned are face down.
    const places = Math.max(2, all.length)
    return (
      <Box
        role="group"
        aria-label={points === undefined ? t(`baccarat.${side}`) : t('baccarat.handPoints', { side: t(`baccarat.${side}`), count: points })}
        data-side={side}
        data-winner={won ? 'true' : undefined}
        sx={{
          flex: '1 1 0',
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 1,
          borderRadius: 2,
          border: 2,
          borderColor: won ? SIDE_COLOURS[winner === 'tie' ? 'tie' : side] : 'transparent',
          bgcolor: 'action.hover',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', justifyContent: 'center' }}>
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', textTransform: 'uppercase', fontSize: '0.8125rem', letterSpacing: '0.04em' }}>
            {t(`baccarat.${side}`)}
          </Box>
          <Box
            component="span"
            aria-hidden="true"
            data-testid={`${side}-points`}
            sx={{
              minWidth: 28,
              height: 28,
              borderRadius: '50%',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 700,
              color: '#ffffff',
              bgcolor: SIDE_COLOURS[side],
              opacity: points === undefined ? 0.35 : 1,
            }}
          >
            {points ?? ''}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'center', minHeight: 0 }}>
          {Array.from({ length: places }, (_, index) => (
            <BaccaratCard key={index} card={cards[index]} faceDown={index >= cards.length && index < all.length} />
          ))}
        </Box>
      </Box>
    )
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {panel('player')}
        {panel('banker')}
      </Box>
      {final && hand ? (
        <Box
          data-testid="baccarat-outcome"
          sx={{ textAlign: 'center', fontWeight: 700, fontSize: '1.125rem', py: 0.5, borderRadius: 2, color: '#ffffff', bgcolor: SIDE_COLOURS[hand.outcome] }}
        >
          {outcomeText(t, hand)}
        </Box>
      ) : null}
    </Box>
  )
}

/** "Banker wins 7 to 5", "Tie at 6", with the pairs after it. */
export function outcomeText(t: (key: string, options?: Record<string, unknown>) => string, hand: BaccaratHand): string {
  const main =
    hand.outcome === 'tie'
      ? t('baccarat.tieAt', { total: hand.playerTotal })
      : t('baccarat.wins', {
          side: t(`baccarat.${hand.outcome}`),
          winner: hand.outcome === 'player' ? hand.playerTotal : hand.bankerTotal,
          loser: hand.outcome === 'player' ? hand.bankerTotal : hand.playerTotal,
        })
  const pairs = [hand.playerPair ? t('baccarat.playerPair') : '', hand.bankerPair ? t('baccarat.bankerPair') : ''].filter(Boolean)
  return pairs.length ? `${main} · ${pairs.join(' · ')}` : main
}
