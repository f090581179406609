import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { JoinProgramme } from '../../../components/support/join/JoinProgramme'
import { PATHS } from '../../../config/paths'
import { ChunkLoading } from '../../chunks/ChunkLoading'
import { lazyWithRetry } from '../../chunks/lazyWithRetry'
import { useServerMessage } from '../../modals/useServerMessage'
import { joinOf } from '../../stores/JoinStore'
import { useRootStore } from '../../StoreContext'
import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/**
 * The page under its title, once its strings are here: the page's own (`support`) and the contracts' words its tier
 * tables share with the agreement (`agents`). The code is already in this chunk (a resolved import): this waits for
 * the strings only, so the route table of the first screen names no namespaces for this page.
 */
const JoinBody = observer(function JoinBody() {
  const root = useRootStore()
  const store = joinOf(root)
  const [params] = useSearchParams()
  const code = params.get('affiliateCode')
  const navigate = useNavigate()
  const error = useServerMessage(store.request.error)
  useEffect(() => void store.load(), [store])
  useEffect(() => void store.checkCode(code), [store, code])
  const merchant = root.config.merchant
  const { session } = root
  return (
    <JoinProgramme
      brandName={merchant?.name ?? ''}
      programme={store.programme}
      loading={store.request.isLoading}
      error={error}
      onRetry={() => void store.load()}
      currency={{ symbol: merchant?.currency.symbol ?? '', decimals: merchant?.currency.decimals ?? 2 }}
      invitation={store.invitation}
      viewer={!session.isLoggedIn ? 'guest' : session.isAgent ? 'agent' : 'member'}
      // The registration form reads the invite code from this page's address (`?affiliateCode=`) and carries it.
      onSignUp={() => root.modals.open('register')}
      onAgentCentre={() => navigate(PATHS.agentHome)}
    />
  )
})

const JoinStrings = lazyWithRetry(async () => ({ default: JoinBody }), { namespaces: ['support', 'agents'], fallback: <ChunkLoading /> })

/**
 * The join page (/join; spec section 2): the agent programme, from the merchant's own settings, and the sign-up
 * through an agent's invite link (`?affiliateCode=<code>` on this page's address, the code an agent's link carries).
 */
export default function JoinPage({ route }: RoutePageProps) {
  return (
    <PageTitle titleKey={route.titleKey} testId="route-page-join">
      <JoinStrings />
    </PageTitle>
  )
}
