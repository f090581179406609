/**
 * Demo data for `npm start`: notices for the shipped merchants, written once per data set. A `seed_runs` row
 * marks each set as done in the same transaction as its rows, so restarts (and several processes starting at
 * once) never duplicate it, and an operator's later edits or deletions are never undone.
 */
import type { Database, Queryable } from '../db/database'
import { insertNotice } from '../db/content/notices'
import type { MerchantRegistry } from '../merchants/registry'
import type { Clock } from '../runtime'
import { createPasswordHasher, type PasswordHasher } from '../domain/accounts/passwords'
import { accountSettings } from '../domain/accounts/settings'
import { seedAgentSetup, seedDemoAccounts, seedOpeningBalances, seedWithdrawalSetup } from './accounts'
import { DEMO_AGENCY_NOTICES } from './agency'
import { applyMiniGamesSettings, seedHouseArena, seedHouseBooks, seedHouseGames } from './games'
import { DEMO_NOTICES } from './demo'
import { SEED_HELP_MERCHANTS, seedHelpCentre } from './help'
import { SEED_FEEDBACK_MERCHANTS, seedFeedback, seedFeedbackChat } from './feedback'
import { SEED_ACTIVITY_MERCHANTS, seedActivities } from './activities'
import { SEED_POINTS_MERCHANTS, seedPoints } from './points'
import { SEED_PROMOTION_MERCHANTS, seedPromotions } from './promotions'
import { cryptoRandom } from '../runtime'
import { SEED_CHAT_MERCHANTS, seedChat } from './chat'
import { seedTeamActivity, TEAM_ACTIVITY_DAYS } from './teamActivity'
import { seedAgentContracts, seedWages } from './contracts'
import { seedLotteryPlay } from './lotteryPlay'
import { seedCockfightPlay } from './cockfightPlay'
import { seedSportsPlay } from './sportsPlay'
import type { SecretBox } from '../crypto/secretBox'
import { rollUpTeams } from '../domain/agents/rollups'
import { inProcessEventBus } from '../domain/events/bus'
import { LOTUS_NOTICES } from './lotus'
import type { SeedNotice } from './types'

export const SEED_NOTICES: Readonly<Record<string, readonly SeedNotice[]>> = {
  demo: DEMO_NOTICES,
  lotus: LOTUS_NOTICES,
}

/**
 * Agency notices (type AG, read only by agents), a data set of their own (`agencyNotices:<code>`), so a data
 * directory seeded before they existed gets them at its next start.
 */
export const SEED_AGENCY_NOTICES: Readonly<Record<string, readonly SeedNotice[]>> = {
  demo: DEMO_AGENCY_NOTICES,
}

const DAY_MS = 86_400_000

/**
 * Merchants whose demo accounts are seeded (DEMO_ACCOUNTS in seed/accounts.ts) when they are loaded: the demo, and
 * the journeys' short-round merchants, whose members need money to bet with: `lotto` (tests/e2e/merchants/lotto.json:
 * a lottery drawn every 20 s, a pool arena fighting every 90 s) and `arena` (a fixed-odds arena fighting every 90 s).
 * A merchant not loaded is skipped.
 */
export const SEED_ACCOUNT_MERCHANTS = ['demo', 'lotto', 'arena'] as const

/** Runs `write` once for the data set `name`: returns whether it ran now. */
async function once(db: Database, name: string, write: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [name])
    if (rows.length === 0) return false
    await write(tx)
    return true
  })
}

/** Seeds every data set whose merchant is loaded and that has not been seeded; returns the sets written now. */
export interface SeedOptions {
  /**
   * demoagent's team at play (seed/teamActivity.ts): hundreds of rounds played through the house server, for
   * `npm start`'s demo (main.ts asks for it). Tests that seed the accounts do not need them, and each would pay for them.
   */
  teamActivity?: boolean
  /**
   * The server's sealing key (its data key): with `teamActivity`, the demo's bets at the house books are seeded too,
   * whose days' programmes the running server must open.
   */
  secrets?: SecretBox
}

