/**
 * The lottery's timing, for the lottery app and the portal's lottery pages alike: a ticking clock, and a game's round
 * kept fresh across its draws. The caller passes how a round is read (its own API client) and how a failure's error
 * code is told; nothing here talks to a server itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LotteryRound } from '../../contract/schemas/lottery'

/** How a round is read, and the error code of a failed read. */
export interface RoundSource {
  read(gameCode: string): Promise<LotteryRound>
  errorCode(error: unknown): string
}

/** Now (ms), every second: the countdowns' tick. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** Once a round's draw time passes, ask again this long after: the draw job runs every second. */
const AFTER_DRAW_MS = 1_500
/** Asked again this often anyway (a closed tab's timers sleep; a new round may have opened meanwhile). */
const REFRESH_MS = 30_000

export interface RoundState {
  round: LotteryRound | null
  /** Whole seconds left by the server's clock (the answer's serverTime against ours when it came). */
  secondsToClose: number
  secondsToDraw: number
  /** The error code of the last failed read (the round shown, if any, is the last good one). */
  error: string | null
  /** Bumped each time a round newer than the last one drew: views refresh results, orders and the balance. */
  drawnCount: number
  refresh(): void
}

/** A game's current round, kept fresh: read at once, after each draw, and every half minute. */
export function useRound(source: RoundSource, gameCode: string, now: number): RoundState {
  const [round, setRound] = useState<LotteryRound | null>(null)
  const [offset, setOffset] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [drawnCount, setDrawnCount] = useState(0)
  const lastDrawn = useRef<string | null>(null)
  const asking = useRef(false)

  const refresh = useCallback(() => {
    if (asking.current) return
    asking.current = true
    source
      .read(gameCode)
      .then((next) => {
        setRound(next)
        setOffset(Date.parse(next.serverTime) - Date.now())
        setError(null)
        const drawn = next.last?.roundNo ?? null
        if (drawn !== lastDrawn.current) {
          if (lastDrawn.current !== null) setDrawnCount((count) => count + 1)
          lastDrawn.current = drawn
        }
      })
      .catch((caught: unknown) => setError(source.errorCode(caught)))
      .finally(() => (asking.current = false))
  }, [source, gameCode])

  useEffect(() => {
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh])

  const serverNow = now + offset
  const closesAt = round ? Date.parse(round.current.closesAt) : 0
  const drawsAt = round ? Date.parse(round.current.drawsAt) : 0
  const secondsToClose = round ? Math.max(0, Math.ceil((closesAt - serverNow) / 1000)) : 0
  const secondsToDraw = round ? Math.max(0, Math.ceil((drawsAt - serverNow) / 1000)) : 0

  // The draw time passed: ask for the round again shortly after (and again until a new round comes).
  const due = round !== null && serverNow >= drawsAt + AFTER_DRAW_MS
  const dueTick = due ? Math.floor(serverNow / AFTER_DRAW_MS) : -1
  useEffect(() => {
    if (dueTick >= 0) refresh()
  }, [dueTick, refresh])

  return { round, secondsToClose, secondsToDraw, error, drawnCount, refresh }
}
