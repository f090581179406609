import { useId } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import type { RankList } from '../../../../contract/schemas/games'
import { useFooterHold } from '../../../layout/PageShell/footerHold'
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
  /** Rows drawn while loading: as many as the board is expected to show, so it keeps its height when they arrive. */
  skeletonRows?: number
}

const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5.5em) minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: 1.5,
  px: 1.5,
  py: 1,
} as const

const stripes = { '&:nth-of-type(even)': { bgcolor: 'action.hover' } } as const

/** The columns' names, above the rows (and above their skeletons, so loading keeps the board's layout). */
function ColumnHeads() {
  const { t } = useTranslation('games')
  return (
    <Box aria-hidden="true" sx={{ ...row, py: 0.75, typography: 'caption', color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}>
      <span>{t('winners.player')}</span>
      <span>{t('winners.game')}</span>
      <Box component="span" sx={{ textAlign: 'end' }}>
        {t('winners.amount')}
      </Box>
    </Box>
  )
}

/**
 * The winner board (spec sections 3 and 7, `GCSGAME_getRankList`, 20 entries): each win's masked player, game and
 * amount. Each row reads as one sentence to a screen reader.
 */
export function WinnerBoard({ winners, currencySymbol, decimals = 2, error, onRetry, title, headingLevel = 'h2', skeletonRows = 5 }: WinnerBoardProps) {
  const { t } = useTranslation('games')
  const { i18n } = useTranslation()
  const titleId = useId()
  // The page's footer waits until the wins are in, so their arrival moves nothing on screen.
  useFooterHold(winners === null && !error)
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <EmojiEventsOutlinedIcon aria-hidden="true" sx={{ color: 'warning.main' }} />
        <Typography id={titleId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title ?? t('winners.title')}
        </Typography>
      </Box>
      {error ? (
        <ErrorState compact message={error} onRetry={onRetry} />
      ) : winners === null ? (
        // Rows built like the loaded ones (the same grid, padding and type), so the board does not change height when
        // they arrive.
        <Box role="status">
          <Box component="span" sx={visuallyHidden}>
            {t('winners.loading')}
          </Box>
          <ColumnHeads />
          <Box aria-hidden="true">
            {Array.from({ length: skeletonRows }, (_, key) => (
              <Box key={key} sx={{ ...row, ...stripes }}>
                <Skeleton variant="text" sx={{ typography: 'body2' }} />
                <Skeleton variant="text" sx={{ typography: 'body2', width: `${60 + ((key * 17) % 35)}%` }} />
                <Skeleton variant="text" sx={{ typography: 'body2', width: '4.5em' }} />
              </Box>
            ))}
          </Box>
        </Box>
      ) : winners.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {t('winners.empty')}
        </Typography>
      ) : (
        <>
          <ColumnHeads />
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {winners.map((win, index) => (
              <Box component="li" key={`${win.nodeId}-${win.winTime}-${index}`} sx={{ ...row, ...stripes }}>
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
