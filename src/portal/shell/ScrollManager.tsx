import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Spec section 2: on navigation, scroll to the hash's element when there is one, else to the top. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1))
      // The target may belong to a lazy page that renders a moment later.
      const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
      return () => cancelAnimationFrame(frame)
    }
    window.scrollTo(0, 0)
    return undefined
  }, [pathname, search, hash])
  return null
}
