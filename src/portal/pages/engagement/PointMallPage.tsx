import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useRootStore } from '../../StoreContext'
import { pointsOf } from '../../stores/PointsStore'
import { PageTitle } from '../PageTitle'
import type { RoutePageProps } from '../RoutePageProps'
import { PointsBalanceCard, PointsMovementsView, PointsRedeemHistoryView, PointsShopView, WithPointsStrings } from './PointsViews'

const TABS = ['shop', 'history', 'movements'] as const
type PointsTab = (typeof TABS)[number]
const tabOf = (value: string | null): PointsTab => ((TABS as readonly string[]).includes(value ?? '') ? (value as PointsTab) : 'shop')

/**
 * The points mall (/pointMall; docs/points.md): the member's points, the shop with its redeem dialog, the redeem
 * history and the points history, one tab each (`?tab=`, so the back button and a shared link keep it). A guest sees
 * the shop and is asked to log in to redeem.
 */
export default function PointMallPage({ route }: RoutePageProps) {
  return (
    <PageTitle titleKey={route.titleKey} testId="route-page-pointMall">
      <WithPointsStrings>
        <PointMallBody />
      </WithPointsStrings>
    </PageTitle>
  )
}

const PointMallBody = observer(function PointMallBody() {
  const root = useRootStore()
  const store = pointsOf(root)
  const { t } = useTranslation('points')
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const [, setLoads] = useState(0)
  const loggedIn = root.session.isLoggedIn
  useEffect(() => {
    void store.load().then(() => setLoads((n) => n + 1))
  }, [store, loggedIn])
  const choose = (next: PointsTab) => setParams(next === 'shop' ? {} : { tab: next }, { replace: true })
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {loggedIn && <PointsBalanceCard />}
      {loggedIn && (
        <Tabs value={tab} onChange={(_e, next: PointsTab) => choose(next)} variant="scrollable" aria-label={t('title')}>
          {TABS.map((key) => <Tab key={key} value={key} label={t(`tabs.${key}`)} id={`points-tab-${key}`} aria-controls={`points-panel-${key}`} />)}
        </Tabs>
      )}
      <Box role={loggedIn ? 'tabpanel' : undefined} id={`points-panel-${tab}`} aria-labelledby={loggedIn ? `points-tab-${tab}` : undefined}>
        {tab === 'shop' || !loggedIn ? <PointsShopView onLogin={() => root.modals.open('login')} /> : tab === 'history' ? <PointsRedeemHistoryView /> : <PointsMovementsView />}
      </Box>
    </Stack>
  )
})
