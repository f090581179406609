import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import type { RankList } from '../../../../contract/schemas/games'
import { AmountText, formatAmount } from '../../../primitives/AmountText'
import { ErrorState } from '../../../primitives/ErrorState'

/** One win as the winner board answers it (`value.list[].vo`). */
export type Winner = RankList['list'][number]['vo']

export interface WinnerBoardProps {
  /** The wins, newest big wins first (the server masks the names); `null` while loading. */
  winners: readonly Winner[] | null
  /** The merchant's currency symbol, written before each amount. */
  currencySymbol?: string
  /** Decimals of the amounts (the spec's 2). */
  decimals?: number
  /** A failure, already translated. */
  error?: string | null
  /** Offered with the error. */
  onRetry?: () => void
  /** Headline; default `games:winners.title`. */
  title?: string
  /** The headline's level in the page's outline. */
  headingLevel?: 'h2' | 'h3'
}

const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5.5em) minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: 1.5,
  px: 1.5,
  py: 1,
} as const

/**
 * The winner board (spec sections 3 and 7, `GCSGAME_getRankList`, 20 entries): each win's masked player, game and
 * amount. Each row reads as one sentence to a screen reader.
 */
export function WinnerBoard({ winners, currencySymbol, decimals = 2, error, onRetry, title, headingLevel = 'h2' }: WinnerBoardProps) {
  const { t } = useTranslation('games')
  const { i18n } = useTranslation()
  return (
    <Box component="section" aria-labelledby="winner-board-title" sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <EmojiEventsOutlinedIcon aria-hidden="true" sx={{ color: 'warning.main' }} />
        <Typography id="winner-board-title" component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title ?? t('winners.title')}
        </Typography>
      </Box>
      {error ? (
        <ErrorState compact message={error} onRetry={onRetry} />
      ) : winners === null ? (
        <Box role="status" sx={{ p: 1.5 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('winners.loading')}
          </Box>
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} variant="text" aria-hidden="true" sx={{ my: 0.5 }} />
          ))}
        </Box>
      ) : winners.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {t('winners.empty')}
        </Typography>
      ) : (
        <>
          <Box aria-hidden="true" sx={{ ...row, py: 0.75, typography: 'caption', color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}>
            <span>{t('winners.player')}</span>
            <span>{t('winners.game')}</span>
            <Box component="span" sx={{ textAlign: 'end' }}>
              {t('winners.amount')}
            </Box>
          </Box>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {winners.map((win, index) => (
              <Box component="li" key={`${win.nodeId}-${win.winTime}-${index}`} sx={{ ...row, '&:nth-of-type(even)': { bgcolor: 'action.hover' } }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('winners.entry', { player: win.username, game: win.gameName, amount: `${currencySymbol ?? ''} ${formatAmount(win.winAmount, i18n.language, decimals) ?? win.winAmount}`.trim() })}
                </Box>
                <Box component="span" aria-hidden="true" dir="auto" sx={{ typography: 'body2', fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {win.username}
                </Box>
                <Box component="span" aria-hidden="true" dir="auto" sx={{ typography: 'body2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {win.gameName}
                </Box>
                <Box component="span" aria-hidden="true" sx={{ typography: 'body2', fontWeight: 700, textAlign: 'end', whiteSpace: 'nowrap' }}>
                  <AmountText value={win.winAmount} currencySymbol={currencySymbol} decimals={decimals} />
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  )
}
