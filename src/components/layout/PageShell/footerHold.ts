import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react'

/** Starts a hold on the footer; the returned function ends it (once: it is an effect's clean-up). */
export type HoldFooter = () => () => void

/** The page shell's hold, or none outside a shell (a component's story): holding then does nothing. */
export const FooterHoldContext = createContext<HoldFooter | null>(null)

/**
 * The shell's side: how many parts of the page hold the footer now, and the hold function to provide. The count
 * changes in layout effects, so a footer held by what a commit draws is never painted in between.
 */
export function useFooterHolds(): [held: boolean, hold: HoldFooter] {
  const [holds, setHolds] = useState(0)
  const hold = useCallback<HoldFooter>(() => {
    setHolds((count) => count + 1)
    return () => setHolds((count) => count - 1)
  }, [])
  return [holds > 0, hold]
}

/**
 * While `holding`, the page's footer is not drawn. A part of the page whose content arrives after it is drawn
 * (skeletons waiting for a list, a section waiting for its chunk) holds it: content growing above a footer on screen
 * pushes it down, which is a layout shift the visitor sees; nothing below that content means nothing moves, and the
 * footer, drawn once the content is in, simply appears under it.
 */
export function useFooterHold(holding: boolean): void {
  const hold = useContext(FooterHoldContext)
  useLayoutEffect(() => (holding && hold ? hold() : undefined), [holding, hold])
}
