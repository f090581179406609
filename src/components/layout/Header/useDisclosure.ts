import { useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

/**
 * State and handlers of a disclosure (a button that shows and hides a panel of links), after the W3C
 * "disclosure navigation" pattern: Escape closes and returns focus to the button, moving focus out of the
 * item closes it, ArrowDown on the button opens the panel and focuses its first link, arrows move between links.
 */
export function useDisclosure(align: 'start' | 'end' = 'start') {
  // Who opened it: a hover opening closes when the pointer leaves; a click or key opening stays until dismissed.
  const [openedBy, setOpenedBy] = useState<'hover' | 'user' | null>(null)
  const open = openedBy !== null
  const setOpen = useCallback((value: boolean) => setOpenedBy(value ? 'user' : null), [])
  const panelId = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])

  const focusLink = (index: number) => {
    const all = links()
    if (all.length === 0) return
    all[(index + all.length) % all.length]?.focus()
  }

  const close = useCallback(() => setOpenedBy(null), [])

  // The panel's contents are drawn from its first opening on: until then it is an empty hidden box, so the first
  // screen does not build every category's vendor list (a third of the page's elements) that nobody has opened.
  const [openedOnce, setOpenedOnce] = useState(false)
  if (open && !openedOnce) setOpenedOnce(true)

  // A panel hanging from an entry near the end of the bar would stick out of the window (and make the page scroll
  // sideways): then it hangs from the entry's other edge instead. Measured on opening and when the window resizes.
  const [flipped, setFlipped] = useState(false)
  useLayoutEffect(() => {
    if (!open) return
    const measure = () => {
      const item = itemRef.current
      const panel = panelRef.current
      if (!item || !panel) return
      const box = item.getBoundingClientRect()
      const width = panel.offsetWidth
      const rtl = getComputedStyle(item).direction === 'rtl'
      // Where the panel's far edge lands when it is aligned with the entry's inline start (or end).
      const fromStart = rtl ? box.right - width >= 0 : box.left + width <= document.documentElement.clientWidth
      const fromEnd = rtl ? box.left + width <= document.documentElement.clientWidth : box.right - width >= 0
      setFlipped(align === 'start' ? !fromStart && fromEnd : !fromEnd && fromStart)
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [open, align])

  const onItemKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    const inPanel = panelRef.current?.contains(event.target as Node)
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      // The panel is in the DOM (only hidden) so its links can take focus once it is shown.
      requestAnimationFrame(() => focusLink(0))
    } else if (inPanel && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      const all = links()
      const current = all.indexOf(document.activeElement as HTMLElement)
      focusLink(current + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (inPanel && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault()
      focusLink(event.key === 'Home' ? 0 : -1)
    }
  }

  const onItemBlur = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return {
    open,
    setOpen,
    close,
    /** A click on the button: pins a hover-opened panel open, otherwise opens or closes it. */
    toggle: () => setOpenedBy((by) => (by === 'user' ? null : 'user')),
    hoverProps: {
      onMouseEnter: () => setOpenedBy((by) => by ?? 'hover'),
      onMouseLeave: () => setOpenedBy((by) => (by === 'hover' ? null : by)),
    },
    /** Whether to draw the panel's contents: it is open, or has been. */
    contentsDrawn: open || openedOnce,
    /** The panel sticks out of the window on its usual side: align it to the other edge of its entry. */
    flipped,
    panelId,
    itemRef,
    buttonRef,
    panelRef,
    itemProps: { ref: itemRef, onKeyDown: onItemKeyDown, onBlur: onItemBlur },
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId },
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  }
}
