import { Link } from 'react-router-dom'
import type { RenderLink } from '../../components/layout/renderLink'

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/** The layout components' link slot: the router's Link for portal paths, a plain anchor for other sites. */
export const routerLink: RenderLink = ({ to, children, className, 'aria-current': ariaCurrent, onClick }) =>
  EXTERNAL.test(to) ? (
    <a href={to} className={className} aria-current={ariaCurrent} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={to} className={className} aria-current={ariaCurrent} onClick={onClick}>
      {children}
    </Link>
  )
