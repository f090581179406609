/**
 * The link render slot every layout component takes: the portal passes its router's `<Link>`; stories and
 * tests pass `anchorLink`, a plain anchor.
 */
import type { ReactNode } from 'react'

export interface RenderLinkProps {
  to: string
  children: ReactNode
  className?: string
  'aria-current'?: 'page'
}

export type RenderLink = (props: RenderLinkProps) => ReactNode

/** A plain `<a href>`: what stories use in place of the router's link. */
export const anchorLink: RenderLink = ({ to, children, className, 'aria-current': ariaCurrent }) => (
  <a href={to} className={className} aria-current={ariaCurrent}>
    {children}
  </a>
)
