/**
 * The points pieces both points pages show, fed by the points store (pointsOf): the balance with the earning rule,
 * the shop with its redeem dialog, the redeem history, the points history and the conversion form. Its strings
 * (`points`) are loaded by the pages' chunks themselves (pointsStrings.ts).
 */
import { useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { PointsConvertForm, PointsMovements, PointsRedeemDialog, PointsRedeemHistory, PointsShop } from '../../../components/engagement/points'
import type { PointsItem } from '../../../contract/schemas/points'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { pointsOf } from '../../stores/PointsStore'
import { usePointsStrings } from './pointsStrings'

/** Shows `children` once the points strings are here: a placeholder before, a retry when they could not load. */
export function WithPointsStrings({ children }: { children: ReactNode }) {
  const strings = usePointsStrings()
  const { t } = useTranslation('portal')
  if (strings.ready) return <>{children}</>
  if (strings.failed) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={strings.retry}>{t('retry', { defaultValue: '↻' })}</Button>}>
        {t('loadFailed', { defaultValue: '…' })}
      </Alert>
    )
  }
  return <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
}

export function useCurrencySymbol(): string {
  const { config } = useRootStore()
  return config.merchant?.currency?.symbol ?? ''
}

/** The member's points, never expiring, and what a bet earns per game type. */
export const PointsBalanceCard = observer(function PointsBalanceCard() {
  const store = pointsOf(useRootStore())
  const { t } = useTranslation('points')
  const symbol = useCurrencySymbol()
  const { config, balance } = store
  return (
    <Paper variant="outlined" component="section" aria-labelledby="points-balance-title" sx={{ p: 2 }}>
      <Typography id="points-balance-title" component="h2" variant="overline">{t('balance')}</Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="points-balance">
        {balance === null ? '—' : t('balanceValue', { points: balance })}
      </Typography>
      <Typography variant="body2" color="text.secondary">{t('neverExpire')}</Typography>
      {config?.enabled && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('earnRule', { amount: `${symbol} ${config.earnEvery}` })}{' '}
          {config.rates.filter((r) => r.points > 0).map((r) => t('rate', { gameType: r.gameType, points: r.points })).join(' · ')}
        </Typography>
      )}
    </Paper>
  )
})

/** The shop and its redeem dialog. */
export const PointsShopView = observer(function PointsShopView({ onLogin }: { onLogin(): void }) {
  const root = useRootStore()
  const store = pointsOf(root)
  const { t } = useTranslation('points')
  const [item, setItem] = useState<PointsItem | null>(null)
  const error = useServerMessage(store.requests.redeem.error)
  const listError = useServerMessage(store.requests.items.error)
  const currency = useCurrencySymbol()
  const close = () => {
    setItem(null)
    store.reset()
  }
  return (
    <>
      {!root.session.isLoggedIn && <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" onClick={onLogin}>{t('item.redeem')}</Button>}>{t('loginToRedeem')}</Alert>}
      <PointsShop
        items={store.requests.items.loaded ? store.items : listError ? [] : null}
        balance={root.session.isLoggedIn ? store.balance : null}
        currency={currency}
        error={listError}
        onRetry={() => void store.load()}
        onRedeem={(chosen) => (root.session.isLoggedIn ? setItem(chosen) : onLogin())}
      />
      <PointsRedeemDialog
        key={item?.id ?? 'closed'}
        item={item}
        busy={store.requests.redeem.isLoading}
        error={error}
        doneNo={store.redeemed?.transactionNo ?? null}
        onClose={close}
        onSubmit={(input) => item && void store.redeem({ itemId: item.id, ...input })}
      />
    </>
  )
})

export const PointsRedeemHistoryView = observer(function PointsRedeemHistoryView() {
  const store = pointsOf(useRootStore())
  const currency = useCurrencySymbol()
  return <PointsRedeemHistory redeems={store.redeems} currency={currency} />
})

export const PointsMovementsView = observer(function PointsMovementsView() {
  const store = pointsOf(useRootStore())
  return <PointsMovements history={store.history} />
})

export const PointsConvertView = observer(function PointsConvertView() {
  const store = pointsOf(useRootStore())
  const error = useServerMessage(store.requests.convert.error)
  const currency = useCurrencySymbol()
  if (!store.config?.enabled) return null
  return (
    <PointsConvertForm
      balance={store.balance}
      rule={store.config}
      currency={currency}
      cashFor={(points) => store.cashFor(points)}
      busy={store.requests.convert.isLoading}
      error={error}
      done={store.converted}
      onSubmit={(points, password) => void store.convert(points, password)}
    />
  )
})
