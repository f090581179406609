import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { ActivityAction } from '../../../components/engagement/activities/ActivityAction'
import { ApplicationForm } from '../../../components/engagement/activities/ApplicationForm'
import { useMoney } from '../../../components/primitives/AmountText/useMoney'
import type { ActivityFlow, ActivityState } from '../../../contract/activities'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { OwnStringsGate } from '../../shell/OwnStringsGate'
import { activityOf } from '../../stores/ActivityStore'
import { useActivitiesStrings } from './activitiesStrings'

export interface PromotionActivityProps {
  /** The promotion's code (what the activity calls name). */
  code: string
  /** The promotion's id. */
  id: number
  /** How it is taken part in (migration 042's `flow`). */
  flow: ActivityFlow
  /** The state the promotion's own answer gives (the period's for a guest: coming soon, open, closed). */
  state: ActivityState
  /** The application form where the flow is `apply` (null: neither remark nor images). */
  form?: { remark: boolean; images: boolean } | null
}

/**
 * A promotion's part for the member (docs/activities.md), rendered inside the promotion's detail: the member's state
 * as the server keeps it and the one action the contract's transition table allows from it (join, claim, sign in,
 * apply with the application form dialog); a guest gets the login. It loads the activity store, the calls' table and
 * the `activities` strings with it (activitiesStrings.ts): render it through `lazyWithRetry(() => import('./PromotionActivity'))`.
 */
export default function PromotionActivityChunk(props: PromotionActivityProps) {
  return (
    <OwnStringsGate strings={useActivitiesStrings()}>
      <PromotionActivity {...props} />
    </OwnStringsGate>
  )
}

const PromotionActivity = observer(function PromotionActivity({ code, flow, state, form = null }: PromotionActivityProps) {
  const root = useRootStore()
  const store = activityOf(root)
  const loggedIn = root.session.isLoggedIn
  const [applying, setApplying] = useState(false)
  const currency = root.config.merchant?.currency
  const money = useMoney({ symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 })
  useEffect(() => {
    if (loggedIn) void store.load(code)
  }, [store, code, loggedIn])
  const actionError = useServerMessage(store.requests.action.error)
  const applyError = useServerMessage(store.requests.apply.error)
  const view = loggedIn ? store.views.get(code) : undefined
  const fields = view?.form ?? form ?? { remark: true, images: true }

  return (
    <>
      <ActivityAction
        flow={view?.flow ?? flow}
        state={view?.state ?? state}
        guest={!loggedIn}
        bonus={view?.bonus ? money(view.bonus) : null}
        busy={store.requests.action.isLoading}
        done={store.done.get(code) ?? null}
        error={actionError}
        onLogin={() => root.modals.open('login', { reason: 'promotion' })}
        onAction={(action) => {
          if (action === 'apply') setApplying(true)
          else void store.act(code, action)
        }}
      />
      {applying ? (
        <ApplicationForm
          open
          fields={fields}
          sending={store.requests.apply.isLoading}
          error={applyError}
          onClose={() => setApplying(false)}
          onSubmit={(application) => {
            void store.apply(code, application).then((sent) => sent && setApplying(false))
          }}
        />
      ) : null}
    </>
  )
})
