/**
 * The house slots' symbol art, drawn as inline SVG shapes (no images, no emoji, no text from a font but the card
 * ranks): each a 100×100 drawing. Symbol ids are the paytables' (src/server/games/house/slots/paytables.ts); an id
 * without art of its own gets a generic gem with its first letters, so a new title still plays.
 */
import type { ReactElement } from 'react'

type Art = () => ReactElement

/** A card rank on a coloured gem. */
function rank(label: string, fill: string, edge: string): Art {
  return () => (
      <>
        <path d="M50 6 L88 28 L88 72 L50 94 L12 72 L12 28 Z" fill={fill} stroke={edge} strokeWidth="4" />
        <path d="M50 14 L80 31 L50 40 L20 31 Z" fill="#ffffff" opacity="0.18" />
        <text
          x="50"
          y="52"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily='"Noto Sans", sans-serif'
          fontWeight="700"
          fontSize={label.length > 1 ? 36 : 44}
          fill="#ffffff"
          stroke={edge}
          strokeWidth="1.5"
        >
          {label}
        </text>
      </>
  )
}

const koi: Art = () => (
  <>
    <circle cx="50" cy="50" r="44" fill="#0f3d5c" />
    <path d="M22 50 C30 30 62 26 76 50 C62 74 30 70 22 50 Z" fill="#f47a20" />
    <path d="M76 50 L94 36 L90 50 L94 64 Z" fill="#f47a20" />
    <path d="M36 40 C44 36 52 38 56 46 C48 50 40 48 36 40 Z" fill="#ffffff" />
    <path d="M44 60 C52 58 60 60 62 64 C54 68 48 66 44 60 Z" fill="#ffffff" />
    <circle cx="30" cy="47" r="3.5" fill="#111111" />
    <path d="M46 34 L56 24 L60 36 Z" fill="#d95f0e" />
  </>
)

const lotus: Art = () => (
  <>
    <ellipse cx="50" cy="78" rx="40" ry="12" fill="#2e7d32" />
    <ellipse cx="50" cy="48" rx="12" ry="30" fill="#f48fb1" />
    <ellipse cx="50" cy="48" rx="12" ry="30" fill="#f06292" transform="rotate(-35 50 70)" />
    <ellipse cx="50" cy="48" rx="12" ry="30" fill="#f06292" transform="rotate(35 50 70)" />
    <ellipse cx="50" cy="50" rx="10" ry="26" fill="#f8bbd0" />
    <circle cx="50" cy="66" r="7" fill="#ffd54f" />
  </>
)

const crane: Art = () => (
  <>
    <circle cx="50" cy="50" r="44" fill="#1a2f4a" />
    <path d="M28 62 C34 44 60 42 72 56 C62 70 40 74 28 62 Z" fill="#f5f5f5" />
    <path d="M30 60 L10 44 L36 52 Z" fill="#212121" />
    <path d="M66 56 C70 40 66 28 60 20" fill="none" stroke="#f5f5f5" strokeWidth="6" strokeLinecap="round" />
    <circle cx="60" cy="19" r="6" fill="#f5f5f5" />
    <circle cx="60" cy="15" r="3.5" fill="#e53935" />
    <path d="M64 20 L78 24 L64 24 Z" fill="#fbc02d" />
    <path d="M46 72 L42 90 M56 72 L58 90" stroke="#fbc02d" strokeWidth="3" />
  </>
)

const fan: Art = () => (
  <>
    <path d="M50 84 L8 44 A60 60 0 0 1 92 44 Z" fill="#c62828" stroke="#ffca28" strokeWidth="4" strokeLinejoin="round" />
    <path d="M50 84 L22 32 M50 84 L36 24 M50 84 L50 22 M50 84 L64 24 M50 84 L78 32" stroke="#ffca28" strokeWidth="3" />
    <circle cx="50" cy="84" r="6" fill="#ffca28" />
  </>
)

const pagoda: Art = () => (
  <>
    <circle cx="50" cy="50" r="46" fill="#ffca28" />
    <circle cx="50" cy="50" r="40" fill="#6a1b9a" />
    <path d="M50 12 L54 20 L46 20 Z" fill="#ffca28" />
    <path d="M30 32 L70 32 L62 24 L38 24 Z" fill="#c62828" />
    <rect x="38" y="32" width="24" height="10" fill="#ffe082" />
    <path d="M24 52 L76 52 L66 42 L34 42 Z" fill="#c62828" />
    <rect x="34" y="52" width="32" height="12" fill="#ffe082" />
    <path d="M18 74 L82 74 L70 64 L30 64 Z" fill="#c62828" />
    <rect x="30" y="74" width="40" height="12" fill="#ffe082" />
    <rect x="46" y="76" width="8" height="10" fill="#6a1b9a" />
  </>
)

