import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { PointsItem } from '../../../contract/schemas/points'
import { visuallyHidden } from '../../layout/a11y'
import { PointsItemImage } from './PointsItemImage'
import { itemTitle } from './pointsText'

export interface PointsShopProps {
  /** The catalogue; null while it loads. */
  items: readonly PointsItem[] | null
  /** The member's points; null for a guest (the redeem buttons ask to log in). */
  balance: string | null
  /** The merchant's currency symbol or code, for a cash item's value. */
  currency: string
  error?: string | null
  onRetry?(): void
  onRedeem(item: PointsItem): void
}

/** The points shop (spec section 2): each item with its picture, price, stock and limit, and a redeem button. */
export function PointsShop({ items, balance, currency, error, onRetry, onRedeem }: PointsShopProps) {
  const { t, i18n } = useTranslation('points')
  if (error) {
    return (
      <Alert severity="error" action={onRetry ? <Button color="inherit" onClick={onRetry}>{t('retry')}</Button> : undefined}>
        {error}
      </Alert>
    )
  }
  if (!items) {
    return (
      <Box role="status">
        <Box component="span" sx={visuallyHidden}>{t('loading')}</Box>
        <Stack direction="row" spacing={2}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" width={200} height={240} />)}</Stack>
      </Box>
    )
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 190px), 1fr))' }}>
      {items.map((item) => {
        const title = itemTitle(item.titles, i18n.language)
        const soldOut = item.stock === 0
        const short = balance !== null && BigInt(balance) < BigInt(item.points)
        return (
          <Card component="li" key={item.id} variant="outlined" data-testid="points-item" sx={{ display: 'flex', flexDirection: 'column' }}>
            <PointsItemImage name={item.image} />
            <CardContent sx={{ flex: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Chip size="small" label={t(`item.kinds.${item.kind}`)} color={item.kind === 'cash' ? 'success' : 'default'} />
              </Stack>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography color="primary" sx={{ fontWeight: 700 }}>{t('item.points', { points: item.points })}</Typography>
              {item.kind === 'cash' && <Typography variant="body2">{t('item.cash', { amount: `${currency} ${item.cash}` })}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {soldOut ? t('item.soldOut') : item.stock === null ? t('item.unlimited') : t('item.stock', { count: item.stock })}
              </Typography>
              {item.perMemberLimit !== null && <Typography variant="body2" color="text.secondary">{t('item.limit', { count: item.perMemberLimit })}</Typography>}
            </CardContent>
            <CardActions>
              <Button fullWidth variant="contained" disabled={soldOut || short} onClick={() => onRedeem(item)} aria-label={`${t('item.redeem')}: ${title}`}>
                {t('item.redeem')}
              </Button>
            </CardActions>
          </Card>
        )
      })}
    </Box>
  )
}
