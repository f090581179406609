/**
 * React.lazy with the chunk failures of spec section 8 shown as ChunkErrorPage (never a blank page), and a
 * retry that imports again; after two failed retries the retry reloads the page, once per session, as a last
 * resort (a new deploy can leave old chunk names behind; a reload fetches the new entry).
 *
 * A chunk whose components read a lazy translation namespace (auth, member) names it: the component waits for
 * its strings as it waits for its code, both loading at once, so it never shows a raw key.
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { loadNamespaces, type LazyNamespace } from '../../../locales'
import { ChunkErrorPage } from '../../components/status/ChunkErrorPage'
import { isChunkLoadError, loadChunk, type ChunkLoadError } from './loadChunk'

const RELOAD_MARK = 'chunkReloaded'
const RETRIES_BEFORE_RELOAD = 2

function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_MARK)) return false
    sessionStorage.setItem(RELOAD_MARK, '1')
  } catch {
    return false
  }
  window.location.reload()
  return true
}

function clearReloadMark(): void {
  try {
    sessionStorage.removeItem(RELOAD_MARK)
  } catch {
    // storage unavailable: nothing to clear
  }
}

interface BoundaryProps {
  onRetry(): void
  fullPage: boolean
  children: ReactNode
}

/** Catches a ChunkLoadError below it; anything else goes on up to the route error boundary. */
export class ChunkErrorBoundary extends Component<BoundaryProps, { error: ChunkLoadError | null }> {
  override state: { error: ChunkLoadError | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    if (isChunkLoadError(error)) return { error }
    throw error
  }

  private readonly retry = () => {
    this.setState({ error: null })
    this.props.onRetry()
  }

  override render() {
    if (this.state.error) {
      return (
        <div data-testid="chunk-error-page" data-chunk-error={this.state.error.type} style={{ display: 'contents' }}>
          <ChunkErrorPage type={this.state.error.type} onRetry={this.retry} fullPage={this.props.fullPage} />
        </div>
      )
    }
    return this.props.children
  }
}

/**
 * Shows `fallback` until the instance has `namespaces` in the language it shows, then `children`. A failed load
 * surfaces as a chunk failure (the same error page and retry as the code). It waits in state rather than by
 * suspending: React 19.3 never retried a boundary suspended by `use()` on this load (the same lost retry the
 * /member reload once hit), while a state update always renders.
 */
function Namespaces({ namespaces, fallback, children }: { namespaces: readonly LazyNamespace[]; fallback: ReactNode; children: ReactNode }) {
  const { i18n } = useTranslation()
  const [failure, setFailure] = useState<unknown>(null)
  const [, setArrivals] = useState(0)
  const pending = loadNamespaces(i18n, namespaces)
  useEffect(() => {
    if (!pending) return
    let current = true
    loadChunk(() => pending).then(
      () => current && setArrivals((count) => count + 1),
      (error: unknown) => current && setFailure(error),
    )
    return () => {
      current = false
    }
  }, [pending])
  if (failure) throw failure
  return pending ? fallback : children
}

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type LazyWithRetryComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the chunk now (or joins the load under way). Once it has arrived, a component mounted after
   * it renders the module at once: no Suspense fallback, no retry lane for React to schedule. It never rejects:
   * a failure is shown by the component itself when it renders.
   */
  preload(): Promise<void>
}

/**
 * A lazily loaded component with timeout/missing/error handling and retry. `fullPage` says whether its error
 * page replaces the whole document (status pages) or sits inside the layout (route pages, modals); `fallback`
 * is what shows while it loads (route pages pass ChunkLoading; nothing by default); `namespaces` are the lazy
 * translation namespaces its components read.
 */
export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  options: { fullPage?: boolean; fallback?: ReactNode; namespaces?: readonly LazyNamespace[] } = {},
): LazyWithRetryComponent<P> {
  // One import at a time, shared by preload() and React.lazy; a failure clears it so a retry imports again.
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: ComponentType<P> | null = null
  const importOnce = () =>
    (loading ??= loadChunk(importer).then(
      (module) => {
        clearReloadMark()
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  let LazyComponent = lazy(importOnce)
  let failedRetries = 0

  function LazyWithRetry(props: P) {
    // Chosen once per mount, so the element type below never changes under a mounted page (which would remount
    // it): the module itself when it is already here, the lazy wrapper (suspending) otherwise.
    const [Component, setComponent] = useState<ComponentType<P>>(() => loaded ?? LazyComponent)
    const retry = () => {
      failedRetries += 1
      if (failedRetries > RETRIES_BEFORE_RELOAD && reloadOnce()) return
      LazyComponent = lazy(importOnce)
      setComponent(() => LazyComponent)
    }
    // The code starts loading now even when the strings below suspend first: both arrive together.
    if (!loaded) void importOnce().catch(() => undefined)
    const content = <Component {...props} />
    return (
      <ChunkErrorBoundary onRetry={retry} fullPage={options.fullPage ?? false}>
        <Suspense fallback={options.fallback ?? null}>
          {options.namespaces ? (
            <Namespaces namespaces={options.namespaces} fallback={options.fallback ?? null}>
              {content}
            </Namespaces>
          ) : (
            content
          )}
        </Suspense>
      </ChunkErrorBoundary>
    )
  }
  return Object.assign(LazyWithRetry, {
    preload: () =>
      importOnce().then(
        () => undefined,
        () => undefined,
      ),
  })
}