const wild: Art = () => (
  <>
    <path
      d="M50 4 L61 34 L94 34 L67 54 L78 88 L50 68 L22 88 L33 54 L6 34 L39 34 Z"
      fill="#ffd54f"
      stroke="#e65100"
      strokeWidth="4"
      strokeLinejoin="round"
    />
    <path d="M50 24 L56 42 L74 42 L59 52 L65 70 L50 60 L35 70 L41 52 L26 42 L44 42 Z" fill="#fff8e1" />
  </>
)

const drake: Art = () => (
  <>
    <circle cx="50" cy="50" r="44" fill="#1b3a1f" />
    <path d="M20 56 L50 20 L80 56 L50 86 Z" fill="#43a047" stroke="#c8e6c9" strokeWidth="3" strokeLinejoin="round" />
    <path d="M34 36 L24 12 L42 30 Z M66 36 L76 12 L58 30 Z" fill="#ffca28" />
    <path d="M34 50 L44 46 L42 54 Z M66 50 L56 46 L58 54 Z" fill="#ff3d00" />
    <path d="M40 68 L50 76 L60 68" fill="none" stroke="#c8e6c9" strokeWidth="3" strokeLinecap="round" />
  </>
)

const ember: Art = () => (
  <>
    <path d="M50 6 C66 26 82 40 78 62 C74 82 60 94 50 94 C36 94 22 82 22 62 C22 46 34 38 38 22 C44 34 46 40 50 44 C52 30 50 18 50 6 Z" fill="#ff6d00" />
    <path d="M50 44 C60 56 66 64 62 76 C58 86 42 86 38 76 C36 66 44 58 50 44 Z" fill="#ffd600" />
  </>
)

const kiln: Art = () => (
  <>
    <path d="M14 86 L14 52 A36 36 0 0 1 86 52 L86 86 Z" fill="#8d6e63" stroke="#4e342e" strokeWidth="4" />
    <path d="M24 40 L76 40 M18 60 L82 60 M40 20 L40 40 M60 20 L60 40 M30 40 L30 60 M50 40 L50 60 M70 40 L70 60" stroke="#5d4037" strokeWidth="2.5" />
    <path d="M36 86 L36 70 A14 14 0 0 1 64 70 L64 86 Z" fill="#ff6d00" />
    <path d="M44 86 C44 78 50 74 50 70 C52 76 56 78 56 86 Z" fill="#ffd600" />
  </>
)

const anvil: Art = () => (
  <>
    <path d="M8 28 L70 28 C78 28 90 32 94 40 C82 40 76 44 72 48 L60 48 L60 64 L72 80 L28 80 L40 64 L40 48 L30 48 C20 48 10 40 8 28 Z" fill="#90a4ae" stroke="#37474f" strokeWidth="4" strokeLinejoin="round" />
    <path d="M14 32 L68 32" stroke="#eceff1" strokeWidth="3" />
  </>
)

const egg: Art = () => (
  <>
    <circle cx="50" cy="50" r="46" fill="#ff7043" />
    <ellipse cx="50" cy="54" rx="28" ry="36" fill="#fff3e0" stroke="#bf360c" strokeWidth="3" />
    <circle cx="40" cy="44" r="5" fill="#ff7043" />
    <circle cx="60" cy="58" r="6" fill="#ff7043" />
    <circle cx="44" cy="70" r="4" fill="#ff7043" />
    <circle cx="58" cy="34" r="3.5" fill="#ff7043" />
  </>
)

/** Art per symbol id. */
export const SYMBOL_ART: Readonly<Record<string, Art>> = {
  A: rank('A', '#c62828', '#6d0f0f'),
  K: rank('K', '#1565c0', '#0a2f5c'),
  Q: rank('Q', '#6a1b9a', '#320b4a'),
  J: rank('J', '#2e7d32', '#123815'),
  '10': rank('10', '#00838f', '#003d42'),
  koi,
  lotus,
  crane,
  fan,
  pagoda,
  wild,
  drake,
  ember,
  kiln,
  anvil,
  egg,
}

/** The art of a symbol id without a drawing of its own: a grey gem with its first two letters. */
export function fallbackArt(id: string): Art {
  return rank(id.slice(0, 2).toUpperCase(), '#546e7a', '#263238')
}
