/**
 * Starting image loads in batches (spec section 9: "checks throttled to 200 ms"): the pictures that come into
 * view are queued, and the queue starts together at most once every 200 ms. A fast scroll past a long list asks
 * for a few batches, not one request per card per frame.
 */
export const LOAD_BATCH_INTERVAL_MS = 200

export interface LoadBatcher {
  /** Queues `start` for the next batch; returns a cancel (the picture left the page before its turn). */
  request(start: () => void): () => void
  /** Queued starts not yet run. */
  readonly pending: number
}

export interface LoadBatcherOptions {
  intervalMs?: number
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
}

export function createLoadBatcher({ intervalMs = LOAD_BATCH_INTERVAL_MS, now = () => Date.now(), setTimer = (run, ms) => setTimeout(run, ms) }: LoadBatcherOptions = {}): LoadBatcher {
  let queue: (() => void)[] = []
  let scheduled = false
  let lastFlush = Number.NEGATIVE_INFINITY

  const flush = () => {
    scheduled = false
    lastFlush = now()
    const batch = queue
    queue = []
    for (const start of batch) start()
  }

  return {
    request(start) {
      queue.push(start)
      if (!scheduled) {
        scheduled = true
        // The first batch after a quiet spell starts at once (next task); the next no sooner than intervalMs after.
        setTimer(flush, Math.max(0, lastFlush + intervalMs - now()))
      }
      return () => {
        queue = queue.filter((queued) => queued !== start)
      }
    },
    get pending() {
      return queue.length
    },
  }
}

/** The page's one batcher: every game picture waits its turn here. */
export const imageLoads = createLoadBatcher()
