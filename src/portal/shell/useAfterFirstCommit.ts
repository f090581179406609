import { startTransition, useEffect, useState } from 'react'

/**
 * False in the first render, true in a render right after it, itself a transition (rendered in slices). Parts
 * of the layout nobody sees in the first moment (the footer below the fold, the floating contacts) wait for it,
 * so the first screen's commit (React writing the page and Emotion inserting its styles, one task the browser
 * cannot interrupt) is shorter, and so is the layout after it.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    startTransition(() => setAfter(true))
  }, [])
  return after
}
