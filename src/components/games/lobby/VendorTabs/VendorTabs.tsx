import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import type { GameMenuVendor } from '../../../../contract/schemas/games'

/** The "all providers" tab's value. */
export const ALL_VENDORS = ''

export interface VendorTabsProps {
  /** The category's vendors, in the game menus' order. */
  vendors: readonly Pick<GameMenuVendor, 'vendorCode' | 'labelName' | 'maintenance'>[]
  /** The vendor shown: its code, or `ALL_VENDORS` (`""`) for every vendor of the category. */
  value: string
  /** Called with the vendor chosen (`""` for all). */
  onChange: (vendorCode: string) => void
  /** The id of the list the tabs control (the game grid), for `aria-controls`. */
  controls?: string
}

/**
 * The category's vendors as scrollable tabs, led by an "all providers" tab; a vendor in maintenance says so
 * (an icon, and the words for screen readers).
 */
export function VendorTabs({ vendors, value, onChange, controls }: VendorTabsProps) {
  const { t } = useTranslation('games')
  const known = value === ALL_VENDORS || vendors.some((vendor) => vendor.vendorCode === value)
  return (
    <Tabs
      value={known ? value : ALL_VENDORS}
      onChange={(_event, next: string) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('lobby.vendors')}
      sx={{ minHeight: 44, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 44, textTransform: 'none' } }}
    >
      <Tab value={ALL_VENDORS} label={t('lobby.allVendors')} aria-controls={controls} />
      {vendors.map((vendor) => (
        <Tab
          key={vendor.vendorCode}
          value={vendor.vendorCode}
          aria-controls={controls}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
              {vendor.labelName}
              {vendor.maintenance ? (
                <>
                  <BuildCircleOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'warning.main' }} />
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t('lobby.vendorMaintenance')})`}
                  </Box>
                </>
              ) : null}
            </Box>
          }
        />
      ))}
    </Tabs>
  )
}
