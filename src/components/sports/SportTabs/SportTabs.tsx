import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import type { BookSport } from '../../../contract/sportsbook'
import { SPORT_NAMES } from '../names'
import { SPORT_ICONS } from '../sportIcons'

export interface SportTabsProps {
  /** The sports the book lists, in its order (the session's `sports`). */
  sports: readonly BookSport[]
  /** The sport shown. */
  value: BookSport
  /** The player chose a sport. */
  onChange: (sport: BookSport) => void
  /** The id of the panel the tabs control (the list of matches), so a screen reader can go to it. */
  panelId?: string
}

/**
 * The book's sports as tabs, each with its icon and name. They scroll sideways on a narrow screen, with arrows;
 * the arrow keys move between tabs and Enter or Space chooses one.
 */
export function SportTabs({ sports, value, onChange, panelId }: SportTabsProps) {
  const { t } = useTranslation('sports')
  return (
    <Tabs
      value={sports.includes(value) ? value : false}
      onChange={(_event, sport: BookSport) => onChange(sport)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('sportTabs.label')}
      sx={{ minHeight: 48, borderBottom: 1, borderColor: 'divider' }}
    >
      {sports.map((sport) => {
        const Icon = SPORT_ICONS[sport]
        return (
          <Tab
            key={sport}
            value={sport}
            label={t(SPORT_NAMES[sport])}
            icon={<Icon fontSize="small" aria-hidden="true" />}
            iconPosition="start"
            aria-controls={panelId}
            sx={{ minHeight: 48, minWidth: 0, paddingInline: 2, gap: 0.5, textTransform: 'none', fontWeight: 700 }}
          />
        )
      })}
    </Tabs>
  )
}
