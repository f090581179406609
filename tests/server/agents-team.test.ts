/**
 * The team rollups and reports (docs/agents.md) against figures computed independently from what was generated:
 * random trees and random activity (rounds settled in any order, deposits, bonuses, withdrawals), counted by the
 * team job in random batches, then every report compared with a brute-force sum over the generated rows. Also the
 * merchant's day boundary, a moved subtree, and the closure table against the upline chain. PGlite, and PostgreSQL
 * with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MerchantConfig } from '../../src/config/schema'
import { toMajorString } from '../../src/contract/money'
import type { Database } from '../../src/server/db/database'
import { rollUpTeamEvents } from '../../src/server/db/agents/rollups'
import { insertMember } from '../../src/server/db/member/members'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { migrate } from '../../src/server/db/migrate'
import { teamOverview, teamProfitLoss, type ReportCall } from '../../src/server/domain/agents/reports'
import { creditDeposit, grantBonus } from '../../src/server/domain/money/movements'
import { seed } from '../../src/server/seed'
import { seedHouseGames } from '../../src/server/seed/games'
import { BACKENDS, expectLedgerBalanced, loadTestMerchants, type TestDatabase } from './helpers'

const DAY_MS = 86_400_000
/** The demo merchant counts days in UTC+07:00 (its default). */
const OFFSET_MS = 7 * 3_600_000
const START = Date.parse('2026-10-01T00:00:00Z')

