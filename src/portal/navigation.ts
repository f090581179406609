/**
 * The page address as the stores see it, behind an interface (as storage.ts does for the storages) so a store test
 * hands in a memory one: social login and binding leave the portal for the provider in this tab and come back with
 * their result in the URL fragment (SOCIAL_RETURN in src/contract/endpoints.ts).
 */
export interface PortalNavigation {
  /** The page's path and query (`location.pathname + location.search`). */
  path(): string
  /** The URL fragment, without its `#` ('' when there is none). */
  fragment(): string
  /** Takes the fragment out of the address: no navigation, no new history entry (the router's state is kept). */
  clearFragment(): void
  /**
   * Leaves the portal for `url` in this tab (a full-page navigation). `onBack` runs if the browser shows this page
   * again from its back-forward cache (the visitor pressed Back at the provider), so a button left busy recovers.
   */
  leave(url: string, onBack?: () => void): void
}

/** The browser's address. */
export function browserNavigation(): PortalNavigation {
  return {
    path: () => window.location.pathname + window.location.search,
    fragment: () => window.location.hash.replace(/^#/, ''),
    clearFragment: () => window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search),
    leave: (url, onBack) => {
      if (onBack) {
        window.addEventListener(
          'pageshow',
          (event) => {
            if (event.persisted) onBack()
          },
          { once: true },
        )
      }
      window.location.assign(url)
    },
  }
}

/** An address in memory, for tests and where there is no window: `left` lists where the portal went. */
export class MemoryNavigation implements PortalNavigation {
  readonly left: string[] = []
  private readonly backHandlers: (() => void)[] = []

  constructor(private address = '/') {}

  path(): string {
    return this.address.split('#')[0]!
  }

  fragment(): string {
    const at = this.address.indexOf('#')
    return at < 0 ? '' : this.address.slice(at + 1)
  }

  clearFragment(): void {
    this.address = this.path()
  }

  leave(url: string, onBack?: () => void): void {
    this.left.push(url)
    if (onBack) this.backHandlers.push(onBack)
  }

  /** The visitor pressed Back at the provider and the page came back from the back-forward cache. */
  back(): void {
    for (const handler of this.backHandlers.splice(0)) handler()
  }

  /** The browser arrived at `address` (a provider sent it back). */
  arrive(address: string): void {
    this.address = address
  }
}

/** The browser's address where there is a window, else one in memory. */
export function defaultNavigation(): PortalNavigation {
  return typeof window === 'undefined' ? new MemoryNavigation() : browserNavigation()
}
