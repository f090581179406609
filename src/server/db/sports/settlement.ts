/**
 * SQL of the book's set-based settlement (domain/sports/book/settleBatch.ts, migration 039): a match's legs decided in
 * one statement per match, the bets they complete priced in one, the priced bets read for payment in id order and
 * marked settled in one statement per batch. Every statement changes only what is still to change (a leg without an
 * outcome, an open bet without a payout, an open bet), so each is safe to run again and from two processes at once.
 */
import type { Queryable } from '../database'

/** A match in settlement: resulted and not yet finished with, or corrected after it was. */
export type SettlingEvent = {
  eventId: string
  result: unknown
}

export async function eventsInSettlement(db: Queryable, merchantCode: string, limit: number): Promise<SettlingEvent[]> {
  const { rows } = await db.query<SettlingEvent>(
    `SELECT event_id AS "eventId", result FROM sports_events
      WHERE merchant_code = $1 AND result IS NOT NULL AND (bets_settled_at IS NULL OR bets_settled_at <= corrected_at)
      ORDER BY resulted_at, event_id LIMIT $2`,
    [merchantCode, limit],
  )
  return rows
}

/**
 * Matches resulted with no bet on them at all leave settlement at once, in one statement (most of a programme's
 * matches; a bet on a match over is refused, and one placed in play before its end has its legs written already).
 */
