import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { crashText, crashTone } from '../crash'

export interface CrashHistoryProps {
  /** The last rounds' crash points, newest first, in hundredths (the table's `history`). */
  history?: readonly number[]
  /** How many to show at most. */
  limit?: number
}

/** Pills of a past crash point: grey under 2×, green to 10×, gold above (white text on each, 4.5:1 and more). */
const TONES = { low: '#546e7a', mid: '#2e7d32', high: '#9a6700' } as const

/**
 * The last crash points, newest first, as a strip of pills that never scrolls the page sideways: those that do not
 * fit are cut off at the end.
 */
export function CrashHistory({ history = [], limit = 20 }: CrashHistoryProps) {
  const { t, i18n } = useTranslation('house')
  if (history.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label={t('crash.history')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.75, overflow: 'hidden', flexWrap: 'nowrap', minWidth: 0, maskImage: 'linear-gradient(to right, #000 85%, transparent)' }}
    >
      {history.slice(0, limit).map((point, index) => (
        <Box
          component="li"
          key={index}
          data-tone={crashTone(point)}
          sx={{ flexShrink: 0, px: 1, py: 0.25, borderRadius: 999, fontSize: '0.8125rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: '#ffffff', bgcolor: TONES[crashTone(point)] }}
        >
          <bdi>{crashText(point, i18n.language)}</bdi>
        </Box>
      ))}
    </Box>
  )
}
