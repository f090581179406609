import { useEffect } from 'react'
import { useRootStore } from '../StoreContext'
import { PAGES } from './pages'
import type { PortalRoute } from './routeTable'

/** Renders a route's page module and opens the modal the route asks for (e.g. /register). */
export function RoutePage({ route }: { route: PortalRoute }) {
  const { modals } = useRootStore()
  useEffect(() => {
    if (route.opensModal) modals.open(route.opensModal)
  }, [route, modals])
  const Page = PAGES[route.page]
  return <Page route={route} />
}