export async function finishBetlessEvents(db: Queryable, merchantCode: string, at: Date): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE sports_events e SET bets_settled_at = $2
      WHERE e.merchant_code = $1 AND e.result IS NOT NULL AND e.bets_settled_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM sports_bet_legs l WHERE l.merchant_code = e.merchant_code AND l.event_id = e.event_id)`,
    [merchantCode, at],
  )
  return affectedRows
}

/** A distinct selection struck on a match whose legs are not decided yet, at one quote. */
export type UndecidedSelection = {
  market: string
  kind: string
  scope: string
  period: number | null
  unit: string
  line: number | null
  selection: string
  listed: string[] | null
  quote: unknown
}

/** The distinct (selection, quote) pairs still undecided on a match: few, however many bets name them. */
export async function undecidedSelections(db: Queryable, merchantCode: string, eventId: string): Promise<UndecidedSelection[]> {
  const { rows } = await db.query<UndecidedSelection>(
    `SELECT DISTINCT market, kind, scope, period, unit, line, selection, listed, quote FROM sports_bet_legs
      WHERE merchant_code = $1 AND event_id = $2 AND outcome IS NULL`,
    [merchantCode, eventId],
  )
  return rows
}

/** A decided selection: its outcome and its settled factor at the quote (JSON and numeric texts). */
export type DecidedSelection = {
  market: string
  selection: string
  listed: string[] | null
  quote: unknown
  outcome: unknown
  num: bigint
  den: bigint
}

/** Writes every undecided leg of a match from its selection's decision, in one statement; how many legs. */
export async function decideSelections(db: Queryable, merchantCode: string, eventId: string, decided: readonly DecidedSelection[]): Promise<number> {
  if (decided.length === 0) return 0
  const { affectedRows } = await db.query(
    `UPDATE sports_bet_legs l SET outcome = d.outcome, factor_num = d.num, factor_den = d.den
       FROM unnest($3::text[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[], $8::numeric[], $9::numeric[]) AS d (market, selection, listed, quote, outcome, num, den)
      WHERE l.merchant_code = $1 AND l.event_id = $2 AND l.outcome IS NULL
        AND l.market = d.market AND l.selection = d.selection AND coalesce(array_to_string(l.listed, ','), '') = d.listed AND l.quote = d.quote`,
    [
      merchantCode, eventId, decided.map((d) => d.market), decided.map((d) => d.selection), decided.map((d) => (d.listed ?? []).join(',')),
      decided.map((d) => JSON.stringify(d.quote)), decided.map((d) => JSON.stringify(d.outcome)), decided.map((d) => d.num.toString()), decided.map((d) => d.den.toString()),
    ],
  )
  return affectedRows
}

/**
 * Prices, in one statement, every open bet on the match that is now decided: a single by its struck terms and its
 * leg's outcome (settleSingle: win risk + toWin, push and void the risk, half win risk + ⌊toWin/2⌋, half lose ⌊risk/2⌋,
 * a dead heat ⌊(risk + toWin) × places/tied⌋), a parlay ⌊stake × Π num / Π den⌋ (settleParlay), a bet with a lost leg
 * 0. A parlay with a leg decided without its factor is left to the core (`unfactoredBets`). How many bets.
 */
export async function priceBets(db: Queryable, merchantCode: string, eventId: string): Promise<number> {
  const { affectedRows } = await db.query(
    `WITH candidates AS (SELECT DISTINCT bet_id FROM sports_bet_legs WHERE merchant_code = $1 AND event_id = $2),
          p AS (
            SELECT b.id, b.kind, b.stake, b.risk, b.to_win, bool_or(l.outcome = '"lose"'::jsonb) AS lost, bool_and(l.outcome IS NOT NULL) AS decided,
                   bool_and(l.outcome IS NULL OR l.factor_num IS NOT NULL) AS factored,
                   sports_factor_product(l.factor_num) AS num, sports_factor_product(l.factor_den) AS den, (array_agg(l.outcome))[1] AS outcome
              FROM candidates c JOIN sports_bets b ON b.id = c.bet_id JOIN sports_bet_legs l ON l.bet_id = b.id
             WHERE b.status = 'open' AND b.payout IS NULL
             GROUP BY b.id)
     UPDATE sports_bets s SET payout = CASE
         WHEN p.lost THEN 0
         WHEN p.kind = 'single' THEN CASE p.outcome #>> '{}'
           WHEN 'win' THEN p.risk + p.to_win WHEN 'push' THEN p.risk WHEN 'void' THEN p.risk
           WHEN 'half-win' THEN p.risk + p.to_win / 2 WHEN 'half-lose' THEN p.risk / 2
           ELSE (p.risk + p.to_win) * (p.outcome->>'places')::bigint / (p.outcome->>'tied')::bigint END
         ELSE div(p.stake * p.num, p.den)::bigint END
       FROM p WHERE s.id = p.id AND (p.lost OR (p.decided AND (p.kind = 'single' OR p.factored)))`,
    [merchantCode, eventId],
  )
  return affectedRows
}

/** Open bets on the match, decided, not lost, with a leg decided without its factor: priced by the core, one by one. */
export async function unfactoredBets(db: Queryable, merchantCode: string, eventId: string, limit: number): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `SELECT b.id FROM sports_bets b
      WHERE b.id IN (SELECT bet_id FROM sports_bet_legs WHERE merchant_code = $1 AND event_id = $2) AND b.status = 'open' AND b.payout IS NULL AND b.kind = 'parlay'
        AND NOT EXISTS (SELECT 1 FROM sports_bet_legs l WHERE l.bet_id = b.id AND (l.outcome IS NULL OR l.outcome = '"lose"'::jsonb))
        AND EXISTS (SELECT 1 FROM sports_bet_legs l WHERE l.bet_id = b.id AND l.factor_num IS NULL)
      ORDER BY b.id LIMIT $3`,
    [merchantCode, eventId, limit],
  )
  return rows.map((row) => row.id)
}

/** A bet's payout written by the core (an unfactored parlay), while it is open and unpriced. */
export async function setPayout(db: Queryable, id: bigint, payout: bigint): Promise<void> {
  await db.query(`UPDATE sports_bets SET payout = $2 WHERE id = $1 AND status = 'open' AND payout IS NULL`, [id, payout])
}

/** A priced bet to pay: its session, its payout, and its betting record (settle.ts recordedBet's fields) as JSON text. */
export type PricedBet = {
  id: bigint
  vendorCode: string
  sessionSeal: string
  payout: bigint
  record: string
}

/** Priced bets not yet paid, after `afterId`, in id order (migration 039's index). */
export async function pricedBets(db: Queryable, merchantCode: string, afterId: bigint, limit: number): Promise<PricedBet[]> {
  const { rows } = await db.query<PricedBet>(
    `SELECT b.id, b.vendor_code AS "vendorCode", b.session_seal AS "sessionSeal", b.payout,
            jsonb_build_object('kind', b.kind, 'legs', (
              SELECT jsonb_agg(jsonb_build_object('eventId', l.event_id, 'sport', e.sport, 'home', e.home, 'away', e.away, 'market', l.market, 'kind', l.kind,
                       'scope', l.scope, 'period', l.period, 'unit', l.unit, 'line', l.line, 'selection', l.selection, 'price', l.price, 'outcome', l.outcome,
                       'score', e.result->'score') ORDER BY l.leg_no)
                FROM sports_bet_legs l LEFT JOIN sports_events e ON e.merchant_code = l.merchant_code AND e.event_id = l.event_id
               WHERE l.bet_id = b.id))::text AS record
       FROM sports_bets b WHERE b.merchant_code = $1 AND b.status = 'open' AND b.payout IS NOT NULL AND b.id > $2 ORDER BY b.id LIMIT $3`,
    [merchantCode, afterId, limit],
  )
  return rows
}

/** Paid bets marked settled at what their rounds paid, with their result by payout against risk; how many. */
export async function markSettled(db: Queryable, paid: readonly { id: bigint; payout: bigint }[], at: Date): Promise<number> {
  if (paid.length === 0) return 0
  const { affectedRows } = await db.query(
    `UPDATE sports_bets b SET status = 'settled', payout = v.payout, settled_at = $3,
            result = CASE WHEN v.payout > b.risk THEN 'won' WHEN v.payout > 0 THEN 'returned' ELSE 'lost' END
       FROM unnest($1::bigint[], $2::bigint[]) AS v (id, payout) WHERE b.id = v.id AND b.status = 'open'`,
    [paid.map((p) => p.id), paid.map((p) => p.payout), at],
  )
  return affectedRows
}

/**
 * The match finished with, when nothing on it is left to do: no bet on it being placed or pending, and no open bet on
 * it with an undecided leg there, a payout not yet paid, or every leg decided (or one lost) and not yet priced. One
 * statement, so a bet accepted meanwhile is seen either pending or open.
 */
export async function finishEvent(db: Queryable, merchantCode: string, eventId: string, at: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE sports_events SET bets_settled_at = $3
      WHERE merchant_code = $1 AND event_id = $2 AND NOT EXISTS (
        SELECT 1 FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
         WHERE l.merchant_code = $1 AND l.event_id = $2
           AND (b.status IN ('placing', 'pending')
                OR (b.status = 'open' AND (l.outcome IS NULL OR b.payout IS NOT NULL
                    OR NOT EXISTS (SELECT 1 FROM sports_bet_legs o WHERE o.bet_id = b.id AND o.outcome IS NULL)
                    OR EXISTS (SELECT 1 FROM sports_bet_legs o WHERE o.bet_id = b.id AND o.outcome = '"lose"'::jsonb)))))`,
    [merchantCode, eventId, at],
  )
  return affectedRows > 0
}
