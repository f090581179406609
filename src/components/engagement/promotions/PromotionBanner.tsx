import { memo } from 'react'
import { PROMOTION_BANNERS, type PromotionBanner as BannerName } from '../../../contract/promotionsEndpoints'

/**
 * The bundled banners (contract PROMOTION_BANNERS): each is generated here, an SVG of a gradient and a motif, so a
 * promotion's card never fetches a picture from a CDN and the whole set is a few hundred bytes of code. Decorative:
 * the card's title says what the promotion is.
 */
const PALETTE: Record<BannerName, readonly [string, string, Motif]> = {
  others: ['#5c6bc0', '#26c6da', 'star'],
  sports: ['#2e7d32', '#9ccc65', 'ball'],
  live: ['#6a1b9a', '#ec407a', 'card'],
  slots: ['#e65100', '#ffca28', 'seven'],
  cards: ['#1a237e', '#5c6bc0', 'card'],
  fish: ['#006064', '#4dd0e1', 'wave'],
  lotto: ['#b71c1c', '#ff8a65', 'ball'],
  rebate: ['#004d40', '#26a69a', 'coin'],
  'points-mall': ['#4527a0', '#b39ddb', 'gift'],
  ranking: ['#ff6f00', '#ffd54f', 'star'],
  deposit: ['#0d47a1', '#42a5f5', 'coin'],
  'app-download': ['#263238', '#78909c', 'phone'],
  newbie: ['#00838f', '#80deea', 'gift'],
  games: ['#880e4f', '#f06292', 'seven'],
  mission: ['#33691e', '#d4e157', 'flag'],
  daily: ['#f57f17', '#fff176', 'star'],
  vip: ['#212121', '#c9a227', 'crown'],
  raffle: ['#ad1457', '#ffb74d', 'ticket'],
}

type Motif = 'star' | 'ball' | 'card' | 'seven' | 'wave' | 'coin' | 'gift' | 'phone' | 'flag' | 'crown' | 'ticket'

/** Each motif, drawn in a 100×100 box at the banner's end (mirrored for right to left with the rest of the page). */
const MOTIFS: Record<Motif, string> = {
  star: 'M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z',
  ball: 'M50 10a40 40 0 1 0 0.1 0zM50 26l16 12-6 19H40l-6-19z',
  card: 'M22 14h42a6 6 0 0 1 6 6v60a6 6 0 0 1-6 6H22a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6zM43 34l12 16-12 16-12-16z',
  seven: 'M20 14h60v14L48 88H30l30-58H20z',
  wave: 'M6 60q22-26 44 0t44 0v26H6zM60 24a10 10 0 1 0 0.1 0z',
  coin: 'M50 10a40 40 0 1 0 0.1 0zM50 22a28 28 0 1 1-0.1 0zM44 34h12v32H44z',
  gift: 'M14 40h72v14H14zM20 54h60v34H20zM44 40h12v48H44zM50 40c-10-22-30-16-20-2M50 40c10-22 30-16 20-2',
  phone: 'M32 8h36a6 6 0 0 1 6 6v72a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6V14a6 6 0 0 1 6-6zM34 18v60h32V18zM46 82h8v4h-8z',
  flag: 'M22 8h8v84h-8zM30 12h52l-12 18 12 18H30z',
  crown: 'M12 30l20 18 18-32 18 32 20-18-8 50H20zM20 84h60v8H20z',
  ticket: 'M10 28h80v14a8 8 0 0 0 0 16v14H10V58a8 8 0 0 0 0-16zM40 32v36',
}

export interface PromotionBannerProps {
  /** A bundled banner's name; an unknown one (a newer server's) draws the generic banner. */
  name: string
}

export const PromotionBanner = memo(function PromotionBanner({ name }: PromotionBannerProps) {
  const known = (PROMOTION_BANNERS as readonly string[]).includes(name) ? (name as BannerName) : 'others'
  const [from, to, motif] = PALETTE[known]
  const id = `promotion-banner-${known}`
  return (
    <svg viewBox="0 0 320 120" role="presentation" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice" style={{ display: 'block', width: '100%', height: '100%' }}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="120" fill={`url(#${id})`} />
      <circle cx="40" cy="110" r="70" fill="#fff" opacity="0.08" />
      <circle cx="250" cy="-10" r="60" fill="#fff" opacity="0.1" />
      <path d={MOTIFS[motif]} transform="translate(212 14) scale(0.92)" fill="#fff" fillRule="evenodd" opacity="0.85" />
    </svg>
  )
})
