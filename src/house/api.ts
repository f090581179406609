/**
 * The frame's client of the house API (src/contract/house.ts): each call a POST of JSON with the session token in
 * the body (the frame is sandboxed without same-origin: no cookies, no storage, an opaque `null` Origin), and the
 * platform's envelope read back. A failure throws a HouseApiError carrying the answer's `errorCode`, or
 * NETWORK_ERROR when the API could not be reached or answered something that is not the envelope. A shared table's
 * rounds come as server-sent events (`watchTable`, an EventSource: CORS-enabled for the frame's opaque origin).
 */
import {
  HOUSE_CALLS,
  type BaccaratBetRequest,
  type CrashBetRequest,
  type CrashCashOut,
  type DiceRollRequest,
  type DiceRound,
  type HouseSession,
  type MajorAmount,
  type SlotsRound,
  type SlotsSpinRequest,
  type TableBetAnswer,
  type TableSnapshot,
  type TableState,
} from '../contract/house'
import { NETWORK_ERROR } from '../components/games/house/errors'

export class HouseApiError extends Error {
  constructor(
    /** The answer's `errorCode` (HOUSE_ERRORS, `request.invalid`), or NETWORK_ERROR. */
    readonly errorCode: string,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
    /** The refusal's `value`, when it carries one (the book's new prices on `sports.price.changed`). */
    readonly value?: unknown,
  ) {
    super(message)
    this.name = 'HouseApiError'
  }
}

/** The error code of anything a call threw (a HouseApiError's, else NETWORK_ERROR). */
export function errorCodeOf(error: unknown): string {
  return error instanceof HouseApiError ? error.errorCode : NETWORK_ERROR
}

/** What a table's event stream tells its watcher. */
export interface TableWatcher {
  /** A round's state: at once on (re)connecting, then at every change of phase. */
  onState(state: TableState): void
  /** The stream broke and the browser is reconnecting by itself. */
  onInterrupted(): void
  /** The stream was refused (an error answer, e.g. an ended session): it does not come back by itself. */
  onClosed(): void
}

/** What a game screen calls: the session's token is bound in, so a screen passes only its bet. */
export interface HouseGameApi {
  balance(): Promise<{ balance: MajorAmount }>
  slotsSpin(bet: Omit<SlotsSpinRequest, 'session'>): Promise<SlotsRound>
  diceRoll(bet: Omit<DiceRollRequest, 'session'>): Promise<DiceRound>
  /** A shared table's round now, the member's bets on it and the balance. */
  table(): Promise<TableSnapshot>
  baccaratBet(bet: Omit<BaccaratBetRequest, 'session'>): Promise<TableBetAnswer>
  crashBet(bet: Omit<CrashBetRequest, 'session'>): Promise<TableBetAnswer>
  crashCashOut(): Promise<CrashCashOut>
  /** Listens to the table's rounds; call the answer to stop. */
  watchTable(watcher: TableWatcher): () => void
}

export interface HouseApi extends HouseGameApi {
  session(): Promise<HouseSession>
}

type Envelope<T> = { success: true; value: T } | { success: false; errorCode?: string; message?: string }

/** POSTs `body` to `path` and answers the envelope's value; throws a HouseApiError otherwise. */
export async function postHouse<T>(path: string, body: object, fetchImpl: typeof fetch = fetch): Promise<T> {
  let response: Response
  try {
    // No credentials: the frame has none but its token, and the API answers CORS for any origin with `*`.
    response = await fetchImpl(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
  } catch (error) {
    throw new HouseApiError(NETWORK_ERROR, error instanceof Error ? error.message : String(error))
  }
  let envelope: Envelope<T>
  try {
    envelope = (await response.json()) as Envelope<T>
  } catch {
    throw new HouseApiError(NETWORK_ERROR, `${path} answered ${response.status} without the envelope`, response.status)
  }
  if (envelope && envelope.success === true && response.ok) return envelope.value
  const failed = envelope as { errorCode?: string; message?: string; value?: unknown }
  throw new HouseApiError(failed?.errorCode ?? NETWORK_ERROR, failed?.message ?? `${path} answered ${response.status}`, response.status, failed?.value)
}

/** The house API for one session token. */
export function createHouseApi(session: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): HouseApi {
  const call = <T>(path: string, body: object = {}) => postHouse<T>(path, { ...body, session }, fetchImpl)
  return {
    session: () => call<HouseSession>(HOUSE_CALLS.session),
    balance: () => call<{ balance: MajorAmount }>(HOUSE_CALLS.balance),
    slotsSpin: (bet) => call<SlotsRound>(HOUSE_CALLS.slotsSpin, bet),
    diceRoll: (bet) => call<DiceRound>(HOUSE_CALLS.diceRoll, bet),
    table: () => call<TableSnapshot>(HOUSE_CALLS.table),
    baccaratBet: (bet) => call<TableBetAnswer>(HOUSE_CALLS.baccaratBet, bet),
    crashBet: (bet) => call<TableBetAnswer>(HOUSE_CALLS.crashBet, bet),
    crashCashOut: () => call<CrashCashOut>(HOUSE_CALLS.crashCashOut),
    watchTable: (watcher) => watchTableEvents(`${HOUSE_CALLS.tableEvents}?session=${encodeURIComponent(session)}`, watcher),
  }
}

/**
 * The table's `round` events from an EventSource at `url` (no credentials: the token is in the query). A broken
 * stream the browser reconnects by itself is reported as interrupted; one it gave up on (an answer that is not an
 * event stream: a refused session, a proxy's error page) as closed.
 */
export function watchTableEvents(url: string, watcher: TableWatcher, EventSourceImpl: typeof EventSource = EventSource): () => void {
  const source = new EventSourceImpl(url)
  source.addEventListener('round', (event) => {
    let state: TableState
    try {
      state = JSON.parse((event as MessageEvent<string>).data) as TableState
    } catch {
      return
    }
    watcher.onState(state)
  })
  source.onerror = () => {
    if (source.readyState === EventSourceImpl.CLOSED) watcher.onClosed()
    else watcher.onInterrupted()
  }
  return () => source.close()
}
