/**
 * Vite announces a failed preload (a CSS file or a JS dependency of a lazy chunk) with a `vite:preloadError`
 * event before rejecting the dynamic import. The portal does not prevent it: the import then rejects and
 * lazyWithRetry shows ChunkErrorPage with a retry. The listener keeps the last failure for diagnostics.
 */
export const preloadFailures: { url: string | undefined; at: number }[] = []

export function watchPreloadErrors(target: Window = window): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    const message = payload instanceof Error ? payload.message : String(payload)
    preloadFailures.push({ url: /(\S+\.(?:css|js))\b/.exec(message)?.[1], at: Date.now() })
    if (preloadFailures.length > 10) preloadFailures.shift()
  }
  target.addEventListener('vite:preloadError', listener)
  return () => target.removeEventListener('vite:preloadError', listener)
}
