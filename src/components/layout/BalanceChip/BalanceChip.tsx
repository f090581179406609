import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import RefreshIcon from '@mui/icons-material/Refresh'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { useTranslation } from 'react-i18next'
import { AmountText } from '../../primitives/AmountText'

export interface BalanceChipProps {
  /** The merchant's currency symbol, e.g. ฿. */
  currencySymbol: string
  /** Balance in major units as the server sends it; `undefined` while it is being updated. */
  balance?: string
  /** Whether the person chose to hide their balance (the amount is masked, the controls stay). */
  hidden: boolean
  /** A refresh is in flight: the refresh button spins and is disabled. */
  loading: boolean
  /** Ask the server for the balance again. */
  onRefresh(): void
  /** Hide or show the amount (the portal persists the choice per browser). */
  onToggleHidden(): void
}

/**
 * The logged-in balance: currency symbol, amount with two decimals and thousands separators, a refresh button
 * and a hide/show button. Without a balance it says "balance updating" (spec section 9).
 */
export function BalanceChip({ currencySymbol, balance, hidden, loading, onRefresh, onToggleHidden }: BalanceChipProps) {
  const { t } = useTranslation('layout')
  return (
    <Box
      role="group"
      aria-label={t('balance.label')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        height: 40,
        paddingInlineStart: { xs: 1, sm: 1.5 },
        paddingInlineEnd: 0.25,
        // On a phone the header has little room: 28 px buttons (above the 24 px target minimum).
        '& .MuiIconButton-root': { minWidth: { xs: 28, sm: 40 }, minHeight: { xs: 28, sm: 40 }, padding: { xs: 0.25, sm: 0.625 } },
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      <Box component="span" sx={{ color: 'primary.main', fontWeight: 700, marginInlineEnd: 0.5 }}>
        {currencySymbol}
      </Box>
      <Box component="span" aria-live="polite" sx={{ minWidth: { xs: 0, sm: 64 } }}>
        <AmountText
          value={balance}
          hidden={hidden}
          sx={balance === undefined && !hidden ? { color: 'text.secondary', fontSize: '0.875rem' } : { fontWeight: 700 }}
        />
      </Box>
      <IconButton size="small" aria-label={t('balance.refresh')} onClick={onRefresh} disabled={loading} color="inherit">
        {loading ? <CircularProgress size={18} color="inherit" aria-label={t('balance.refreshing')} /> : <RefreshIcon fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        onClick={onToggleHidden}
        color="inherit"
        // A phone's header has room for the whole amount or this button: it is there only to show a hidden balance.
        sx={hidden ? undefined : { display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {hidden ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </Box>
  )
}
