import { useEffect, useRef } from 'react'
import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { PromotionDetailView, PromotionsHall, type PromotionCategory } from '../../../components/engagement/promotions'
import { useMoney } from '../../../components/primitives/AmountText/useMoney'
import { PATHS } from '../../../config/paths'
import { ACTIVITY_INITIAL_STATE, type ActivityState } from '../../../contract/activities'
import { PROMOTION_TAGS, PROMOTION_TYPES, type PromotionTag } from '../../../contract/promotionsEndpoints'
import type { PromotionDetail } from '../../../contract/schemas/promotions'
import { lazyWithRetry } from '../../chunks/lazyWithRetry'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { promotionsOf } from '../../stores/PromotionsStore'
import { PageTitle } from '../PageTitle'
import type { RoutePageProps } from '../RoutePageProps'
import { OwnStringsGate } from '../../shell/OwnStringsGate'
import { usePromotionsStrings } from './promotionsStrings'

/** The member's part in a promotion (the activities' own chunk, with its store and strings). */
const PromotionActivity = lazyWithRetry(() => import('./PromotionActivity'))

/** The query's category and tag, when they are the spec's. */
const categoryOf = (value: string | null): PromotionCategory => ((PROMOTION_TYPES as readonly string[]).includes(value ?? '') ? (value as PromotionCategory) : 'ALL')
const tagOf = (value: string | null): PromotionTag | null => ((PROMOTION_TAGS as readonly string[]).includes(value ?? '') ? (value as PromotionTag) : null)

/**
 * The promotions hall (/promotions; docs/promotions.md): the merchant's promotions by category and tag, and one
 * promotion's detail on `?code=` (no route of its own: a link to it is the hall's address with the code). The
 * category and tag are in the address too (`?type=`, `?tag=`), so the back button and a shared link keep them. Its
 * strings (`promotions`) are loaded by this chunk itself (promotionsStrings.ts).
 */
export default function PromotionsPage({ route }: RoutePageProps) {
  return (
    <PageTitle titleKey={route.titleKey} testId="route-page-promotions">
      <OwnStringsGate strings={usePromotionsStrings()} placeholder={<Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />}>
        <PromotionsBody />
      </OwnStringsGate>
    </PageTitle>
  )
}

const PromotionsBody = observer(function PromotionsBody() {
  const root = useRootStore()
  const store = promotionsOf(root)
  const { t } = useTranslation('promotions')
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const code = params.get('code')
  const listError = useServerMessage(store.requests.list.error)

  useEffect(() => {
    if (!code && !store.requests.list.loaded) void store.load()
  }, [store, code])

  const hrefOf = (promotion: string) => `${PATHS.promotions}?code=${encodeURIComponent(promotion)}`
  // Back is the hall's address, not history: a detail opened from a shared link has no hall behind it.
  if (code) return <PromotionDetailPart code={code} onBack={() => navigate(PATHS.promotions)} />
  const change = (key: 'type' | 'tag', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value && value !== 'ALL') next.set(key, value)
      else next.delete(key)
      return next
    }, { replace: true })
  return (
    <PromotionsHall
      promotions={store.list}
      category={categoryOf(params.get('type'))}
      tag={tagOf(params.get('tag'))}
      onCategory={(category) => change('type', category)}
      onTag={(tag) => change('tag', tag)}
      hrefOf={hrefOf}
      onOpen={(promotion) => navigate(hrefOf(promotion))}
      error={listError ?? (store.requests.list.error ? t('loadFailed') : null)}
      onRetry={() => void store.load()}
    />
  )
})

const PromotionDetailPart = observer(function PromotionDetailPart({ code, onBack }: { code: string; onBack: () => void }) {
  const root = useRootStore()
  const store = promotionsOf(root)
  const heading = useRef<HTMLHeadingElement>(null)
  const currency = root.config.merchant?.currency
  const money = useMoney({ symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 })
  const error = useServerMessage(store.requests.detail.error)
  useEffect(() => {
    void store.loadDetail(code)
  }, [store, code])
  const detail = store.detail?.code === code ? store.detail : null
  // The heading takes the focus once the detail arrives, so a screen reader starts reading it.
  useEffect(() => {
    if (detail) heading.current?.focus()
  }, [detail])
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>
  if (!detail) return <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
  return (
    <PromotionDetailView
      promotion={detail}
      language={root.ui.language}
      money={money}
      backHref={PATHS.promotions}
      onBack={onBack}
      headingRef={heading}
      action={detail.flow === 'info' ? undefined : <PromotionActivity code={detail.code} id={detail.id} flow={detail.flow} state={activityState(detail)} form={detail.form} />}
    />
  )
})

/** The state the activities start from, by the period: before it coming soon, after it closed, within it the flow's first. */
function activityState(detail: PromotionDetail): ActivityState {
  return detail.state === 'open' ? ACTIVITY_INITIAL_STATE[detail.flow] : detail.state
}
