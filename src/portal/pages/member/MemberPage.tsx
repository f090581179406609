import { useEffect, useState, type ReactElement } from 'react'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ComingSoonPage } from '../../../components/member/ComingSoonPage'
import { memberEntryOf, type MemberPageKey } from '../../../components/member/entries'
import { MemberCentrePanel } from '../../../components/member/MemberCentrePanel'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import type { PromotionsStore } from '../../stores/PromotionsStore'
import type { RoutePageProps } from '../RoutePageProps'
import { BettingRecordPage } from './BettingRecord'
import { DepositPage, PersonalProfitPage, TransactionHistoryPage, TransferFundPage, TransferUplinePage, WithdrawPage } from './MoneyPages'
import { MessagesPage } from './MemberMessages'
import { SecurityCentre } from './SecurityCentre'
import { lazyWithRetry } from '../../chunks/lazyWithRetry'

/** The reward centre: its own chunk, with the points store, calls and strings (pages/engagement/RewardCentrePage.tsx). */
const RewardCentrePage = lazyWithRetry(() => import('../engagement/RewardCentrePage'))

/** The bonus details: its own chunk, with the activity store, calls and strings (pages/engagement/BonusDetailsPage.tsx). */
const BonusDetailsPage = lazyWithRetry(() => import('../engagement/BonusDetailsPage'))

/** The member pages built so far; the others say, in the member's language, that they are coming. */
const BUILT_PAGES: Partial<Record<MemberPageKey, () => ReactElement>> = {
  securityCenter: () => <SecurityCentre />,
  transferFund: () => <TransferFundPage />,
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transferUpline: () => <TransferUplinePage />,
  transactionHistory: () => <TransactionHistoryPage />,
  personalProfit: () => <PersonalProfitPage />,
  personalHistoryCopy: () => <BettingRecordPage />,
  bonusDetails: () => <BonusDetailsPage />,
  messageV2: () => <MessagesPage />,
  rewardCenter: () => <RewardCentrePage />,
}

/**
 * The member centre (spec section 2), opened on `?page=<key>` (default securityCenter, spec section 9; an unknown
 * key opens the default). Without a token the page asks the visitor to log in (the login modal) and shows nothing
 * else; the panel is rendered once the feature flags are loaded, so the VIP entry does not appear late.
 */
export default observer(function MemberPage(_props: RoutePageProps) {
  const root = useRootStore()
  const { session, config, modals } = root
  const { t } = useTranslation('member')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const entry = memberEntryOf(params.get('page'))
  const loggedIn = session.isLoggedIn

  useEffect(() => {
    if (!loggedIn) modals.open('login')
  }, [loggedIn, modals])

  // The mission entry's badge: the member's open MISSION promotions (spec section 3), from the promotions store, which
  // is loaded on its own (a chunk of its own with its calls' table) so the member centre does not wait for it.
  const [promotions, setPromotions] = useState<PromotionsStore | null>(null)
  useEffect(() => {
    if (!loggedIn) return
    let live = true
    void import('../../stores/PromotionsStore').then(({ promotionsOf }) => {
      if (!live) return
      const store = promotionsOf(root)
      setPromotions(store)
      void store.loadAvailable()
    }, () => undefined)
    return () => {
      live = false
    }
  }, [root, loggedIn])

  if (!loggedIn)
    return (
      <Container component="section" data-testid="member-login-required" sx={{ paddingBlock: 6, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('loginRequired.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('loginRequired.body')}
        </Typography>
        <Button variant="contained" onClick={() => modals.open('login')}>
          {t('loginRequired.login')}
        </Button>
      </Container>
    )

  const flags = config.requests.whitelabel
  if (!flags.loaded && !flags.error) return null

  return (
    <MemberCentrePanel
      open
      page={entry.page}
      vipEnabled={config.isEnabled('VIP')}
      missionCount={promotions?.missionCount ?? 0}
      unreadCount={root.wallet?.unread ?? 0}
      renderLink={routerLink}
      onClose={() => navigate('/')}
    >
      {BUILT_PAGES[entry.page]?.() ?? <ComingSoonPage title={t(entry.labelKey)} />}
    </MemberCentrePanel>
  )
})
