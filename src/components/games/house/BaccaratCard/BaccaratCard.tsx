import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import { SUIT_NAMES, type CardView, type SuitName } from '../../../../contract/house'

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
/** Each suit's symbol, name and drawing, by the name the contract gives its number (the one numbering). */
const SUIT_SYMBOLS: Record<SuitName, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' }
/**
 * The suits drawn as paths (24 × 24), not as text: the bundled faces have no card suits, and a suit from whatever
 * font the machine has would differ from machine to machine.
 */
const SUIT_PATHS: Record<SuitName, string> = {
  spades: 'M12 2C9 6.5 3 9.5 3 14a4.5 4.5 0 0 0 7.6 3.3L9.5 22h5l-1.1-4.7A4.5 4.5 0 0 0 21 14c0-4.5-6-7.5-9-12z',
  hearts: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.1 3.1 4 6.9 4c2.2 0 3.8 1.2 5.1 3 1.3-1.8 2.9-3 5.1-3 3.8 0 6 4.1 4.5 7.8C19.5 16.4 12 21 12 21z',
  diamonds: 'M12 2l8 10-8 10-8-10z',
  clubs: 'M12 2a4.2 4.2 0 0 0-3.6 6.4A4.2 4.2 0 1 0 10.6 16L9.5 22h5l-1.1-6a4.2 4.2 0 1 0 2.2-7.6A4.2 4.2 0 0 0 12 2z',
}
const SUIT_NAME_KEYS: Record<SuitName, string> = {
  clubs: tKey('house:baccarat.suit.clubs'),
  diamonds: tKey('house:baccarat.suit.diamonds'),
  hearts: tKey('house:baccarat.suit.hearts'),
  spades: tKey('house:baccarat.suit.spades'),
}

function Suit({ suit }: { suit: SuitName }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  )
}
const RANK_NAMES: Record<number, string> = {
  1: tKey('house:baccarat.rank.ace'),
  11: tKey('house:baccarat.rank.jack'),
  12: tKey('house:baccarat.rank.queen'),
  13: tKey('house:baccarat.rank.king'),
}

const deal = keyframes`
  from { transform: translateY(-16px) rotateY(80deg); opacity: 0; }
  to { transform: none; opacity: 1; }
`

export interface BaccaratCardProps {
  /** The card; leave out for a place where a card will be dealt. */
  card?: CardView
  /** Dealt but not turned over yet. */
  faceDown?: boolean
}

/** How wide a card is: it fits three to a hand, two hands side by side, on a 360 px phone. */
export const CARD_WIDTH = { xs: 40, sm: 56 }

/**
 * One playing card: its rank and suit in the corner and the suit large in the middle (hearts and diamonds red),
 * named for a screen reader ("Queen of hearts"); face down, the house's back; without a card, a dashed place.
 */
export function BaccaratCard({ card, faceDown = false }: BaccaratCardProps) {
  const { t } = useTranslation('house')
  const frame = { width: CARD_WIDTH, aspectRatio: '5 / 7', borderRadius: 1, flexShrink: 0 } as const
  if (!card && !faceDown) return <Box aria-hidden="true" sx={{ ...frame, border: 2, borderStyle: 'dashed', borderColor: 'divider' }} />
  if (!card || faceDown) {
    return (
      <Box
        role="img"
        aria-label={t('baccarat.faceDown')}
        sx={{
          ...frame,
          border: 2,
          borderColor: 'common.white',
          bgcolor: 'primary.dark',
          backgroundImage: 'repeating-linear-gradient(45deg, rgba(255,255,255,0.18) 0 4px, transparent 4px 8px)',
          boxShadow: 2,
        }}
      />
    )
  }
  const suit: SuitName = SUIT_NAMES[card.suit] ?? 'spades'
  const red = suit === 'hearts' || suit === 'diamonds'
  const rank = RANK_NAMES[card.rank] ? t(RANK_NAMES[card.rank]) : String(card.rank)
  return (
    <Box
      role="img"
      aria-label={t('baccarat.card', { rank, suit: t(SUIT_NAME_KEYS[suit]) })}
      data-card={`${RANKS[card.rank]}${SUIT_SYMBOLS[suit]}`}
      // Cards are white in either scheme, as real ones are; the ink is chosen for that white.
      sx={{
        ...frame,
        position: 'relative',
        bgcolor: '#ffffff',
        color: red ? '#c62828' : '#1a1a1a',
        border: 1,
        borderColor: 'rgba(0,0,0,0.2)',
        boxShadow: 2,
        animation: `${deal} 0.35s ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        userSelect: 'none',
      }}
    >
      <Box aria-hidden="true" sx={{ position: 'absolute', top: 2, insetInlineStart: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1 }}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: { xs: '0.875rem', sm: '1.0625rem' }, letterSpacing: card.rank === 10 ? '-0.08em' : 0 }}>
          {RANKS[card.rank]}
        </Box>
        <Box component="span" sx={{ fontSize: { xs: '0.6875rem', sm: '0.875rem' }, mt: '1px' }}>
          <Suit suit={suit} />
        </Box>
      </Box>
      <Box aria-hidden="true" sx={{ position: 'absolute', insetInlineEnd: 4, bottom: 2, fontSize: { xs: '1.25rem', sm: '1.75rem' }, lineHeight: 1 }}>
        <Suit suit={suit} />
      </Box>
    </Box>
  )
}
