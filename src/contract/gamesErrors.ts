/**
 * A game launch's error codes, an area table of the catalogue (errors.ts), registered by the launch's chunk
 * (src/portal/stores/LaunchStore.ts) with its messages (namespace `games`).
 */
import { entry, type ErrorEntry } from './errors'

export const GAMES_ERRORS = {
  // the launch: the vendor is in maintenance (value: its window; the portal suggests popular games), or the wallet
  // the game plays from holds less than its smallest bet (the portal opens the deposit page)
  'vendor.under.maintenance': entry(409, 'games:errors.vendorUnderMaintenance'),
  'launch.balance.not.enough': entry(400, 'games:errors.launchGameBalanceNotEnough', 'normal', 'openDeposit'),
} as const satisfies Record<string, ErrorEntry>

export type GamesErrorCode = keyof typeof GAMES_ERRORS
