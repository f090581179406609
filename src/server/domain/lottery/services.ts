import type { SecretBox } from '../../crypto/secretBox'
import type { MemberEventBus } from '../events/bus'
import type { Database } from '../../db/database'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Clock, RandomSource } from '../../runtime'

/** What the lottery runs on; app.ts builds it for the routes and main.ts for the round job, from the same parts. */
export interface LotteryServices {
  db: Database
  clock: Clock
  /** Each round's secret seed is drawn from it (a CSPRNG in production). */
  random: RandomSource
  merchants: MerchantRegistry
  /** Seals each round's seed until its draw; every process of a deployment needs the same data key. */
  secrets: SecretBox
  /** Where winners' new balances are announced at settlement (the round job's; absent in tools that only read). */
  events?: MemberEventBus
}
