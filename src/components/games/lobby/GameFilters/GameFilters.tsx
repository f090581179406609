import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import type { GameFilter } from '../../../../contract/schemas/games'
import { filtersFor } from '../filters'

/** Every filter's label; a filter the contract adds fails to compile here until it has one. */
const FILTER_LABELS: Record<GameFilter, string> = {
  ALL: tKey('games:lobby.filters.ALL'),
  NEW: tKey('games:lobby.filters.NEW'),
  HOT: tKey('games:lobby.filters.HOT'),
  FAV: tKey('games:lobby.filters.FAV'),
  RECENT: tKey('games:lobby.filters.RECENT'),
}

export interface GameFiltersProps {
  /** The filter in force. */
  value: GameFilter
  /** Called with the filter chosen (never with none: pressing the current one keeps it). */
  onChange: (filter: GameFilter) => void
  /** A logged-in member: FAV and RECENT are offered too. */
  member: boolean
}

/** The game list's filters (spec section 9: ALL, NEW, HOT, FAV, RECENT) as one exclusive toggle group. */
export function GameFilters({ value, onChange, member }: GameFiltersProps) {
  const { t } = useTranslation('games')
  return (
    // The group scrolls inside itself when a phone is too narrow for it; the page never does.
    <Box sx={{ maxWidth: '100%', overflowX: 'auto', scrollbarWidth: 'none' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-label={t('lobby.filters.label')}
        onChange={(_event, next: GameFilter | null) => {
          if (next) onChange(next)
        }}
      >
        {filtersFor(member).map((filter) => (
          <ToggleButton key={filter} value={filter} sx={{ px: 1.5, whiteSpace: 'nowrap', textTransform: 'none' }}>
            {t(FILTER_LABELS[filter])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  )
}