export async function seed(
  db: Database, merchants: MerchantRegistry, clock: Clock, hasher: PasswordHasher = createPasswordHasher(), options: SeedOptions = {},
): Promise<string[]> {
  const written: string[] = []
  for (const code of SEED_ACCOUNT_MERCHANTS) {
    const merchant = merchants.byCode(code)
    if (!merchant) continue
    const name = `accounts:${code}`
    const settings = accountSettings(merchant.config)
    if (await once(db, name, (tx) => seedDemoAccounts(tx, { merchantCode: code, defaultPassword: settings.defaultPassword, hasher, at: clock.now() }))) written.push(name)
    // Idempotent by its keys, so it runs at every start: an older data folder gets the money too.
    const { currency } = merchant.config
    await seedOpeningBalances(db, { merchantCode: code, currency: currency.code, decimals: currency.decimals, at: clock.now() })
    // A set of its own, so a data folder seeded before withdrawals existed gets it too.
    const withdrawalSetup = `withdrawalSetup:${code}`
    if (await once(db, withdrawalSetup, (tx) => seedWithdrawalSetup(tx, { merchantCode: code, hasher, at: clock.now() }))) written.push(withdrawalSetup)
    const agentSetup = `agentSetup:${code}`
    if (await once(db, agentSetup, (tx) => seedAgentSetup(tx, { merchantCode: code, hasher }))) written.push(agentSetup)
    // The merchant's terms offered to its top agents; on demo, signed and passed on to demosubagent (seed/contracts.ts),
    // two days before the team's first day of play, so its days are paid under them. Claimed first: its changes are
    // transactions of their own.
    const contracts = `contracts:${code}`
    if (await once(db, contracts, async () => {})) {
      await seedAgentContracts({ db, events: inProcessEventBus() }, merchants, { merchantCode: code, at: contractsFrom(clock), passOn: code === 'demo' })
      written.push(contracts)
    }
  }
  // Every merchant's catalogue has the house vendor's games (a set per merchant, so a new merchant gets them).
  for (const merchant of merchants.merchants) {
    const name = `games:${merchant.config.code}`
    if (await once(db, name, (tx) => seedHouseGames(tx, { merchantCode: merchant.config.code, at: clock.now() }))) written.push(name)
    // The house books (sports, e-sports) its navigation lists: a set of its own, so an older data folder gets them.
    const books = `books:${merchant.config.code}`
    if (await once(db, books, (tx) => seedHouseBooks(tx, { merchantCode: merchant.config.code, at: clock.now(), topNav: merchant.config.navigation.topNav }))) written.push(books)
    // The cockfighting arena: a set of its own, so a data folder seeded before the arena existed gets it.
    const arena = `arena:${merchant.config.code}`
    if (await once(db, arena, (tx) => seedHouseArena(tx, { merchantCode: merchant.config.code, at: clock.now(), topNav: merchant.config.navigation.topNav }))) written.push(arena)
    // The merchant's placing of its mini games, at every start: a setting kept in step, not a data set seeded once.
    await applyMiniGamesSettings(db, merchant.config)
  }
  // demoagent's team at play: claimed first (its rounds are many transactions of their own), so it runs once.
  if (options.teamActivity && merchants.byCode('demo')) {
    const name = 'teamActivity:demo'
    if (await once(db, name, async () => {})) {
      await seedTeamActivity(db, { merchantCode: 'demo', merchants, hasher, now: clock.now() })
      await seedLotteryPlay(db, { merchantCode: 'demo', merchants, now: clock.now() })
      await rollUpTeams({ db, merchants })
      // The wages of the team's days, under the contracts seeded before them.
      await seedWages(db, merchants, { merchantCode: 'demo', from: contractsFrom(clock), now: clock.now() })
      written.push(name)
    }
  }
  // The demo's bets at the house books: a set of its own, so a data folder seeded before the books gets them.
  if (options.teamActivity && options.secrets && merchants.byCode('demo')) {
    const name = 'sportsPlay:demo'
    if (await once(db, name, async () => {})) {
      await seedSportsPlay(db, { merchantCode: 'demo', merchants, now: clock.now(), secrets: options.secrets })
      await rollUpTeams({ db, merchants })
      written.push(name)
    }
    // And at the cockfighting arena: a set of its own, so a data folder seeded before the arena gets it.
    const arenaName = 'cockfightPlay:demo'
    if (await once(db, arenaName, async () => {})) {
      await seedCockfightPlay(db, { merchantCode: 'demo', merchants, now: clock.now(), secrets: options.secrets })
      await rollUpTeams({ db, merchants })
      written.push(arenaName)
    }
  }
  for (const [prefix, sets] of [['notices', SEED_NOTICES], ['agencyNotices', SEED_AGENCY_NOTICES]] as const) {
    for (const [code, notices] of Object.entries(sets)) {
      if (!merchants.byCode(code)) continue
      const name = `${prefix}:${code}`
      if (await once(db, name, (tx) => seedNotices(tx, code, notices, clock))) written.push(name)
    }
  }
  // The help centre's topics and articles (seed/help.ts), a set per shipped brand.
  for (const code of SEED_HELP_MERCHANTS) {
    const merchant = merchants.byCode(code)
    const name = `help:${code}`
    if (merchant && (await once(db, name, (tx) => seedHelpCentre(tx, merchant.config, clock.now())))) written.push(name)
  }
  // Each brand's promotions hall (seed/promotions.ts), written through the domain's own write.
  for (const code of SEED_PROMOTION_MERCHANTS) {
    const merchant = merchants.byCode(code)
    const name = `promotions:${code}`
    if (merchant && (await once(db, name, (tx) => seedPromotions(tx, merchant.config, clock.now())))) written.push(name)
  }
  // demomember's feedback tickets (seed/feedback.ts), after its account: claimed first, its calls are transactions of their own.
  for (const code of SEED_FEEDBACK_MERCHANTS) {
    const merchant = merchants.byCode(code)
    const name = `feedback:${code}`
    if (merchant && (await once(db, name, async () => {}))) {
      await seedFeedback({ db, events: inProcessEventBus(), random: cryptoRandom }, merchant.config, clock.now())
      written.push(name)
    }
    // demomember's live chat conversation (a data set of its own, so a database seeded before it gets it too).
    const chat = `feedback-chat:${code}`
    if (merchant && (await once(db, chat, async () => {}))) {
      await seedFeedbackChat({ db, events: inProcessEventBus(), random: cryptoRandom }, merchant.config, clock.now())
      written.push(chat)
    }
  }
  // Each brand's points catalogue, and on demo what the demo's bets earned with demomember's redeems (seed/points.ts),
  // after the play above: claimed first, its calls are transactions of their own.
  for (const code of SEED_POINTS_MERCHANTS) {
    const merchant = merchants.byCode(code)
    const name = `points:${code}`
    if (merchant && (await once(db, name, async () => {}))) {
      await seedPoints({ db, random: cryptoRandom, hasher }, merchant.config, clock.now())
      written.push(name)
    }
  }
  // demomember's and downline1's activities and bonuses (seed/activities.ts), after the promotions hall and the accounts:
  // claimed first, its calls are transactions of their own. The bonuses paid and played through are the demo's play
  // (with `teamActivity`): without it (the journeys' quieter site) no demo balance moves, only an application waits.
  for (const code of SEED_ACTIVITY_MERCHANTS) {
    const merchant = merchants.byCode(code)
    const name = `activities:${code}`
    if (merchant && (await once(db, name, async () => {}))) {
      await seedActivities(db, merchants, merchant.config, clock.now(), { play: options.teamActivity === true })
      written.push(name)
    }
  }
  // The chat room's day of talk (seed/chat.ts), after the accounts and the team's players it is written by: claimed
  // first, since each message is a send of its own (its own transaction), as a member's is.
  for (const code of SEED_CHAT_MERCHANTS) {
    const merchant = merchants.byCode(code)
    const name = `chat:${code}`
    if (merchant?.config.chat?.enabled && (await once(db, name, async () => {}))) {
      await seedChat(db, merchants, { merchantCode: code, now: clock.now() })
      written.push(name)
    }
  }
  return written
}

/** When the demo's contracts are signed: the day before the team's first day of play. */
const contractsFrom = (clock: Clock) => new Date(Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS - (TEAM_ACTIVITY_DAYS + 1) * DAY_MS)

/** Writes a merchant's notices: live from a day back, each a minute after the one before, in a stable order. */
async function seedNotices(tx: Queryable, code: string, notices: readonly SeedNotice[], clock: Clock): Promise<void> {
  const base = clock.now().getTime() - DAY_MS
  let sort = 0
  for (const notice of notices) {
    const startAt = new Date(base + sort * 60_000)
    await insertNotice(tx, {
      merchantCode: code,
      type: notice.type,
      title: { ...notice.title },
      content: { ...notice.content },
      imageUrl: notice.imageUrl ?? null,
      link: notice.link ?? null,
      sort: sort++,
      startAt,
      endAt: notice.endsAfterDays ? new Date(clock.now().getTime() + notice.endsAfterDays * DAY_MS) : null,
    })
  }
}
