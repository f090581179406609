import { createContext, useContext } from 'react'
import type { RootStore } from './stores/RootStore'

const RootStoreContext = createContext<RootStore | null>(null)

export const RootStoreProvider = RootStoreContext.Provider

/** The portal's RootStore (provided once by main.tsx; tests provide their own). */
export function useRootStore(): RootStore {
  const root = useContext(RootStoreContext)
  if (!root) throw new Error('useRootStore outside RootStoreProvider')
  return root
}
