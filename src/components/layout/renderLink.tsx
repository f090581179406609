/**
 * The link render slot every layout component takes: the portal passes its router's `<Link>`; stories and
 * tests pass `anchorLink`, a plain anchor.
 */
import type { MouseEvent, ReactNode } from 'react'

export interface RenderLinkProps {
  to: string
  children: ReactNode
  className?: string
  'aria-current'?: 'page'
  /**
   * Called before the link is followed; `event.preventDefault()` keeps it from navigating (e.g. a member page
   * asked for while logged out opens the login modal instead).
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

export type RenderLink = (props: RenderLinkProps) => ReactNode

/** A plain `<a href>`: what stories use in place of the router's link. */
export const anchorLink: RenderLink = ({ to, children, className, 'aria-current': ariaCurrent, onClick }) => (
  <a href={to} className={className} aria-current={ariaCurrent} onClick={onClick}>
    {children}
  </a>
)