/** A small seeded generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] }
}

const dayOf = (ms: number) => new Date(Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS).toISOString().slice(0, 10)

interface Node { id: number; username: string; accountType: number; upline: number | null; regAt: number }
interface Round { member: number; bet: bigint; win: bigint; at: number; gameType: string }
interface Money { member: number; amount: bigint; at: number; kind: 'deposit' | 'bonus' }

describe.each(BACKENDS)('team reports on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let config: MerchantConfig
  let nodes: { rng: number; live: number }

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    await seedHouseGames(db, { merchantCode: 'demo', at: new Date(START) })
    const registry = await loadTestMerchants()
    config = registry.byCode('demo')!.config
    const { rows } = await db.query<{ category: string; node_id: number }>(`SELECT category, min(node_id)::integer AS node_id FROM games WHERE merchant_code = 'demo' GROUP BY category`)
    nodes = { rng: rows.find((r) => r.category === 'RNG')!.node_id, live: rows.find((r) => r.category === 'LIVE')!.node_id }
  })
  afterAll(() => handle?.dispose())

  let serial = 0
  async function makeTree(rnd: ReturnType<typeof random>, size: number): Promise<Node[]> {
    const tree: Node[] = []
    for (let i = 0; i < size; i++) {
      const agents = tree.filter((n) => n.accountType !== 0)
      const accountType = i === 0 ? 1 : rnd.next() < 0.3 ? 2 : 0
      const upline = i === 0 ? null : rnd.pick(agents).id
      const regAt = START + rnd.int(12) * DAY_MS + rnd.int(DAY_MS)
      const username = `t${backend.name[0]}${++serial}x`
      const inserted = await insertMember(db, { merchantCode: 'demo', username, passwordHash: 'x', accountType, uplineId: upline, at: new Date(regAt) })
      if ('conflict' in inserted) throw new Error('conflict')
      tree.push({ id: inserted.id, username, accountType, upline, regAt })
    }
    return tree
  }

  async function settle(round: Round): Promise<void> {
    const ref = `r${++serial}`
    const node = round.gameType === 'LIVE' ? nodes.live : nodes.rng
    await db.query(
      `INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, created_at)
       SELECT 'demo', vendor_code, $1, $2, node_id, 'main', $3, $4 FROM games WHERE node_id = $5`,
      [ref, round.member, round.bet.toString(), new Date(round.at), node],
    )
    await db.query(`UPDATE game_rounds SET status = 'settled', win = $2, settled_at = $3 WHERE round_ref = $1`, [ref, round.win.toString(), new Date(round.at)])
  }

  async function drain(rnd: ReturnType<typeof random>) {
    for (;;) {
      const taken = await rollUpTeamEvents(db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 1 + rnd.int(40) })
      if (taken === 0) return
    }
  }

  function below(tree: Node[], ancestor: number): Node[] {
    const kids = tree.filter((n) => n.upline === ancestor)
    return kids.flatMap((k) => [k, ...below(tree, k.id)])
  }

  const call = (agent: Node): ReportCall => ({
    db, config, now: new Date(START + 40 * DAY_MS),
    principal: { memberId: agent.id, username: agent.username, accountType: agent.accountType, sessionId: 0, passwordChangeRequired: false, idleExpiresAt: new Date(), expiresAt: new Date() },
  })
  const m = (minor: bigint) => toMajorString(minor, 2)

  it('every report equals the sum over the raw rows, for random trees, activity, batches and ranges', async () => {
    for (const seed of [7, 19, 2026]) {
      const rnd = random(seed)
      const tree = await makeTree(rnd, 25)
      const rounds: Round[] = []
      const money: Money[] = []
      for (let i = 0; i < 160; i++) {
        const member = rnd.pick(tree).id
        const bet = BigInt(50 + rnd.int(5_000))
        const outcome = rnd.next()
        // Losses, wins, and pushes (paid back exactly: not a valid bet).
        const win = outcome < 0.5 ? 0n : outcome < 0.6 ? bet : BigInt(rnd.int(12_000))
        rounds.push({ member, bet, win, at: START + rnd.int(30 * DAY_MS), gameType: rnd.next() < 0.5 ? 'LIVE' : 'RNG' })
      }
      for (let i = 0; i < 40; i++) money.push({ member: rnd.pick(tree).id, amount: BigInt(1 + rnd.int(100_000)), at: START + rnd.int(30 * DAY_MS), kind: rnd.next() < 0.8 ? 'deposit' : 'bonus' })
      // Settled in a random order (a late round's day comes after later days), counted in between in random batches.
      const shuffled = [...rounds].sort(() => rnd.next() - 0.5)
      for (const [i, round] of shuffled.entries()) {
        await settle(round)
        if (i % 37 === 0) await drain(rnd)
      }
      for (const [i, x] of money.entries()) {
        const movement = { merchantCode: 'demo', currency: 'THB', memberId: x.member, amount: x.amount, idempotencyKey: `tm-${seed}-${i}`, actor: 'test', at: new Date(x.at) }
        await (x.kind === 'deposit' ? creditDeposit(db, movement) : grantBonus(db, movement))
      }
      await drain(rnd)

      for (const agent of tree.filter((n) => n.accountType !== 0)) {
        const team = below(tree, agent.id)
        const ids = new Set(team.map((n) => n.id))
        for (let r = 0; r < 3; r++) {
          const a = rnd.int(30)
          const b = a + rnd.int(30 - a)
          const from = dayOf(START + a * DAY_MS)
          const to = dayOf(START + b * DAY_MS)
          const inRange = (at: number) => dayOf(at) >= from && dayOf(at) <= to
          const rs = rounds.filter((x) => ids.has(x.member) && inRange(x.at))
          const sum = (xs: bigint[]) => xs.reduce((s, v) => s + v, 0n)
          const deposits = money.filter((x) => x.kind === 'deposit' && ids.has(x.member))
          const firsts = new Map<number, number>()
          for (const d of [...deposits].sort((p, q) => p.at - q.at)) if (!firsts.has(d.member)) firsts.set(d.member, d.at)
          const overview = await teamOverview(call(agent), { range: 'custom', from, to })
          const bets = sum(rs.map((x) => x.bet))
          const wins = sum(rs.map((x) => x.win))
          const bonuses = sum(money.filter((x) => x.kind === 'bonus' && ids.has(x.member) && inRange(x.at)).map((x) => x.amount))
          expect(overview.figures, `seed ${seed} agent ${agent.username} ${from}..${to}`).toEqual({
            bets: m(bets),
            validBets: m(sum(rs.filter((x) => x.win !== x.bet).map((x) => x.bet))),
            wins: m(wins),
            bonuses: m(bonuses),
            netProfit: m(wins + bonuses - bets),
            deposits: m(sum(deposits.filter((x) => inRange(x.at)).map((x) => x.amount))),
            withdrawals: '0.00',
            rounds: rs.length,
          })
          expect(overview.activeMembers).toBe(new Set(rs.filter((x) => x.win !== x.bet && x.bet >= 100n).map((x) => x.member)).size)
          expect(overview.newMembers).toBe(team.filter((n) => inRange(n.regAt)).length)
          expect(overview.firstDeposits).toBe([...firsts.values()].filter(inRange).length)
          expect(overview.team).toEqual({
            size: team.length,
            directMembers: team.filter((n) => n.upline === agent.id && n.accountType === 0).length,
            directAgents: team.filter((n) => n.upline === agent.id && n.accountType !== 0).length,
            indirectMembers: team.filter((n) => n.upline !== agent.id && n.accountType === 0).length,
            indirectAgents: team.filter((n) => n.upline !== agent.id && n.accountType !== 0).length,
          })
          expect(overview.daily.length).toBe(b - a + 1)

          // Profit and loss per direct line: a member's own play, a sub-agent's own and its team's.
          const pl = await teamProfitLoss(call(agent), { range: 'custom', from, to, pageSize: '100' })
          const expected = tree
            .filter((n) => n.upline === agent.id)
            .map((kid) => {
              const line = new Set([kid.id, ...below(tree, kid.id).map((n) => n.id)])
              const lr = rs.filter((x) => line.has(x.member))
              const lb = sum(money.filter((x) => x.kind === 'bonus' && line.has(x.member) && inRange(x.at)).map((x) => x.amount))
              return { account: kid.username, bets: sum(lr.map((x) => x.bet)), wins: sum(lr.map((x) => x.win)), bonuses: lb, rounds: lr.length }
            })
            .filter((x) => x.rounds > 0 || x.bonuses !== 0n)
            .sort((p, q) => (p.account.toLowerCase() < q.account.toLowerCase() ? -1 : 1))
          expect(pl.list.map((x) => ({ account: x.account, bets: x.bets, wins: x.wins, bonuses: x.bonuses, rounds: x.rounds }))).toEqual(
            expected.map((x) => ({ account: x.account, bets: m(x.bets), wins: m(x.wins), bonuses: m(x.bonuses), rounds: x.rounds })),
          )
          // Sorted by a figure: the same lines, in that figure's order.
          const byNet = await teamProfitLoss(call(agent), { range: 'custom', from, to, pageSize: '100', sort: 'netProfit', order: 'desc' })
          expect(byNet.list.map((x) => x.account).sort()).toEqual(pl.list.map((x) => x.account).sort())
          const nets = byNet.list.map((x) => Number(x.netProfit))
          expect(nets).toEqual([...nets].sort((p, q) => q - p))
          expect(pl.footer.bets).toBe(m(bets))
          expect(pl.totalCount).toBe(expected.length)
        }
      }
    }
  })

  it('counts a round on the merchant’s day: 23:59:59 and 00:00:00 in UTC+07:00 fall on two days', async () => {
    const rnd = random(1)
    const [agent, member] = await (async () => {
      const a = await insertMember(db, { merchantCode: 'demo', username: `tz${backend.name[0]}a`, passwordHash: 'x', accountType: 1, at: new Date(START) })
      const b = await insertMember(db, { merchantCode: 'demo', username: `tz${backend.name[0]}b`, passwordHash: 'x', accountType: 0, uplineId: (a as { id: number }).id, at: new Date(START) })
      return [(a as { id: number }).id, (b as { id: number }).id]
    })()
    // 2026-10-05 17:00:00Z is midnight of 2026-10-06 in Bangkok.
    const midnight = Date.parse('2026-10-05T17:00:00Z')
    await settle({ member, bet: 300n, win: 0n, at: midnight - 1_000, gameType: 'RNG' })
    await settle({ member, bet: 500n, win: 0n, at: midnight, gameType: 'RNG' })
    await drain(rnd)
    const agentNode = { id: agent, username: `tz${backend.name[0]}a`, accountType: 1, upline: null, regAt: START }
    const day = async (d: string) => (await teamOverview(call(agentNode), { range: 'custom', from: d, to: d })).figures.bets
    expect(await day('2026-10-05')).toBe('3.00')
    expect(await day('2026-10-06')).toBe('5.00')
  })

  it('a moved subtree takes its figures and counts from its old line to its new one, and the tree follows', async () => {
    const rnd = random(3)
    const make = async (name: string, accountType: number, upline: number | null) => {
      const r = await insertMember(db, { merchantCode: 'demo', username: `mv${backend.name[0]}${name}`, passwordHash: 'x', accountType, uplineId: upline, at: new Date(START) })
      return { id: (r as { id: number }).id, username: `mv${backend.name[0]}${name}`, accountType, upline, regAt: START }
    }
    const top = await make('top', 1, null)
    const left = await make('left', 2, top.id)
    const right = await make('right', 2, top.id)
    const sub = await make('sub', 2, left.id)
    const player = await make('player', 0, sub.id)
    await settle({ member: player.id, bet: 1_000n, win: 0n, at: START + 2 * DAY_MS, gameType: 'LIVE' })
    await drain(rnd)
    const bets = async (agent: Node) => (await teamOverview(call(agent), { range: 'custom', from: '2026-10-01', to: '2026-10-30' })).figures.bets
    expect([await bets(top), await bets(left), await bets(right)]).toEqual(['10.00', '10.00', '0.00'])

    await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [sub.id, right.id])
    expect([await bets(top), await bets(left), await bets(right), await bets(sub)]).toEqual(['10.00', '0.00', '10.00', '10.00'])
    // Profit and loss per line: the top's play moved from its left line to its right one; right's line is sub.
    const lines = async (agent: Node) =>
      (await teamProfitLoss(call(agent), { range: 'custom', from: '2026-10-01', to: '2026-10-30' })).list.map((l) => [l.account, l.bets])
    expect(await lines(top)).toEqual([[right.username, '10.00']])
    expect(await lines(right)).toEqual([[sub.username, '10.00']])
    expect(await lines(left)).toEqual([])
    // Moved again, two levels below the top: the top still sees it in its right line, right in its new sub-agent's.
    const far = await make('far', 2, right.id)
    await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [sub.id, far.id])
    expect(await lines(top)).toEqual([[right.username, '10.00']])
    expect(await lines(right)).toEqual([[far.username, '10.00']])
    expect(await lines(far)).toEqual([[sub.username, '10.00']])
    await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [sub.id, right.id])
    const size = async (agent: Node) => (await teamOverview(call(agent), { range: 'today' })).team
    expect(await size(left)).toMatchObject({ size: 0 })
    expect(await size(right)).toMatchObject({ size: 3, directAgents: 2, indirectMembers: 1 })
    expect(await size(top)).toMatchObject({ size: 5, directAgents: 2, indirectAgents: 2, indirectMembers: 1 })
    // The active member moved too.
    expect((await teamOverview(call(right), { range: 'custom', from: '2026-10-01', to: '2026-10-30' })).activeMembers).toBe(1)
    expect((await teamOverview(call(left), { range: 'custom', from: '2026-10-01', to: '2026-10-30' })).activeMembers).toBe(0)

    // The closure table is exactly the upline chain of every member.
    const { rows } = await db.query<{ bad: number }>(
      `WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
         SELECT upline_id, id, 1 FROM members WHERE upline_id IS NOT NULL
         UNION ALL SELECT m.upline_id, c.member_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL)
       SELECT count(*)::integer AS bad FROM (
         (SELECT ancestor_id, member_id, depth FROM chain EXCEPT SELECT ancestor_id, member_id, depth FROM member_tree)
         UNION ALL
         (SELECT ancestor_id, member_id, depth FROM member_tree EXCEPT SELECT ancestor_id, member_id, depth FROM chain)) x`,
    )
    expect(rows[0].bad).toBe(0)

    // A member cannot be moved below itself.
    await expect(db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [right.id, player.id])).rejects.toThrow(/team\.move\.cycle/)
  })

  // Runs npm start's whole seed (demo play, the arena's and the book's days, engagement): its limit is for a hang.
  it('the demo\'s team at play (npm start\'s seed): demoagent\'s overview shows its players\' rounds, as the raw rounds sum them', async () => {
    const fresh = await backend.open()
    try {
      await migrate(fresh.db)
      const merchants = await loadTestMerchants()
      const written = await seed(fresh.db, merchants, fixedClock('2026-11-27T09:00:00Z'), undefined, { teamActivity: true, secrets: createSecretBox(cryptoRandom.bytes(32)) })
      expect(written).toEqual(expect.arrayContaining(['teamActivity:demo', 'sportsPlay:demo', 'cockfightPlay:demo']))
      // The book's bets (seed/sportsPlay.ts): placed through the book, most of their matches played and paid, the
      // last ones still to come; every one of them a round of the wallet.
      const sports = await fresh.db.query<{ status: string; n: number; members: number }>(
        `SELECT status, count(*)::integer AS n, count(DISTINCT member_id)::integer AS members FROM sports_bets WHERE merchant_code = 'demo' GROUP BY status`,
      )
      const byStatus = Object.fromEntries(sports.rows.map((row) => [row.status, row]))
      expect(Object.keys(byStatus).sort()).toEqual(['open', 'settled'])
      expect(byStatus.settled.n).toBeGreaterThan(20)
      expect(byStatus.settled.members).toBeGreaterThan(3)
      const parlays = await fresh.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM sports_bets WHERE merchant_code = 'demo' AND kind = 'parlay'`)
      expect(parlays.rows[0].n).toBeGreaterThan(3)
      const rounds = await fresh.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM game_rounds WHERE round_ref LIKE 'sb-%'`)
      expect(rounds.rows[0].n).toBe(byStatus.settled.n + byStatus.open.n)
      // The arena's bets (seed/cockfightPlay.ts): placed in the past six hours' fights, declared and paid, each a round.
      const arena = await fresh.db.query<{ status: string; n: number; members: number; paid: number }>(
        `SELECT status, count(*)::integer AS n, count(DISTINCT member_id)::integer AS members, count(*) FILTER (WHERE payout > 0)::integer AS paid
           FROM cockfight_bets WHERE merchant_code = 'demo' GROUP BY status`,
      )
      expect(arena.rows.map((row) => row.status)).toEqual(['settled'])
      expect(arena.rows[0].n).toBeGreaterThan(40)
      expect(arena.rows[0].members).toBeGreaterThan(3)
      expect(arena.rows[0].paid).toBeGreaterThan(10)
      const arenaRounds = await fresh.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM game_rounds WHERE round_ref LIKE 'cf-%' AND status <> 'open'`)
      expect(arenaRounds.rows[0].n).toBe(arena.rows[0].n)
      // The demo's engagement at play (seed/activities.ts): demomember's bonus claimed and partly played through, downline1's issued.
      const grants = await fresh.db.query<{ username: string; status: string }>(
        `SELECT m.username, g.status FROM bonus_grants g JOIN members m ON m.id = g.member_id WHERE g.merchant_code = 'demo' ORDER BY m.username`,
      )
      expect(grants.rows.map((row) => `${row.username} ${row.status}`)).toEqual(['demomember active', 'downline1 active'])
      await expectLedgerBalanced(fresh.db)
      while ((await rollUpTeamEvents(fresh.db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 5000 })) > 0);
      // The team's settled house rounds and its lottery results (the seed's lottery play), summed from the raw rows.
      const { rows } = await fresh.db.query<{ id: number; rounds: number; bets: string }>(
        `SELECT a.id, count(*)::integer AS rounds, coalesce(sum(r.bet), 0)::text AS bets
         FROM members a JOIN member_tree t ON t.ancestor_id = a.id
         JOIN (SELECT member_id, bet FROM game_rounds WHERE status = 'settled' UNION ALL SELECT member_id, stake FROM lottery_member_rounds) r ON r.member_id = t.member_id
         WHERE a.username = 'demoagent' GROUP BY a.id`,
      )
      expect(rows[0]!.rounds).toBeGreaterThan(50)
      const agent = { id: rows[0]!.id, username: 'demoagent', accountType: 1, upline: null, regAt: START }
      const overview = await teamOverview({ ...call(agent), db: fresh.db }, { range: 'custom', from: '2026-11-01', to: '2026-11-27' })
      expect(overview.figures.rounds).toBe(rows[0]!.rounds)
      expect(overview.figures.bets).toBe(m(BigInt(rows[0]!.bets)))
      expect(overview.activeMembers).toBeGreaterThan(0)
      expect(Number(overview.figures.deposits)).toBeGreaterThan(0)
    } finally {
      await fresh.dispose()
    }
  }, 120_000)
})
