import type { SecretBox } from '../../../crypto/secretBox'
import type { Database } from '../../../db/database'
import type { HouseWallet } from '../../../games/house/server/walletClient'
import type { MerchantRegistry } from '../../../merchants/registry'
import type { Clock, RandomSource } from '../../../runtime'

/** What the book runs on: app.ts builds it for the routes and the book's job, from the same parts as the house games. */
export interface BookServices {
  db: Database
  clock: Clock
  /** Each day's programme seed is drawn from it (the server's CSPRNG). */
  random: RandomSource
  merchants: MerchantRegistry
  /** Seals the days' seeds and the bets' game session tokens. */
  secrets: SecretBox
  /** The member's wallet, over the vendor protocol. */
  wallet: HouseWallet
}
