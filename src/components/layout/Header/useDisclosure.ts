import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

/**
 * State and handlers of a disclosure (a button that shows and hides a panel of links), after the W3C
 * "disclosure navigation" pattern: Escape closes and returns focus to the button, moving focus out of the
 * item closes it, ArrowDown on the button opens the panel and focuses its first link, arrows move between links.
 */
export function useDisclosure() {
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
    panelId,
    itemRef,
    buttonRef,
    panelRef,
    itemProps: { ref: itemRef, onKeyDown: onItemKeyDown, onBlur: onItemBlur },
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId },
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  }
}
