import { useEffect } from 'react'
import { useRootStore } from '../StoreContext'
import { PAGES } from './pages'
import type { PortalRoute } from './routeTable'
import { TokenGate } from './TokenGate'

/**
 * Renders a route's page module, behind the token gate when the route table says it needs a token, and opens
 * the modal the route asks for (e.g. /register).
 */
export function RoutePage({ route }: { route: PortalRoute }) {
  const { modals } = useRootStore()
  useEffect(() => {
    if (route.opensModal) modals.open(route.opensModal)
  }, [route, modals])
  const Page = PAGES[route.page]
  const page = <Page route={route} />
  return route.requiresToken ? <TokenGate>{page}</TokenGate> : page
}
