/**
 * The member centre's reward centre (`?page=rewardCenter`; docs/points.md): the member's points, the conversion to
 * cash and the points history, with a link to the points mall. A lazy chunk of the member centre, with the points
 * store and strings.
 */
import { useEffect } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { useRootStore } from '../../StoreContext'
import { pointsOf } from '../../stores/PointsStore'
import { PointsBalanceCard, PointsConvertView, PointsMovementsView, WithPointsStrings } from './PointsViews'

export default function RewardCentrePage() {
  return (
    <WithPointsStrings>
      <RewardCentreBody />
    </WithPointsStrings>
  )
}

function RewardCentreBody() {
  const store = pointsOf(useRootStore())
  const { t } = useTranslation('points')
  useEffect(() => {
    void store.load()
  }, [store])
  return (
    <Stack spacing={2} data-testid="reward-centre">
      <Typography component="h2" variant="h6">{t('rewardCentre.title')}</Typography>
      <PointsBalanceCard />
      <Button variant="outlined" component={RouterLink} to={PATHS.pointMall} sx={{ alignSelf: 'flex-start' }}>{t('rewardCentre.mall')}</Button>
      <PointsConvertView />
      <Typography component="h3" variant="subtitle1">{t('tabs.movements')}</Typography>
      <PointsMovementsView />
    </Stack>
  )
}
