/** One entry of a page list: a page number, or an ellipsis standing for the pages left out. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' }

/** The spec's defaults (section 9): a window of 3 pages around the current one, 1 page at each end. */
export const PAGE_RANGE = 3
export const PAGE_MARGIN = 1

/**
 * The pages to show for page `current` of `total` (1-based): the first `margin` pages, a window of `range`
 * pages around `current` (shifted inward at the ends so it keeps its size), the last `margin` pages, and an
 * ellipsis for each gap. A gap of a single page shows that page instead: an ellipsis there would hide nothing.
 */
export function paginationItems(current: number, total: number, range = PAGE_RANGE, margin = PAGE_MARGIN): PaginationItem[] {
  if (total < 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)
  const windowSize = Math.min(Math.max(1, range), total)
  let start = page - Math.floor((windowSize - 1) / 2)
  start = Math.min(Math.max(1, start), total - windowSize + 1)
  const end = start + windowSize - 1

  const shown = new Set<number>()
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p)
  for (let p = start; p <= end; p += 1) shown.add(p)
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p)

  const pages = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  pages.forEach((p, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && p - previous === 2) items.push({ type: 'page', page: p - 1 })
    else if (previous !== undefined && p - previous > 2) items.push({ type: 'ellipsis', position: p <= page ? 'start' : 'end' })
    items.push({ type: 'page', page: p })
  })
  return items
}
