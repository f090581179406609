/**
 * The book's app's state: the session, the matches of the chosen sport and the open match (each read again every
 * few seconds: prices move), the slip (its selections keep their match's latest price), placing bets and following
 * the pending ones until the book answers them, and the member's bets. Plain React state: the app is one screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OddsFormat } from '../../contract/sports/odds'
import type { BookSport, OddsChangeChoice, SportsBet, SportsEvent, SportsLegRequest, SportsSession } from '../../contract/sportsbook'
import { legOf, slipLegKey, type SlipLeg, type SlipMode } from '../../components/sports/slip'
import type { SlipBet, SlipRefusal } from '../../components/sports/BookSlip/BookSlip'
import type { MyBetsTab } from '../../components/sports/MyBets/MyBets'
import { errorCodeOf, HouseApiError } from '../api'
import type { SportsApi } from './api'

/** How often the list and an open match are read again (prices move by the second in play). */
export const LIST_EVERY_MS = 3000
export const MATCH_EVERY_MS = 2000
const BETS_EVERY_MS = 3000

/** Runs `read` now and every `everyMs` while `active`, keeping only the answer of the latest run. */
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

const newKey = () => `slip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** A slip's selections with the price each has now in the matches read last (null when its market is gone). */
function repriced(legs: SlipLeg[], events: readonly SportsEvent[]): SlipLeg[] {
  const byId = new Map(events.map((event) => [event.eventId, event]))
  return legs.map((leg) => {
    const event = byId.get(leg.eventId)
    const market = event?.markets.find((candidate) => candidate.key === leg.market.key)
    const selection = market?.selections.find((candidate) => candidate.key === leg.selection)
    return event && market && selection ? legOf(event, market, selection) : leg
  })
}

export function useBook(api: SportsApi, openFirst?: string) {
  const [session, setSession] = useState<SportsSession | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [sport, setSport] = useState<BookSport | null>(null)
  const [format, setFormat] = useState<OddsFormat>('decimal')
  const [events, setEvents] = useState<SportsEvent[] | undefined>(undefined)
  const [listError, setListError] = useState<string | null>(null)
  const [openId, setOpenId] = useState<string | null>(openFirst ?? null)
  const [match, setMatch] = useState<SportsEvent | null>(null)
  const [legs, setLegs] = useState<SlipLeg[]>([])
  const [mode, setMode] = useState<SlipMode>('single')
  const [stakes, setStakes] = useState<Record<string, string>>({})
  const [oddsChange, setOddsChange] = useState<OddsChangeChoice>('higher')
  const [placing, setPlacing] = useState(false)
  const [placed, setPlaced] = useState<SportsBet[]>([])
  const [refusal, setRefusal] = useState<SlipRefusal | null>(null)
  const [showBets, setShowBets] = useState(false)
  const [betsTab, setBetsTab] = useState<MyBetsTab>('open')
  const [bets, setBets] = useState<SportsBet[] | undefined>(undefined)
  const [betsError, setBetsError] = useState<string | null>(null)
  const sportRef = useRef<BookSport | null>(null)
  sportRef.current = sport

  useEffect(() => {
    let current = true
    setFailure(null)
    api.session().then(
      (answer) => {
        if (!current) return
        setSession(answer)
        setFormat(answer.defaultOddsFormat)
        setSport((chosen) => chosen ?? answer.sports[0] ?? null)
      },
      (error: unknown) => current && setFailure(errorCodeOf(error)),
    )
    return () => {
      current = false
    }
  }, [api, attempt])

  const readList = useCallback(async () => {
    const asked = sportRef.current
    if (!asked) return
    try {
      const answer = await api.events(asked)
      if (sportRef.current !== asked) return
      setEvents(answer.events)
      setListError(null)
      setLegs((current) => repriced(current, answer.events))
    } catch (error) {
      setListError(errorCodeOf(error))
    }
  }, [api])
  usePolling(session !== null && sport !== null && openId === null && !showBets, LIST_EVERY_MS, readList)

  const readMatch = useCallback(async () => {
    if (!openId) return
    try {
      const answer = await api.event(openId)
      setMatch(answer.event)
      // A match opened from outside (openFirst): its sport's list is the one to go back to.
      setSport((current) => (current === answer.event.sport ? current : answer.event.sport))
      setLegs((current) => repriced(current, [answer.event]))
    } catch (error) {
      setListError(errorCodeOf(error))
    }
  }, [api, openId])
  usePolling(session !== null && openId !== null && !showBets, MATCH_EVERY_MS, readMatch)

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

  // A pending bet is followed until the book answers it (the in-play delay's end).
  const pending = placed.some((bet) => bet.status === 'pending')
  const followPending = useCallback(async () => {
    try {
      const answer = await api.bets('open')
      const settled = await api.bets('settled')
      const latest = new Map([...answer.bets, ...settled.bets].map((bet) => [bet.betId, bet]))
      setPlaced((current) => current.map((bet) => latest.get(bet.betId) ?? bet))
      setSession((current) => (current ? { ...current, balance: settled.balance } : current))
    } catch {
      // The next read tries again.
    }
  }, [api])
  usePolling(pending, 1000, followPending)

  const pick = useCallback((leg: SlipLeg) => {
    const key = slipLegKey(leg)
    setRefusal(null)
    setLegs((current) => (current.some((other) => slipLegKey(other) === key) ? current.filter((other) => slipLegKey(other) !== key) : [...current, leg]))
  }, [])

  const place = useCallback(async (slips: SlipBet[]) => {
    setPlacing(true)
    setRefusal(null)
    const accepted: SportsBet[] = []
    try {
      for (const slip of slips) {
        const answer = await api.bet({ ...slip, idempotencyKey: newKey() })
        accepted.push(answer.bet)
        setSession((current) => (current ? { ...current, balance: answer.balance } : current))
      }
      setLegs([])
      setStakes({})
    } catch (error) {
      const code = errorCodeOf(error)
      const value = error instanceof HouseApiError ? (error.value as { legs?: SportsLegRequest[] } | undefined) : undefined
      setRefusal({ code, ...(value?.legs ? { prices: value.legs } : {}) })
    } finally {
      setPlaced(accepted)
      setPlacing(false)
    }
  }, [api])

  // A cash-out taken: the bet settles and the balance follows; refused, the book's code is shown and the list read
  // again (with the new offer, if there is one).
  const cashOut = useCallback(async (bet: SportsBet): Promise<string | null> => {
    if (bet.cashOut === null) return 'sports.cashout.unavailable'
    let code: string | null = null
    try {
      const answer = await api.cashOut(bet.betId, bet.cashOut)
      setSession((current) => (current ? { ...current, balance: answer.balance } : current))
    } catch (error) {
      code = errorCodeOf(error)
    }
    await readBets()
    return code
  }, [api, readBets])

  const acceptPrices = useCallback((prices: SportsLegRequest[]) => {
    const now = new Map(prices.map((price) => [`${price.eventId}|${price.market}|${price.selection}`, price.price]))
    setLegs((current) => current.map((leg) => ({ ...leg, price: now.get(slipLegKey(leg)) ?? leg.price })))
    setRefusal(null)
  }, [])

  return {
    session, failure, retry: () => setAttempt((n) => n + 1),
    sport, chooseSport: (next: BookSport) => { setSport(next); setEvents(undefined); setOpenId(null); setMatch(null) },
    format, setFormat,
    events, listError, retryList: () => void readList(),
    openId, match, openMatch: (id: string | null) => { setOpenId(id); setMatch(null) },
    slip: {
      legs, mode, setMode, stakes, setStake: (key: string, amount: string) => setStakes((current) => ({ ...current, [key]: amount })),
      oddsChange, setOddsChange, placing, placed, refusal, pick, place, acceptPrices,
      remove: (key: string) => setLegs((current) => current.filter((leg) => slipLegKey(leg) !== key)),
      clear: () => { setLegs([]); setStakes({}); setPlaced([]); setRefusal(null) },
    },
    myBets: { show: showBets, setShow: setShowBets, tab: betsTab, setTab: (tab: MyBetsTab) => { setBetsTab(tab); setBets(undefined) }, bets, error: betsError, retry: () => void readBets(), cashOut },
  }
}
export type Book = ReturnType<typeof useBook>
