/**
 * Stops the page behind open dialogs from scrolling, as MUI's Modal does (overflow hidden, and the body padded by
 * the scrollbar's width so nothing moves where scrollbars take room), without measuring the page in the task that
 * opens a dialog when the measurement could be taken earlier.
 *
 * Reading the scrollbar's width (`innerWidth - clientWidth`) forces a layout of the whole page when it is out of
 * date, as it is right after React has inserted a dialog: on a phone that made opening the announcement popup one
 * long task. A caller that knows a dialog is coming (the popup opens from an idle moment) notes the width in that
 * moment (`notePageScrollbar`), when the layout is up to date and reading it costs nothing; the next lock uses the
 * note. Without a fresh note the lock measures, as MUI does. Counted, so a dialog opened over another keeps the lock
 * until both close.
 */
const NOTE_LIFETIME_MS = 3000

let holders = 0
let noted: { width: number; at: number } | undefined
let restore: (() => void) | undefined

function scrollbarWidthNow(): number {
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth)
}

/** Notes the page's scrollbar width now, for the next lock: call it when the page's layout is up to date. */
export function notePageScrollbar(): void {
  noted = { width: scrollbarWidthNow(), at: performance.now() }
}

export function lockPageScroll(): () => void {
  if (holders === 0) {
    const fresh = noted && performance.now() - noted.at < NOTE_LIFETIME_MS ? noted.width : undefined
    noted = undefined
    const width = fresh ?? scrollbarWidthNow()
    const root = document.documentElement
    const body = document.body
    const previous = { overflow: root.style.overflow, paddingRight: body.style.paddingRight }
    root.style.overflow = 'hidden'
    // The body has no padding of its own (CssBaseline), so the scrollbar's width is all it needs.
    if (width > 0) body.style.paddingRight = `${width}px`
    restore = () => {
      root.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }
  holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) restore?.()
  }
}
