import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { BonusList } from '../../../components/engagement/activities/BonusList'
import { ErrorState } from '../../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../../components/primitives/LoadingOverlay'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { OwnStringsGate } from '../../shell/OwnStringsGate'
import { activityOf } from '../../stores/ActivityStore'
import { useActivitiesStrings } from './activitiesStrings'

/**
 * The member centre's bonus details (`?page=bonusDetails`; docs/activities.md): every bonus grant with its terms as
 * granted, the turnover played and still to bet, expiry and status. Its own chunk with the activity store, the calls'
 * table and the `activities` strings. The turnover is read again each time the page opens (bets settle meanwhile).
 */
export default function BonusDetailsChunk() {
  return (
    <OwnStringsGate strings={useActivitiesStrings()}>
      <BonusDetailsPage />
    </OwnStringsGate>
  )
}

const BonusDetailsPage = observer(function BonusDetailsPage() {
  const root = useRootStore()
  const store = activityOf(root)
  const { t } = useTranslation('activities')
  const currency = root.config.merchant?.currency
  const money = { symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }
  useEffect(() => {
    void store.loadBonuses()
  }, [store])
  const error = useServerMessage(store.requests.bonuses.error)
  return (
    <Box data-testid="bonus-details">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('bonuses.title')}
      </Typography>
      {store.bonuses ? (
        <BonusList bonuses={store.bonuses.list} currency={money} />
      ) : error ? (
        <ErrorState message={error} onRetry={() => void store.loadBonuses()} compact />
      ) : (
        <LoadingOverlay loading minHeight={200}>
          <Box sx={{ minHeight: 200 }} />
        </LoadingOverlay>
      )}
    </Box>
  )
})
