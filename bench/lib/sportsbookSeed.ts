/**
 * A site with a football match and a million open bets on it, written set-based (bench/lib/sportsbook.ts). The rows
 * are those the product makes when members deposit and bet (db/sports/bets.ts insertBet, the wallet's `bet`):
 * members with a main wallet funded by a deposit entry; a game session each in the book (its token sealed with the
 * server's secret box, as a bet keeps it); the book listed by the product's own `seedHouseBooks`; the day and its
 * matches; each bet `open` with its legs (decimal quotes; risk and to-win by the core's rules), its wallet round
 * `sb-<id>` open with the stake, and the stake's ledger entry `vt:HSPORT:sb-<id>` (member → house) with every
 * posting's balance after it. Generated in SQL with the session's triggers off (`bulk`): consistent by construction,
 * and checked after the run by the ledger's audit.
 *
 * The match `E` is the one settled; parlays join it with one of OTHER_EVENTS matches, resulted and settled before (their
 * legs decided: won or pushed, with their factors, as the settlement writes them).
 */
import { createHash } from 'node:crypto'
import type { SecretBox } from '../../src/server/crypto/secretBox'
import type { Database } from '../../src/server/db/database'
import { seedHouseBooks } from '../../src/server/seed/games'
import { bulk } from './agentsGenerate'

export const MERCHANT = 'demo'
export const STUDIO = 'HSPORT'
export const MATCH = 'bench-match'
export const OTHER_EVENTS = 20
/** The settled match's day and its end; its result (2–1) is known at END. */
export const DAY = '2026-11-21'
export const END = new Date('2026-11-21T16:00:00.000Z')
const DEPOSIT = 100_000_000n

/** The match's selections a bet takes, in rotation: (market, kind, line in quarters, selection, decimal price). */
export const SELECTIONS: readonly (readonly [string, string, number | null, string, number])[] = [
  ['1x2', 'result', null, 'home', 2100], ['1x2', 'result', null, 'draw', 3300], ['1x2', 'result', null, 'away', 3600],
  ['ah:-1', 'handicap', -1, 'home', 1950], ['ah:-1', 'handicap', -1, 'away', 1900], ['ah:-3', 'handicap', -3, 'home', 2300],
  ['ah:-3', 'handicap', -3, 'away', 1640], ['ah:0', 'handicap', 0, 'home', 1700], ['ah:0', 'handicap', 0, 'away', 2150],
  ['ou:9', 'total', 9, 'over', 1800], ['ou:9', 'total', 9, 'under', 2000], ['ou:11', 'total', 11, 'over', 2050],
  ['ou:11', 'total', 11, 'under', 1780], ['ou:12', 'total', 12, 'over', 2200], ['ou:12', 'total', 12, 'under', 1660],
  ['btts', 'both-score', null, 'yes', 1850], ['btts', 'both-score', null, 'no', 1950], ['oe', 'odd-even', null, 'odd', 1920],
]

