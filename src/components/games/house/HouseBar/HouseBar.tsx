import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Tag } from '../../../primitives/Tag'
import { formatMoney } from '../money'

export interface HouseBarProps {
  /** The game's name (the session's `game.name`). */
  name: string
  /** The wallet's balance as the last answer gave it (major units); undefined while it is not known. */
  balance?: string
  /** The session's currency code and decimals. */
  currency: string
  decimals: number
  /** A trial account: the balance is play credit, and the bar says so. */
  trial?: boolean
  /** Buttons at the end of the bar (the paytable). */
  actions?: ReactNode
}

/** The top of a house game: its name, the balance (play credit on a trial account) and the game's own buttons. */
export function HouseBar({ name, balance, currency, decimals, trial = false, actions }: HouseBarProps) {
  const { t, i18n } = useTranslation('house')
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 52, px: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 700, flex: '1 1 auto', minWidth: 0 }}>
        {name}
      </Typography>
      {trial ? (
        <Tag tone="warning" variant="filled">
          {t('bar.playCredit')}
        </Tag>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0 }}>
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
          {trial ? t('bar.playBalance') : t('bar.balance')}
        </Typography>
        <Box component="span" data-testid="house-balance" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', lineHeight: 1.3 }}>
          <bdi>{balance === undefined ? '—' : formatMoney(balance, currency, i18n.language, decimals)}</bdi>
        </Box>
      </Box>
      {actions}
    </Box>
  )
}
