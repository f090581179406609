import type { ReactNode } from 'react'

/**
 * A `data-testid` around a region for the end-to-end tests, without a box of its own (`display: contents`), so
 * layout (e.g. the sticky header) is exactly as without it.
 */
export function TestRegion({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div data-testid={id} style={{ display: 'contents' }}>
      {children}
    </div>
  )
}
