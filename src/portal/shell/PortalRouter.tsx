/**
 * The router and everything under it (layouts, header, footer, home page). It is its own chunk, fetched at boot
 * in parallel with the start calls (see main.tsx): routes are registered only after the permission call has
 * answered anyway, so the splash covers the download and the entry chunk stays small.
 */
import { useMemo } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createPortalRouter } from '../routes/createPortalRouter'
import type { SiteState } from '../stores/ConfigStore'

export default function PortalRouter({ siteState }: { siteState: SiteState }) {
  // Not disposed on unmount: StrictMode's simulated unmount would dispose a router that is then used again.
  const router = useMemo(() => createPortalRouter(siteState), [siteState])
  return <RouterProvider router={router} />
}
