/**
 * Activities' demo data (`activities:<code>`, seed/index.ts), after the promotions hall and the accounts: made through
 * the domain's own calls (domain/engagement/activities*.ts), each at its moment of the past, so they obey the
 * transition table and the ledger like any member's:
 * - demomember claimed the slots free bonus (50, 3× turnover) an hour ago and rolled the house dice for half of its
 *   turnover since, through the house game server and the vendor protocol's wallet calls (the bonus details page shows
 *   75 of 150 played, and a withdrawal names the 75 still to bet);
 * - demomember's application to the newbie welcome bonus waits for staff, with a remark and a screenshot;
 * - downline1's application to it was approved by staff yesterday: issued, its bonus paid.
 * The bonuses paid and played are the demo's play (`play`, with npm start's team activity): without it, as on the
 * journeys' quieter site, no demo balance moves and only demomember's application is written.
 */
import type { MerchantConfig } from '../../config/schema'
import { toMajorString } from '../../contract/money'
import type { Database } from '../db/database'
import { findMemberByUsername } from '../db/member/members'
import { claimActivity } from '../domain/engagement/activities'
import { applyActivity, approveApplication, uploadActivityImage } from '../domain/engagement/activitiesApplications'
import { diceRoll, type HousePlayServices } from '../games/house/server/play'
import type { MerchantRegistry } from '../merchants/registry'
import { cryptoRandom, fixedClock } from '../runtime'
import { inProcessWallet, launchHouseGame } from './teamActivity'

/** Merchants whose members get demo activities (the promotions and members are seeded there). */
export const SEED_ACTIVITY_MERCHANTS = ['demo'] as const

const HOUR_MS = 3_600_000
const DICE_STUDIO = 'HMINI'

/** A 2×2 PNG (a real one: the upload checks the bytes), standing for a member's deposit slip. */
const SLIP = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==', 'base64')

export async function seedActivities(db: Database, merchants: MerchantRegistry, config: MerchantConfig, now: Date, { play }: { play: boolean }): Promise<void> {
  const member = await findMemberByUsername(db, config.code, 'demomember')
  const other = await findMemberByUsername(db, config.code, 'downline1')
  if (!member || !other) return
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS)
  const has = async (code: string) => (await db.query('SELECT 1 FROM promotions WHERE merchant_code = $1 AND code = $2', [config.code, code])).rows.length > 0

  if (play && (await has('slots-free-bonus'))) {
    await claimActivity(db, { config, memberId: member.id, at: at(1) }, 'slots-free-bonus')
    await playDice(db, merchants, config, member.id, at(0.9), 5, 1_500n)
  }
  if (await has('newbie-welcome')) {
    const slip = await uploadActivityImage(db, cryptoRandom, { config, memberId: member.id, at: at(0.5) }, { contentType: 'image/png', data: SLIP })
    await applyActivity(db, { config, memberId: member.id, at: at(0.5) }, {
      idempotencyKey: 'seed-activity-newbie', code: 'newbie-welcome', remark: 'First deposit made by bank transfer; the slip is attached.', imageIds: [slip.imageId],
    })
    if (play) {
      const applied = await applyActivity(db, { config, memberId: other.id, at: at(30) }, { idempotencyKey: 'seed-activity-newbie-2', code: 'newbie-welcome', remark: 'Please add my welcome bonus.' })
      await approveApplication(db, config, applied.id, 'admin:promotions', at(24))
    }
  }
}

/** `rolls` house dice rolls of `stake` (minor units) each from `at`, as the frame plays them. */
async function playDice(db: Database, merchants: MerchantRegistry, config: MerchantConfig, memberId: number, at: Date, rolls: number, stake: bigint): Promise<void> {
  const { rows } = await db.query<{ node_id: bigint }>(`SELECT node_id FROM games WHERE merchant_code = $1 AND vendor_code = $2 AND game_type = 'dice'`, [config.code, DICE_STUDIO])
  if (!rows[0]) return
  const clock = fixedClock(at)
  const services: HousePlayServices = { db, merchants, wallet: inProcessWallet({ db, merchants }, clock), random: cryptoRandom, clock, minCycleMs: 0 }
  const session = await launchHouseGame(db, { merchantCode: config.code, memberId, vendorCode: DICE_STUDIO, nodeId: rows[0].node_id, at })
  for (let r = 0; r < rolls; r++) {
    clock.advance(30_000)
    await diceRoll(services, { session, stake: toMajorString(stake, config.currency.decimals), direction: r % 2 ? 'over' : 'under', target: 5_000 })
  }
}
