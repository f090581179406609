/**
 * The settlement of one drawn round, set-based: a fixed handful of statements in the caller's transaction, however
 * many bets the round has (no statement per bet or per member).
 *
 * 1. `claimSettlement`: the round goes from drawn to settled, or the call stops (settled already: nothing pays twice).
 * 2. `settleBets`: every winning bet of the round gets its units and payout from the round's hit table, written to
 *    lottery_bet_wins, by the rules of domain/lottery/betTypes.ts (its module comment's SQL, with the rule rows passed
 *    in as arrays, so the rules are written once, there): ⌊stake × pays × units / per⌋, in numeric so no product
 *    overflows. The bets themselves are not rewritten (a million of them took 40 s): a bet is settled when its round
 *    is, and won what its row in lottery_bet_wins says (nothing without one).
 * 3. `writeMemberRounds`: each member's result of the round (bets, stake, payout).
 * 4. `lockWinnerAccounts` then `postWinnings`: one ledger entry per winning member (house → the member's main
 *    wallet, type `win`, key `lottery:win:<round id>:<member id>`, reference `lottery:<round id>`, actor `system`),
 *    written the way domain/money/ledger.ts writes one (header, two postings with the balance after each, both
 *    balances updated; the same fingerprint, so `win()` with the same key replays it), for all winners at once.
 *    Accounts are locked first in the order every ledger entry locks them (the house, then the members' wallets,
 *    each in id order), so settlement and bets never deadlock. Only credits: no member balance can go below zero; Σ balances stays zero.
 * 5. `finishRound`: the round's totals.
 */
import type { BetType } from '../../domain/lottery/betTypes'
import type { Queryable } from '../database'

/** The round going from drawn to settled; false when it is not drawn (settled by another runner, or not drawn yet). */
export async function claimSettlement(db: Queryable, roundId: bigint, at: Date): Promise<boolean> {
  // The totals are filled in step 5, in the same transaction (the CHECK holds at each statement, so zeros first).
  // No JIT for the settlement's statements: PostgreSQL misjudges their row counts and compiled them every time, at
  // 0.35 to 1.1 s a round (measured in the bench); SET LOCAL ends with the transaction.
  await db.exec('SET LOCAL jit = off')
  const { affectedRows } = await db.query(
    `UPDATE lottery_rounds SET status = 'settled', settled_at = $2, bet_count = 0, stake_total = 0, payout_total = 0 WHERE id = $1 AND status = 'drawn'`,
    [roundId, at],
  )
  return affectedRows > 0
}

/**
 * Step 2: the round's winning bets written to lottery_bet_wins (units and payout); how many. Only the bets that can
 * win are examined (a pick among the round's hits of the rule's kind; a xiên's picks all among them), and only the
 * winners are written: a round's bets stay as they were placed (migration 018).
 */
export async function settleBets(db: Queryable, roundId: bigint, rules: readonly BetType[]): Promise<number> {
  const { affectedRows } = await db.query(
    `INSERT INTO lottery_bet_wins (bet_id, round_id, member_id, units, payout)
     WITH rules AS (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]) AS t(code, matches, settle)),
     hit AS (SELECT kind, array_agg(number) AS numbers FROM lottery_round_hits WHERE round_id = $1 GROUP BY kind),
     units AS (
       SELECT b.id, b.member_id, b.stake, b.pays, b.per,
              CASE t.settle
                WHEN 'perHit' THEN coalesce(sum(h.hits), 0)
                ELSE CASE WHEN count(h.number) = cardinality(b.numbers) THEN 1 ELSE 0 END
              END AS units
       FROM lottery_bets b
       JOIN rules t ON t.code = b.bet_type
       JOIN hit k ON k.kind = t.matches AND CASE t.settle WHEN 'allHit' THEN b.numbers <@ k.numbers ELSE b.numbers && k.numbers END
       CROSS JOIN LATERAL unnest(b.numbers) AS pick(number)
       LEFT JOIN lottery_round_hits h ON h.round_id = b.round_id AND h.kind = t.matches AND h.number = pick.number
       WHERE b.round_id = $1
       GROUP BY b.id, t.settle, b.numbers
     )
     SELECT id, $1, member_id, units, floor(stake::numeric * pays * units / per)::bigint FROM units WHERE units > 0`,
    [roundId, rules.map((r) => r.code), rules.map((r) => r.matches), rules.map((r) => r.settle)],
  )
  return affectedRows
}

