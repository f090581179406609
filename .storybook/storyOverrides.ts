/**
 * A tiny store the visual-regression hook writes to and the preview decorator reads from: it re-renders the
 * current story in another colour scheme or direction without remounting it (so a dialog opened by a play
 * function stays open for the dark, light and right-to-left shots).
 */
import { useSyncExternalStore } from 'react'
import type { Direction, ThemeMode } from '../src/config/languages'

export interface StoryOverrides {
  mode?: ThemeMode
  direction?: Direction
}

let current: StoryOverrides = {}
const listeners = new Set<() => void>()

export function setStoryOverrides(next: StoryOverrides): void {
  current = next
  listeners.forEach((listener) => listener())
}

export function useStoryOverrides(): StoryOverrides {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}
