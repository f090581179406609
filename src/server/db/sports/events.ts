/** The sportsbook's programme: each day's sealed seed and its fixtures, and the results (migration 032). */
import type { Queryable } from '../database'

export interface SportsEventRow {
  merchantCode: string
  eventId: string
  day: string
  sport: string
  home: string
  away: string
  startsAt: Date
  endsAt: Date
  result: unknown
}

const EVENT_COLUMNS = `merchant_code AS "merchantCode", event_id AS "eventId", to_char(day, 'YYYY-MM-DD') AS day, sport, home, away,
  starts_at AS "startsAt", ends_at AS "endsAt", result`

/** The day's sealed seed, written by the first process to need it: two at once both read the one that was kept. */
/** A day's programme as sealed: its seed, its pace, and its matches per sport (null: the feed's defaults). */
export interface SportsDaySeal {
  seedSeal: string
  pace: number
  matches: Readonly<Record<string, number>> | null
}

/** The day's sealed seed, written by the first process to need it: two at once both read the one that was kept. */
export async function daySeed(db: Queryable, merchantCode: string, day: string, fresh: SportsDaySeal, at: Date): Promise<SportsDaySeal> {
  await db.query(
    `INSERT INTO sports_days (merchant_code, day, seed_seal, pace, matches, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [merchantCode, day, fresh.seedSeal, fresh.pace, fresh.matches === null ? null : JSON.stringify(fresh.matches), at],
  )
  const { rows } = await db.query<SportsDaySeal & Record<string, unknown>>(`SELECT seed_seal AS "seedSeal", pace, matches FROM sports_days WHERE merchant_code = $1 AND day = $2`, [merchantCode, day])
  return rows[0]
}

export interface NewSportsEvent {
  eventId: string
  sport: string
  home: string
  away: string
  startsAt: Date
  endsAt: Date
}

/** Lists a day's fixtures (once: a fixture already listed is left as it is). */
export async function insertEvents(db: Queryable, merchantCode: string, day: string, events: readonly NewSportsEvent[]): Promise<void> {
  if (!events.length) return
  await db.query(
    `INSERT INTO sports_events (merchant_code, event_id, day, sport, home, away, starts_at, ends_at)
     SELECT $1, e.event_id, $2::date, e.sport, e.home, e.away, e.starts_at, e.ends_at
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[]) AS e (event_id, sport, home, away, starts_at, ends_at)
     ON CONFLICT DO NOTHING`,
    [merchantCode, day, events.map((e) => e.eventId), events.map((e) => e.sport), events.map((e) => e.home), events.map((e) => e.away), events.map((e) => e.startsAt), events.map((e) => e.endsAt)],
  )
}

/** Matches of these sports not over at `from` that start before `until`, by start. */
export async function eventsBetween(db: Queryable, merchantCode: string, sports: readonly string[], from: Date, until: Date): Promise<SportsEventRow[]> {
  const { rows } = await db.query<SportsEventRow & Record<string, unknown>>(
    `SELECT ${EVENT_COLUMNS} FROM sports_events
      WHERE merchant_code = $1 AND ends_at > $2 AND starts_at < $3 AND sport = ANY($4::text[])
      ORDER BY starts_at, event_id`,
    [merchantCode, from, until, sports],
  )
  return rows
}

export async function eventById(db: Queryable, merchantCode: string, eventId: string): Promise<SportsEventRow | null> {
  const { rows } = await db.query<SportsEventRow & Record<string, unknown>>(`SELECT ${EVENT_COLUMNS} FROM sports_events WHERE merchant_code = $1 AND event_id = $2`, [merchantCode, eventId])
  return rows[0] ?? null
}

export async function eventsByIds(db: Queryable, merchantCode: string, eventIds: readonly string[]): Promise<SportsEventRow[]> {
  const { rows } = await db.query<SportsEventRow & Record<string, unknown>>(
    `SELECT ${EVENT_COLUMNS} FROM sports_events WHERE merchant_code = $1 AND event_id = ANY($2::text[])`,
    [merchantCode, eventIds],
  )
  return rows
}

/** Locks matches' rows (in one order, so two bets on the same matches queue rather than deadlock). */
export async function lockEvents(tx: Queryable, merchantCode: string, eventIds: readonly string[]): Promise<void> {
  await tx.query(`SELECT 1 FROM sports_events WHERE merchant_code = $1 AND event_id = ANY($2::text[]) ORDER BY event_id FOR UPDATE`, [merchantCode, [...eventIds].sort()])
}

/** Matches over by `now` without a result yet. */
export async function eventsToResult(db: Queryable, merchantCode: string, now: Date, limit: number): Promise<SportsEventRow[]> {
  const { rows } = await db.query<SportsEventRow & Record<string, unknown>>(
    `SELECT ${EVENT_COLUMNS} FROM sports_events WHERE merchant_code = $1 AND ends_at <= $2 AND result IS NULL ORDER BY ends_at LIMIT $3`,
    [merchantCode, now, limit],
  )
  return rows
}

/**
 * Writes a match's result once (a second writer finds it written and changes nothing), with when the feed's
 * correction of it arrives (null: none; migration 036).
 */
export async function writeResult(db: Queryable, merchantCode: string, eventId: string, result: unknown, at: Date, correctionAt: Date | null = null): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE sports_events SET result = $3, resulted_at = $4, correction_at = $5 WHERE merchant_code = $1 AND event_id = $2 AND result IS NULL`,
    [merchantCode, eventId, JSON.stringify(result), at, correctionAt],
  )
  return affectedRows > 0
}

/** Resulted matches whose correction is due by `now` and not yet applied. */
export async function eventsToCorrect(db: Queryable, merchantCode: string, now: Date, limit: number): Promise<SportsEventRow[]> {
  const { rows } = await db.query<SportsEventRow & Record<string, unknown>>(
    `SELECT ${EVENT_COLUMNS} FROM sports_events
      WHERE merchant_code = $1 AND correction_at <= $2 AND corrected_at IS NULL AND result IS NOT NULL ORDER BY correction_at LIMIT $3`,
    [merchantCode, now, limit],
  )
  return rows
}

/**
 * A correction applied, once, in one transaction: the match's corrected result; its legs' outcomes cleared (settlement
 * decides them again from the new result), except a cashed-out bet's, whose deal stands; and every bet on it not cashed
 * out marked for re-settlement — open ones too, so one a settlement was paying with the old result at this moment is
 * checked once it is settled.
 */
export async function applyCorrection(tx: Queryable, merchantCode: string, eventId: string, result: unknown, at: Date): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `UPDATE sports_events SET result = $3, corrected_at = $4 WHERE merchant_code = $1 AND event_id = $2 AND corrected_at IS NULL AND result IS NOT NULL`,
    [merchantCode, eventId, JSON.stringify(result), at],
  )
  if (affectedRows === 0) return false
  const touched = `SELECT l.bet_id FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
    WHERE l.merchant_code = $1 AND l.event_id = $2 AND b.status IN ('open', 'settled') AND NOT b.cashed_out`
  await tx.query(`UPDATE sports_bet_legs SET outcome = NULL WHERE merchant_code = $1 AND event_id = $2 AND bet_id IN (${touched})`, [merchantCode, eventId])
  await tx.query(`UPDATE sports_bets SET resettle_due = true WHERE id IN (${touched})`, [merchantCode, eventId])
  return true
}
