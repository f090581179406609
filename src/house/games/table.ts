/**
 * A shared table (baccarat, crash) as a screen sees it: the round the event stream last sent, the member's bets on
 * it, the balance, the state of the connection, and the server's clock.
 *
 * - The stream (`api.watchTable`) sends the round at once and at every change of phase; a snapshot (`api.table`)
 *   at the start and after every reconnection brings the member's bets and the balance. Of two states the later
 *   round and phase wins, whichever way it came.
 * - Each state carries the server's time: `now()` is the local clock moved by the difference, so countdowns and the
 *   crash curve run on the server's time.
 * - Once a round with the member's bets has played, the server settles it within a second or so: the snapshot is
 *   asked again until it says what the bets paid and the balance shows it (or the next round has begun).
 * - A stream the browser gave up on is opened again after `reconnectMs`, unless the session has ended.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MyTableBets, TableBetAnswer, TablePhase, TableSnapshot, TableState } from '../../contract/house'
import { compareAmounts, fromMinor, toMinor } from '../../components/games/house/money'
import { errorCodeOf, type HouseGameApi } from '../api'

export type TableConnection = 'connecting' | 'live' | 'reconnecting'

/** The member's bets on one round. */
export interface RoundBets {
  roundNo: number
  bets: MyTableBets
}

export interface TableOptions {
  /** How long between two snapshots while waiting for a round's settlement, in ms. */
  settleRetryMs?: number
  /** How many snapshots to ask for at most while waiting for it. */
  settleAttempts?: number
  /** How long before opening a refused stream again, in ms. */
  reconnectMs?: number
}

export interface TableView {
  /** The round on screen; undefined until the first state arrives. */
  state?: TableState
  /** The member's bets on the round on screen (null: none). */
  mine: MyTableBets | null
  /** The member's bets on the round on screen, once what they paid is known (and the balance shows it). */
  settled?: RoundBets
  balance: string
  connection: TableConnection
  /** An error that ends play (the session ended): the screen says it instead of the table. */
  fatal?: string
  /** The server's clock now, in ms since the epoch. */
  now(): number
  /** A bet's answer: the member's bets on the round and the balance after them. */
  placed(answer: TableBetAnswer): void
  /** A crash cash-out's answer: what the bets paid is known at once. */
  cashedOut(answer: { roundNo: number; multiplier: number; payout: string; balance: string }): void
}

const PHASE_ORDER: Record<TablePhase, number> = { betting: 0, running: 1, result: 2 }
const rank = (state: TableState) => state.roundNo * 3 + PHASE_ORDER[state.phase]

