/** One import function for the router chunk, so main.tsx can start fetching it before React asks for it. */
export const loadPortalRouter = () => import('./PortalRouter')
