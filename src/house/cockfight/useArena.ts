/**
 * The arena's app's state: the session, the arena read every second (the phase, its countdown, the locks and the
 * pools move by the second), the slip (one bet: a selection and an amount), placing it with a fresh idempotency key,
 * and the member's bets. Plain React state: the app is one screen.
 */
import { useCallback, useEffect, useState } from 'react'
import type { CockfightArena, CockfightBet, CockfightSession } from '../../contract/cockfight'
import type { CockfightSelection } from '../../contract/sports/cockfight'
import type { ArenaBetsTab } from '../../components/cockfight/ArenaBets'
import { errorCodeOf } from '../api'
import type { CockfightApi } from './api'

/** How often the arena is read: its countdown is in seconds, and a pool moves with every bet. */
export const ARENA_EVERY_MS = 1000
const BETS_EVERY_MS = 3000

/** Runs `read` now and every `everyMs` while `active`, one run at a time. */
function usePolling(active: boolean, everyMs: number, read: () => Promise<void>): void {
  useEffect(() => {
    if (!active) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = async () => {
      await read()
      if (!stopped) timer = setTimeout(run, everyMs)
    }
    void run()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [active, everyMs, read])
}

/** A key no other bet has: the arena answers a repeat of it with the first bet, so a retried request never bets twice. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `cf-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function useArena(api: CockfightApi) {
  const [session, setSession] = useState<CockfightSession | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [arena, setArena] = useState<CockfightArena | null>(null)
  const [arenaError, setArenaError] = useState<string | null>(null)
  // The bet chosen, with the fight it was chosen on: once that fight's slot is over the slip empties, so a bet meant
  // for one fight is never placed on the next.
  const [chosen, setChosen] = useState<{ fightId: string; selection: CockfightSelection } | null>(null)
  const [amount, setAmount] = useState('')
  const [placing, setPlacing] = useState(false)
  const [placed, setPlaced] = useState<CockfightBet | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [showBets, setShowBets] = useState(false)
  const [betsTab, setBetsTab] = useState<ArenaBetsTab>('open')
  const [bets, setBets] = useState<CockfightBet[] | undefined>(undefined)
  const [betsError, setBetsError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    setFailure(null)
    api.session().then(
      (answer) => current && setSession(answer),
      (error: unknown) => current && setFailure(errorCodeOf(error)),
    )
    return () => {
      current = false
    }
  }, [api, attempt])

  const readArena = useCallback(async () => {
    try {
      // Answers come in order (one read at a time), so the latest read is the one shown.
      setArena(await api.arena())
      setArenaError(null)
    } catch (error) {
      setArenaError(errorCodeOf(error))
    }
  }, [api])
  usePolling(session !== null, ARENA_EVERY_MS, readArena)

  const readBets = useCallback(async () => {
    try {
      const answer = await api.bets(betsTab)
      setBets(answer.bets)
      setBetsError(null)
      setSession((current) => (current ? { ...current, balance: answer.balance } : current))
    } catch (error) {
      setBetsError(errorCodeOf(error))
    }
  }, [api, betsTab])
  usePolling(session !== null && showBets, BETS_EVERY_MS, readBets)

  const currentFightId = arena?.current.fightId ?? null
  const selection = chosen !== null && chosen.fightId === currentFightId ? chosen.selection : null

  const pick = useCallback((next: CockfightSelection) => {
    if (currentFightId === null) return
    setChosen({ fightId: currentFightId, selection: next })
    setRefusal(null)
    setPlaced(null)
  }, [currentFightId])

  const place = useCallback(async () => {
    if (!chosen || chosen.fightId !== currentFightId) return
    setPlacing(true)
    setRefusal(null)
    setPlaced(null)
    try {
      const answer = await api.bet({ idempotencyKey: newKey(), fightId: chosen.fightId, selection: chosen.selection, stake: amount })
      setPlaced(answer.bet)
      setSession((current) => (current ? { ...current, balance: answer.balance } : current))
      setAmount('')
    } catch (error) {
      setRefusal(errorCodeOf(error))
    } finally {
      setPlacing(false)
    }
  }, [api, chosen, currentFightId, amount])

  return {
    session, failure, retry: () => setAttempt((n) => n + 1),
    arena, arenaError, retryArena: () => void readArena(),
    slip: {
      selection, amount, placing, placed, refusal, pick, place,
      setAmount: (next: string) => { setAmount(next); setRefusal(null) },
      clear: () => { setChosen(null); setAmount(''); setRefusal(null); setPlaced(null) },
    },
    myBets: { show: showBets, setShow: setShowBets, tab: betsTab, setTab: (tab: ArenaBetsTab) => { setBetsTab(tab); setBets(undefined) }, bets, error: betsError, retry: () => void readBets() },
  }
}
export type Arena = ReturnType<typeof useArena>