export function useTable(api: HouseGameApi, initialBalance: string, decimals: number, options: TableOptions = {}): TableView {
  const { settleRetryMs = 800, settleAttempts = 8, reconnectMs = 3000 } = options
  const [state, setState] = useState<TableState>()
  const [mine, setMineState] = useState<RoundBets | null>(null)
  const mineRef = useRef<RoundBets | null>(null)
  const setMine = useCallback((next: RoundBets | null) => {
    mineRef.current = next
    setMineState(next)
  }, [])
  const [settled, setSettled] = useState<RoundBets>()
  const [balance, setBalance] = useState(initialBalance)
  const [connection, setConnection] = useState<TableConnection>('connecting')
  const [fatal, setFatal] = useState<string>()
  /** Opening the stream again (after it was refused) bumps this. */
  const [streamAttempt, setStreamAttempt] = useState(0)
  const offset = useRef(0)
  const stateRef = useRef<TableState>(undefined)
  const connectionRef = useRef<TableConnection>('connecting')
  /** The balance right after the member's last bet or cash-out, by round: settlement adds the payout to it. */
  const balanceAfterBets = useRef(new Map<number, string>())

  const now = useCallback(() => Date.now() + offset.current, [])

  const accept = useCallback((next: TableState) => {
    const current = stateRef.current
    if (current && rank(next) < rank(current)) return false
    const serverTime = Date.parse(next.serverTime)
    if (Number.isFinite(serverTime)) offset.current = serverTime - Date.now()
    stateRef.current = next
    setState(next)
    return true
  }, [])

  const absorb = useCallback(
    (snapshot: TableSnapshot) => {
      accept(snapshot.state)
      setBalance(snapshot.balance)
      const onScreen = stateRef.current?.roundNo
      if (snapshot.state.roundNo === onScreen) setMine(snapshot.mine ? { roundNo: snapshot.state.roundNo, bets: snapshot.mine } : null)
    },
    [accept, setMine],
  )

  const setLink = useCallback((next: TableConnection) => {
    connectionRef.current = next
    setConnection(next)
  }, [])

  // The stream, and a snapshot whenever it (re)connects.
  useEffect(() => {
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const snapshot = () =>
      api.table().then(
        (answer) => {
          if (!stopped) absorb(answer)
        },
        (error: unknown) => {
          if (!stopped && errorCodeOf(error) === 'house.session.invalid') setFatal('house.session.invalid')
        },
      )
    if (streamAttempt === 0) void snapshot()
    const stop = api.watchTable({
      onState: (next) => {
        if (stopped) return
        const was = connectionRef.current
        accept(next)
        setLink('live')
        // Back after a break: the bets and the balance may have moved meanwhile.
        if (was === 'reconnecting') void snapshot()
      },
      onInterrupted: () => {
        if (!stopped) setLink('reconnecting')
      },
      onClosed: () => {
        if (stopped) return
        setLink('reconnecting')
        // Refused for good, or a passing failure? The snapshot says: an ended session ends play.
        api.table().then(
          (answer) => {
            if (stopped) return
            absorb(answer)
            retry = setTimeout(() => setStreamAttempt((n) => n + 1), reconnectMs)
          },
          (error: unknown) => {
            if (stopped) return
            if (errorCodeOf(error) === 'house.session.invalid') setFatal('house.session.invalid')
            else retry = setTimeout(() => setStreamAttempt((n) => n + 1), reconnectMs)
          },
        )
      },
    })
    return () => {
      stopped = true
      clearTimeout(retry)
      stop()
    }
  }, [api, accept, absorb, setLink, streamAttempt, reconnectMs])

  // A new round on screen: the bets shown are no longer its own.
  const roundNo = state?.roundNo
  useEffect(() => {
    if (mineRef.current && mineRef.current.roundNo !== roundNo) setMine(null)
  }, [roundNo, setMine])

  // Once a round with the member's bets has played: ask until it is settled (or the next round has begun).
  const phase = state?.phase
  const hasBets = mine !== null && mine.roundNo === roundNo
  const alreadySettled = settled !== undefined && settled.roundNo === roundNo
  useEffect(() => {
    if (phase !== 'result' || roundNo === undefined || !hasBets || alreadySettled) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    const ask = async () => {
      try {
        const answer = await api.table()
        if (stopped) return
        absorb(answer)
        if (answer.state.roundNo !== roundNo) return
        const payout = answer.mine?.payout
        if (payout !== undefined && answer.mine) {
          const before = balanceAfterBets.current.get(roundNo)
          const expected = before === undefined ? undefined : fromMinor((toMinor(before, decimals) ?? 0n) + (toMinor(payout, decimals) ?? 0n), decimals)
          // The payout is known as soon as the round has played; the wallet has it once settlement has run.
          const paid = expected === undefined || compareAmounts(answer.balance, expected, decimals) >= 0
          if (paid || attempt + 1 >= settleAttempts) {
            setSettled({ roundNo, bets: answer.mine })
            return
          }
        }
      } catch {
        // Asked again below.
      }
      if (!stopped && ++attempt < settleAttempts) timer = setTimeout(() => void ask(), settleRetryMs)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [api, absorb, phase, roundNo, hasBets, alreadySettled, settleAttempts, settleRetryMs, decimals])

  const placed = useCallback((answer: TableBetAnswer) => {
    balanceAfterBets.current.set(answer.roundNo, answer.balance)
    setBalance(answer.balance)
    if (answer.roundNo === stateRef.current?.roundNo) setMine({ roundNo: answer.roundNo, bets: answer.mine })
  }, [setMine])

  const cashedOut = useCallback((answer: { roundNo: number; multiplier: number; payout: string; balance: string }) => {
    balanceAfterBets.current.set(answer.roundNo, answer.balance)
    setBalance(answer.balance)
    const current = mineRef.current
    if (!current || current.roundNo !== answer.roundNo) return
    const bets = { ...current.bets, cashedOutAt: answer.multiplier, payout: answer.payout }
    setMine({ roundNo: answer.roundNo, bets })
    setSettled({ roundNo: answer.roundNo, bets })
  }, [setMine])

  return {
    state,
    mine: mine && mine.roundNo === roundNo ? mine.bets : null,
    settled: settled && settled.roundNo === roundNo ? settled : undefined,
    balance,
    connection,
    fatal,
    now,
    placed,
    cashedOut,
  }
}

/**
 * Re-renders every `intervalMs` while `active` (a countdown, the dealer's cards), and answers the tick count.
 * The clock itself is the table's `now()`.
 */
export function useTicker(active: boolean, intervalMs = 250): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setTick((n) => n + 1), intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs])
  return tick
}

/** Whole seconds left until `until` (ISO), never below 0. */
export function secondsLeft(until: string | undefined, now: number): number {
  if (!until) return 0
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000))
}
