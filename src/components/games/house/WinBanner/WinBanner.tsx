import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { compareAmounts, formatMoney, multiplyAmount } from '../money'

/** A win of at least this many total bets is a big win. */
export const BIG_WIN_BETS = 10

export interface WinBannerProps {
  /** The round's total win (with any free spins), or undefined before the first round: the banner invites a bet. */
  totalWin?: string
  /** The round's total bet, to tell a big win (≥ 10 total bets). */
  totalBet?: string
  /** Free spins the round awarded, when it did. */
  freeSpins?: number
  /** Their multiplier. */
  freeSpinMultiplier?: number
  /** The session's currency code and decimals. */
  currency: string
  decimals: number
  /** A round is in play: the banner waits ("Good luck"). */
  spinning?: boolean
}

type Tone = 'idle' | 'lose' | 'win' | 'big'

const TONES: Record<Tone, { bg: string; fg: string }> = {
  idle: { bg: 'action.hover', fg: 'text.secondary' },
  lose: { bg: 'action.hover', fg: 'text.primary' },
  win: { bg: '#1b5e20', fg: '#ffffff' },
  big: { bg: '#f9a825', fg: '#1a1200' },
}

/**
 * The strip under the reels that says how the round went: an invitation before the first, "good luck" while it
 * plays, the total win (a big win in gold), free spins awarded, or no win. Its height never changes, so the controls
 * below it stay put.
 */
export function WinBanner({ totalWin, totalBet, freeSpins, freeSpinMultiplier, currency, decimals, spinning = false }: WinBannerProps) {
  const { t, i18n } = useTranslation('house')
  const won = totalWin !== undefined && compareAmounts(totalWin, '0', decimals) > 0
  const big = won && totalBet !== undefined && compareAmounts(totalWin, multiplyAmount(totalBet, BIG_WIN_BETS, decimals), decimals) >= 0
  const tone: Tone = spinning || totalWin === undefined ? 'idle' : big ? 'big' : won ? 'win' : 'lose'
  const amount = totalWin === undefined ? '' : formatMoney(totalWin, currency, i18n.language, decimals)

  let headline: string
  if (spinning) headline = t('banner.goodLuck')
  else if (totalWin === undefined) headline = t('banner.idle')
  else if (big) headline = t('banner.bigWin', { amount })
  else if (won) headline = t('banner.win', { amount })
  else headline = t('banner.noWin')

  return (
    <Box
      data-tone={tone}
      sx={{
        display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', minHeight: 56, px: 2, py: 0.5,
        borderRadius: 2, bgcolor: TONES[tone].bg, color: TONES[tone].fg, textAlign: 'center',
      }}
    >
      <Box component="span" sx={{ fontWeight: 700, fontSize: tone === 'big' ? '1.25rem' : '1.0625rem', lineHeight: 1.3 }}>
        {headline}
      </Box>
      {!spinning && freeSpins ? (
        <Box component="span" sx={{ fontSize: '0.875rem', lineHeight: 1.3 }}>
          {t('banner.freeSpins', { count: freeSpins, multiplier: freeSpinMultiplier ?? 1 })}
        </Box>
      ) : null}
    </Box>
  )
}
