/**
 * The router and everything under it (layouts, header, footer, home page). Part of the entry: with the start data
 * the server writes into the page, the first render already shows the routes, so a chunk of its own would only
 * add a request and a suspended render (the build puts the whole first screen in one chunk, see vite.config.ts).
 */
import { BrowserRouter } from 'react-router-dom'
import { PortalRoutes } from '../routes/createPortalRouter'
import type { SiteState } from '../stores/ConfigStore'

export default function PortalRouter({ siteState }: { siteState: SiteState }) {
  return (
    <BrowserRouter>
      <PortalRoutes siteState={siteState} />
    </BrowserRouter>
  )
}
