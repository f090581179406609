/**
 * React.lazy with the chunk failures of spec section 8 shown as ChunkErrorPage (never a blank page), and a
 * retry that imports again; after two failed retries the retry reloads the page, once per session, as a last
 * resort (a new deploy can leave old chunk names behind; a reload fetches the new entry).
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
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
 * A lazily loaded component with timeout/missing/error handling and retry. `fullPage` says whether its error
 * page replaces the whole document (status pages) or sits inside the layout (route pages, modals); `fallback`
 * is what shows while it loads (route pages pass ChunkLoading; nothing by default).
 */
export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  options: { fullPage?: boolean; fallback?: ReactNode } = {},
): ComponentType<P> {
  const load = () =>
    lazy(() =>
      loadChunk(importer).then((module) => {
        clearReloadMark()
        return module
      }),
    )
  let LazyComponent = load()
  let failedRetries = 0

  function LazyWithRetry(props: P) {
    const [, setGeneration] = useState(0)
    const retry = () => {
      failedRetries += 1
      if (failedRetries > RETRIES_BEFORE_RELOAD && reloadOnce()) return
      LazyComponent = load()
      setGeneration((g) => g + 1)
    }
    return (
      <ChunkErrorBoundary onRetry={retry} fullPage={options.fullPage ?? false}>
        <Suspense fallback={options.fallback ?? null}>
          <LazyComponent {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    )
  }
  return LazyWithRetry
}