export interface SeededBook {
  members: number
  bets: number
  parlays: number
  legs: number
  tokens: string[]
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

/** Writes the site. `bets` open bets on the match, `parlayShare` of them parlays with a leg on another match. */
export async function seedBook(db: Database, secrets: SecretBox, input: { bets: number; members: number; parlayShare: number }): Promise<SeededBook> {
  const { bets, members } = input
  const singles = Math.round(bets * (1 - input.parlayShare))
  const at = new Date(END.getTime() - 4 * 3_600_000)
  await db.transaction((tx) => seedHouseBooks(tx, { merchantCode: MERCHANT, at, topNav: ['SPORTS'] }))
  const node = (await db.query<{ nodeId: bigint }>(`SELECT node_id AS "nodeId" FROM games WHERE merchant_code = $1 AND vendor_code = $2`, [MERCHANT, STUDIO])).rows[0].nodeId
  const tokens = Array.from({ length: members }, (_, i) => `bench_book_session_${String(i + 1).padStart(8, '0')}`)
  const seals = tokens.map((token) => secrets.seal(token))
  const selections = {
    market: SELECTIONS.map((s) => s[0]), kind: SELECTIONS.map((s) => s[1]), line: SELECTIONS.map((s) => s[2]), selection: SELECTIONS.map((s) => s[3]), price: SELECTIONS.map((s) => s[4]),
  }
  // Members, their sessions, the day and its matches (the others resulted and settled, the bench's one resulted now).
  await bulk(db, [
    `INSERT INTO members (id, merchant_code, username, password_hash, password_changed_at, reg_date)
     SELECT g, '${MERCHANT}', 'bench' || g, 'x', '${at.toISOString()}', '${at.toISOString()}' FROM generate_series(1, ${members}) g`,
    `SELECT setval(pg_get_serial_sequence('members', 'id'), ${members})`,
    `INSERT INTO sports_days (merchant_code, day, seed_seal, pace, created_at) VALUES ('${MERCHANT}', '${DAY}', 'bench', 60000, '${at.toISOString()}')`,
    `INSERT INTO sports_events (merchant_code, event_id, day, sport, home, away, starts_at, ends_at, result, resulted_at, bets_settled_at)
     SELECT '${MERCHANT}', CASE WHEN g = 0 THEN '${MATCH}' ELSE 'bench-other-' || g END, '${DAY}', 'football', 'Home ' || g, 'Away ' || g,
            '${new Date(END.getTime() - 6_300_000).toISOString()}', '${END.toISOString()}',
            jsonb_build_object('matchId', g, 'sport', 'football', 'endedAt', ${END.getTime()}, 'abandoned', false, 'score', jsonb_build_object('home', 2, 'away', 1),
                               'periods', jsonb_build_array(jsonb_build_object('home', 1, 'away', 0), jsonb_build_object('home', 1, 'away', 1)),
                               'firstHalf', jsonb_build_object('home', 1, 'away', 0), 'winner', 'home'),
            '${END.toISOString()}', CASE WHEN g = 0 THEN NULL ELSE '${END.toISOString()}'::timestamptz END
       FROM generate_series(0, ${OTHER_EVENTS}) g`,
  ])
  // Each member signed in (the portal session its game session was launched from) and in the book.
  const until = new Date(END.getTime() + 86_400_000).toISOString()
  await bulk(db, [
    `INSERT INTO sessions (id, member_id, merchant_code, token_hash, created_at, last_seen_at, idle_expires_at, expires_at, ip)
     SELECT g, g, '${MERCHANT}', 'bench-portal-' || g, '${at.toISOString()}', '${at.toISOString()}', '${until}', '${until}', '127.0.0.1' FROM generate_series(1, ${members}) g`,
    `SELECT setval(pg_get_serial_sequence('sessions', 'id'), ${members})`,
  ])
  await bulk(db, `INSERT INTO game_sessions (token_hash, merchant_code, member_id, vendor_code, node_id, wallet, created_at, expires_at, portal_session_id)
     SELECT t.hash, '${MERCHANT}', t.n::integer, '${STUDIO}', ${node}, 'main', '${at.toISOString()}', '${until}', t.n::integer
       FROM unnest($1::text[]) WITH ORDINALITY AS t (hash, n)`, [tokens.map(hash)])
  // The bets: singles first, then parlays; member, selection and stake from the bet's number.
  await bulk(db, `
    INSERT INTO sports_bets (id, merchant_code, member_id, vendor_code, game_id, session_seal, idempotency_key, fingerprint, kind, odds_format, stake, risk, to_win,
                             status, placed_at)
    OVERRIDING SYSTEM VALUE
    SELECT g, '${MERCHANT}', m, '${STUDIO}', 'sportsbook', ($1::text[])[m], 'bench-' || g, 'bench', CASE WHEN g <= ${singles} THEN 'single' ELSE 'parlay' END, 'decimal',
           stake, stake,
           CASE WHEN g <= ${singles} THEN stake * (p1 - 1000) / 1000 ELSE stake * p1 * p2 / 1000000 - stake END, 'open', '${at.toISOString()}'
      FROM (SELECT g, (g % ${members}) + 1 AS m, ((g::bigint * 7919) % 100 + 1) * 100 AS stake,
                   ($2::integer[])[(g % ${SELECTIONS.length}) + 1]::bigint AS p1, (1500 + (g % 7) * 100)::bigint AS p2
              FROM generate_series(1, ${bets}) g) b`, [seals, selections.price])
  await bulk(db, `SELECT setval(pg_get_serial_sequence('sports_bets', 'id'), ${bets})`)
  // Every bet's leg on the match; each parlay's second leg on another match, decided (won, or pushed one in five).
  await bulk(db, [`
    INSERT INTO sports_bet_legs (bet_id, leg_no, merchant_code, event_id, market, kind, scope, period, unit, line, selection, listed, price, quote, in_play)
    SELECT g, 1, '${MERCHANT}', '${MATCH}', ($1::text[])[k], ($2::text[])[k], 'match', NULL, 'goals', ($3::integer[])[k], ($4::text[])[k], NULL, ($5::integer[])[k],
           jsonb_build_object('format', 'decimal', 'value', ($5::integer[])[k]), false
      FROM (SELECT g, (g % ${SELECTIONS.length}) + 1 AS k FROM generate_series(1, ${bets}) g) s`],
  [selections.market, selections.kind, selections.line, selections.selection, selections.price])
  await bulk(db, [`
    INSERT INTO sports_bet_legs (bet_id, leg_no, merchant_code, event_id, market, kind, scope, period, unit, line, selection, listed, price, quote, in_play, outcome,
                                 factor_num, factor_den)
    SELECT g, 2, '${MERCHANT}', 'bench-other-' || ((g % ${OTHER_EVENTS}) + 1), CASE WHEN g % 5 = 0 THEN 'ah:0' ELSE '1x2' END,
           CASE WHEN g % 5 = 0 THEN 'handicap' ELSE 'result' END, 'match', NULL, 'goals', CASE WHEN g % 5 = 0 THEN 0 END, 'home', NULL, p,
           jsonb_build_object('format', 'decimal', 'value', p), false, CASE WHEN g % 5 = 0 THEN '"push"'::jsonb ELSE '"win"'::jsonb END,
           CASE WHEN g % 5 = 0 THEN 1 ELSE p END, CASE WHEN g % 5 = 0 THEN 1 ELSE 1000 END
      FROM (SELECT g, 1500 + (g % 7) * 100 AS p FROM generate_series(${singles + 1}, ${bets}) g) s`])
  // The wallet: each member's deposit, then each stake in its round and its ledger entry, balances after each.
  await bulk(db, [
    `INSERT INTO ledger_accounts (id, merchant_code, currency, kind, member_id, vendor_code, shard, balance, created_at)
     SELECT g, '${MERCHANT}', 'THB', 'main', g, '', 0, 0, '${at.toISOString()}' FROM generate_series(1, ${members}) g`,
    `INSERT INTO ledger_accounts (id, merchant_code, currency, kind, member_id, vendor_code, shard, balance, created_at)
     VALUES (${members + 1}, '${MERCHANT}', 'THB', 'payments_in', NULL, '', 0, 0, '${at.toISOString()}'),
            (${members + 2}, '${MERCHANT}', 'THB', 'house', NULL, '', 0, 0, '${at.toISOString()}')`,
    `SELECT setval(pg_get_serial_sequence('ledger_accounts', 'id'), ${members + 2})`,
    `INSERT INTO ledger_entries (id, merchant_code, currency, entry_type, reference, idempotency_key, fingerprint, actor, created_at)
     SELECT g, '${MERCHANT}', 'THB', 'deposit', 'bench-' || g, 'bench-deposit-' || g, 'bench', 'system', '${at.toISOString()}' FROM generate_series(1, ${members}) g`,
    `INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
     SELECT g, g, ${DEPOSIT}, ${DEPOSIT} FROM generate_series(1, ${members}) g
     UNION ALL SELECT g, ${members + 1}, -${DEPOSIT}, -${DEPOSIT}::bigint * g FROM generate_series(1, ${members}) g`,
    `INSERT INTO game_rounds (id, merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, created_at) OVERRIDING SYSTEM VALUE
     SELECT id, merchant_code, vendor_code, 'sb-' || id, member_id, ${node}, 'main', risk, placed_at FROM sports_bets`,
    `SELECT setval(pg_get_serial_sequence('game_rounds', 'id'), ${bets})`,
    `INSERT INTO ledger_entries (id, merchant_code, currency, entry_type, reference, idempotency_key, fingerprint, actor, created_at)
     SELECT ${members} + id, '${MERCHANT}', 'THB', 'bet', 'round:' || id, 'vt:${STUDIO}:sb-' || id || '-bet', 'bench', 'vendor:${STUDIO}', placed_at FROM sports_bets`,
    `SELECT setval(pg_get_serial_sequence('ledger_entries', 'id'), ${members + bets})`,
    `INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
     SELECT ${members} + id, member_id, -risk, ${DEPOSIT} - sum(risk) OVER (PARTITION BY member_id ORDER BY id) FROM sports_bets
     UNION ALL SELECT ${members} + id, ${members + 2}, risk, sum(risk) OVER (ORDER BY id) FROM sports_bets`,
    `UPDATE ledger_accounts a SET balance = t.balance FROM (SELECT account_id, sum(amount) AS balance FROM ledger_postings GROUP BY account_id) t WHERE a.id = t.account_id`,
  ])
  const legs = Number((await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM sports_bet_legs`)).rows[0].n)
  await db.exec(db.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')
  return { members, bets, parlays: bets - singles, legs, tokens }
}