/** Bets of the round whose type the rules lack (none: the table's CHECK allows only the rules' types); settling them would be a guess. */
export async function unknownTypeBetCount(db: Queryable, roundId: bigint, rules: readonly BetType[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM lottery_bets WHERE round_id = $1 AND bet_type <> ALL($2::text[])`,
    [roundId, rules.map((r) => r.code)],
  )
  return rows[0].n
}

/** Step 3: each member's result of the round; the round's totals. */
export async function writeMemberRounds(db: Queryable, round: { id: bigint; merchantCode: string; gameCode: string }, at: Date): Promise<{ bets: number; stake: bigint; payout: bigint; winners: number }> {
  const { rows } = await db.query<{ bets: number; stake: bigint; payout: bigint; winners: number }>(
    `WITH written AS (
       INSERT INTO lottery_member_rounds (round_id, member_id, merchant_code, game_code, bet_count, stake, payout, settled_at)
       SELECT $1::bigint, s.member_id, $2::text, $3::text, s.bets, s.stake, coalesce(w.payout, 0)::bigint, $4::timestamptz
       FROM (SELECT member_id, count(*) AS bets, sum(stake)::bigint AS stake FROM lottery_bets WHERE round_id = $1::bigint GROUP BY member_id) s
       LEFT JOIN (SELECT member_id, sum(payout)::bigint AS payout FROM lottery_bet_wins WHERE round_id = $1::bigint GROUP BY member_id) w USING (member_id)
       RETURNING bet_count, stake, payout
     )
     SELECT coalesce(sum(bet_count), 0)::integer AS bets, coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(payout), 0)::bigint AS payout,
            count(*) FILTER (WHERE payout > 0)::integer AS winners
     FROM written`,
    [round.id, round.merchantCode, round.gameCode, at],
  )
  return rows[0]
}

export interface LedgerScope {
  merchantCode: string
  currency: string
}

/**
 * Step 4a: the house account and the winners' main wallets locked (FOR UPDATE) before any of them is read for its
 * balance, in the ledger's lock order (the merchant's accounts first, then the members', each in id order: migration
 * 022). How many winners' wallets were found.
 */
export async function lockWinnerAccounts(db: Queryable, roundId: bigint, scope: LedgerScope, houseAccountId: bigint): Promise<number> {
  const { rows } = await db.query<{ winners: number }>(
    `SELECT count(*) FILTER (WHERE locked.member_id IS NOT NULL)::integer AS winners FROM (
       SELECT a.id, a.member_id FROM ledger_accounts a
       WHERE a.id = $4
          OR (a.merchant_code = $2 AND a.currency = $3 AND a.kind = 'main' AND a.vendor_code = ''
              AND a.member_id IN (SELECT member_id FROM lottery_member_rounds WHERE round_id = $1 AND payout > 0))
       ORDER BY a.member_id IS NOT NULL, a.id FOR UPDATE
     ) locked`,
    [roundId, scope.merchantCode, scope.currency, houseAccountId],
  )
  return rows[0].winners
}

/**
 * Step 4b: the winners' ledger entries, postings and balances, in one statement (its parts see the balances as
 * they were before it, which the locks of step 4a keep current). Returns how many entries it wrote, what they paid,
 * and to whom. The fingerprint is the ledger's (`ledger_fingerprint`, migration 019) for the same movement, spelled out
 * here: a function call per winner would cost more than the rest of the statement.
 */
export async function postWinnings(
  db: Queryable,
  round: { id: bigint } & LedgerScope,
  houseAccountId: bigint,
  at: Date,
): Promise<{ entries: number; paid: bigint; memberIds: number[] }> {
  const { rows } = await db.query<{ entries: number; paid: bigint; memberIds: number[] | null }>(
    `WITH winners AS (
       SELECT m.member_id, m.payout, a.id AS account_id, 'lottery:win:' || $1::bigint || ':' || m.member_id AS key
       FROM lottery_member_rounds m
       JOIN ledger_accounts a ON a.merchant_code = $2::text AND a.currency = $3::text AND a.kind = 'main' AND a.vendor_code = '' AND a.member_id = m.member_id
       WHERE m.round_id = $1::bigint AND m.payout > 0
     ),
     entries AS (
       INSERT INTO ledger_entries (merchant_code, currency, entry_type, reference, idempotency_key, fingerprint, actor, ip, created_at)
       SELECT $2::text, $3::text, 'win', 'lottery:' || $1::bigint, w.key,
              '["' || $3::text || '","win","lottery:' || $1::bigint || '","system",[["house","' || (-w.payout)::text || '"],["main:' || w.member_id || '","' || w.payout::text || '"]]]',
              'system', NULL, $5::timestamptz
       FROM winners w ORDER BY w.member_id
       ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
       RETURNING id, idempotency_key
     ),
     paid AS (
       SELECT e.id AS entry_id, w.member_id, w.account_id, w.payout, sum(w.payout) OVER (ORDER BY e.id) AS running
       FROM entries e JOIN winners w ON w.key = e.idempotency_key
     ),
     member_postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
       SELECT p.entry_id, p.account_id, p.payout, a.balance + p.payout FROM paid p JOIN ledger_accounts a ON a.id = p.account_id
     ),
     house_postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
       SELECT p.entry_id, $4::bigint, -p.payout, h.balance - p.running FROM paid p CROSS JOIN (SELECT balance FROM ledger_accounts WHERE id = $4::bigint) h
     ),
     members AS (
       UPDATE ledger_accounts a SET balance = a.balance + p.payout FROM paid p WHERE a.id = p.account_id
     ),
     house AS (
       UPDATE ledger_accounts SET balance = balance - (SELECT coalesce(sum(payout), 0) FROM paid) WHERE id = $4::bigint AND EXISTS (SELECT 1 FROM paid)
     )
     SELECT count(*)::integer AS entries, coalesce(sum(payout), 0)::bigint AS paid, array_agg(member_id ORDER BY member_id) AS "memberIds" FROM paid`,
    [round.id, round.merchantCode, round.currency, houseAccountId, at],
  )
  const row = rows[0]
  return { entries: row.entries, paid: row.paid, memberIds: row.memberIds ?? [] }
}

/** Step 5: the round's totals. */
export async function finishRound(db: Queryable, roundId: bigint, totals: { bets: number; stake: bigint; payout: bigint }): Promise<void> {
  await db.query(`UPDATE lottery_rounds SET bet_count = $2, stake_total = $3, payout_total = $4 WHERE id = $1`, [roundId, totals.bets, totals.stake, totals.payout])
}
