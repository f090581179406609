/**
 * The live baccarat table: every seated player sees the same round (the table's event stream), bets on it while
 * betting is open, watches the cards dealt, and is paid by the server once the round has played. This screen puts
 * chips down, places them, and shows what the table and the API answered: the server deals and settles.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { BaccaratBetKind, HouseSession, TableState } from '../../contract/house'
// Each piece from its own module (not the group's index), so this screen's chunk carries only what it shows.
import { BaccaratControls } from '../../components/games/house/BaccaratControls'
import { BaccaratHands, outcomeText } from '../../components/games/house/BaccaratHands'
import { BaccaratRoads } from '../../components/games/house/BaccaratRoads'
import { BaccaratSpots } from '../../components/games/house/BaccaratSpots'
import { addStake, chipValues, dealtCounts, overLimit, totalStakes, winningSpots, type BaccaratStakes } from '../../components/games/house/baccarat'
import { errorMessageKey } from '../../components/games/house/errors'
import { HouseBar } from '../../components/games/house/HouseBar'
import { compareAmounts, formatMoney } from '../../components/games/house/money'
import { TableCountdown } from '../../components/games/house/TableCountdown'
import { ErrorState } from '../../components/primitives/ErrorState'
import { errorCodeOf, type HouseGameApi } from '../api'
import { Announcer, GameFrame } from './shared'
import { secondsLeft, useTable, useTicker, type TableOptions } from './table'

export interface BaccaratGameProps {
  /** The session as the house API answered it (a `baccarat` game). */
  session: HouseSession
  /** The house API for this session. */
  api: HouseGameApi
  /** The table's timings (settlement retries, reconnection). */
  table?: TableOptions
  /** The longest pause between two cards of the deal, in ms (the deal fits in the table's running phase). */
  cardMs?: number
}

/** When the round on screen opened: the end of the round before it, when that was on screen too. */
function useOpenedAt(state: TableState | undefined, now: () => number): number | undefined {
  const opened = useRef<{ roundNo: number; at: number }>(undefined)
  const previous = useRef<TableState>(undefined)
  if (state && opened.current?.roundNo !== state.roundNo) {
    const before = previous.current
    opened.current = { roundNo: state.roundNo, at: before?.endsAt && before.roundNo === state.roundNo - 1 ? Date.parse(before.endsAt) : now() }
  }
  previous.current = state
  return opened.current?.at
}

export default function BaccaratGame({ session, api, table: tableOptions, cardMs = 1000 }: BaccaratGameProps) {
  const { t, i18n } = useTranslation('house')
  const { currency, decimals } = session
  const { minBet, maxBet } = session.game
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const table = useTable(api, session.balance, decimals, tableOptions)
  const { state, mine, settled } = table
  const chips = useMemo(() => chipValues(minBet, maxBet, decimals), [minBet, maxBet, decimals])

  const [chip, setChip] = useState(chips[0] ?? minBet)
  const [pending, setPending] = useState<BaccaratStakes>({})
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  /** The bets of the last round the member bet on, to put down again. */
  const [lastBets, setLastBets] = useState<BaccaratStakes>()

  const phase = state?.phase
  useTicker(phase === 'betting' || phase === 'running' || phase === 'result')
  const now = table.now()
  const openedAt = useOpenedAt(state, table.now)
  const open = phase === 'betting' && state !== undefined && now < Date.parse(state.bettingUntil)

  // A new round: chips left down on the last one are taken back, its message goes.
  const roundNo = state?.roundNo
  useEffect(() => {
    setPending({})
    setError(undefined)
  }, [roundNo])

  // The member's bets, kept to repeat on a later round.
  useEffect(() => {
    if (mine) setLastBets(mine.bets as BaccaratStakes)
  }, [mine])

  // The result, said once per round: the outcome, and what the member's bets paid once the server settled them.
  const announced = useRef<number>(undefined)
  useEffect(() => {
    if (!state || state.phase !== 'result' || !state.hand || announced.current === state.roundNo) return
    if (mine && !settled) return
    announced.current = state.roundNo
    const parts = [`${outcomeText(t, state.hand)}.`]
    if (settled?.bets.payout !== undefined) {
      const { payout, total } = settled.bets
      const paid = compareAmounts(payout, '0', decimals) > 0
      parts.push(paid ? (compareAmounts(payout, total, decimals) > 0 ? t('announce.win', { amount: money(payout) }) : t('announce.back', { amount: money(payout) })) : t('announce.noWin'))
      parts.push(t('announce.balance', { balance: money(table.balance) }))
    }
    setAnnouncement(parts.join(' '))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said once a round, when its result and settlement are in
  }, [state, mine, settled])

  const placedTotal = mine?.total ?? '0'
  const pendingTotal = totalStakes(decimals, pending)

  const putChip = (spot: BaccaratBetKind) => {
    if (!open || placing) return
    if (overLimit(totalStakes(decimals, mine?.bets, pending), chip, maxBet, decimals)) {
      setError(t('baccarat.overLimit', { max: money(maxBet) }))
      return
    }
    setError(undefined)
    setPending((current) => addStake(current, spot, chip, decimals))
  }

  const repeat = () => {
    if (!open || !lastBets) return
    if (overLimit(totalStakes(decimals, mine?.bets), totalStakes(decimals, lastBets), maxBet, decimals)) {
      setError(t('baccarat.overLimit', { max: money(maxBet) }))
      return
    }
    setError(undefined)
    setPending(lastBets)
  }

  const place = async () => {
    if (!state || !open || placing || compareAmounts(pendingTotal, '0', decimals) <= 0) return
    setPlacing(true)
    setError(undefined)
    setAnnouncement('')
    try {
      const answer = await api.baccaratBet({ roundNo: state.roundNo, bets: pending })
      table.placed(answer)
      setPending({})
      setAnnouncement([t('announce.betsPlaced', { amount: money(answer.mine.total) }), t('announce.balance', { balance: money(answer.balance) })].join(' '))
    } catch (failure) {
      const code = errorCodeOf(failure)
      const message = t(errorMessageKey(code))
      setError(message)
      setAnnouncement(message)
      if (code === 'house.betting.closed') setPending({})
    } finally {
      setPlacing(false)
    }
  }

  if (table.fatal) {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, bgcolor: 'background.default' }}>
        <ErrorState title={t('app.errorTitle')} message={t(errorMessageKey(table.fatal))} />
      </Box>
    )
  }

  // The deal: the cards turn one by one through the running phase, a card at most every `cardMs`.
  const hand = state?.hand
  let shown: { player: number; banker: number } | undefined
  if (state && hand && phase === 'running') {
    const cards = hand.player.length + hand.banker.length
    // Baccarat's deal is of fixed length, so the server sends when it ends in every phase.
    const runMs = Date.parse(state.runUntil ?? state.bettingUntil) - Date.parse(state.bettingUntil)
    const step = Math.max(1, Math.min(cardMs, (runMs * 0.8) / cards))
    shown = dealtCounts(hand, Math.floor((now - Date.parse(state.bettingUntil)) / step) + 1)
  }

  let label = t('baccarat.waiting')
  let seconds: number | undefined
  let remaining: number | undefined
  let tone: 'open' | 'closed' | 'result' = 'closed'
  if (state) {
    const bettingUntil = Date.parse(state.bettingUntil)
    const runUntil = Date.parse(state.runUntil ?? state.bettingUntil)
    const endsAt = Date.parse(state.endsAt ?? state.runUntil ?? state.bettingUntil)
    if (open) {
      label = t('baccarat.placeBets')
      seconds = secondsLeft(state.bettingUntil, now)
      tone = 'open'
      remaining = openedAt !== undefined && bettingUntil > openedAt ? (bettingUntil - now) / (bettingUntil - openedAt) : undefined
    } else if (phase === 'betting') {
      label = t('baccarat.closed')
    } else if (phase === 'running') {
      label = t('baccarat.dealing')
      remaining = runUntil > bettingUntil ? (runUntil - now) / (runUntil - bettingUntil) : undefined
    } else {
      label = t('baccarat.nextRound')
      seconds = secondsLeft(state.endsAt, now)
      tone = 'result'
      remaining = endsAt > runUntil ? (endsAt - now) / (endsAt - runUntil) : undefined
    }
  }

  const result = phase === 'result' && settled?.bets.payout !== undefined ? settled.bets : undefined
  const resultPaid = result && compareAmounts(result.payout!, '0', decimals) > 0

  return (
    <GameFrame maxWidth={720} bar={<HouseBar name={session.game.name} balance={table.balance} currency={currency} decimals={decimals} trial={session.trial} />}>
      <TableCountdown
        label={label}
        roundNo={state?.roundNo}
        seconds={seconds}
        remaining={remaining}
        tone={tone}
        reconnecting={table.connection === 'reconnecting'}
        connecting={table.connection === 'connecting' && !state}
      />
      <BaccaratHands hand={hand} shown={shown} final={phase === 'result'} />
      {result ? (
        <Box
          data-testid="baccarat-win"
          sx={{ textAlign: 'center', fontWeight: 700, fontSize: '1.125rem', color: resultPaid ? 'success.main' : 'text.secondary' }}
        >
          {resultPaid
            ? compareAmounts(result.payout!, result.total, decimals) > 0
              ? t('baccarat.won', { amount: money(result.payout!) })
              : t('baccarat.back', { amount: money(result.payout!) })
            : t('baccarat.lost')}
        </Box>
      ) : null}
      <BaccaratSpots
        payouts={state?.payouts}
        placed={mine?.bets}
        pending={pending}
        onSpot={putChip}
        disabled={!open || placing}
        winners={phase === 'result' && hand ? winningSpots(hand) : undefined}
        currency={currency}
        decimals={decimals}
      />
      <BaccaratControls
        chips={chips}
        chip={chip}
        onChipChange={setChip}
        pendingTotal={pendingTotal}
        placedTotal={placedTotal}
        onPlace={() => void place()}
        onClear={() => {
          setPending({})
          setError(undefined)
        }}
        onRepeat={lastBets && !mine ? repeat : undefined}
        open={open}
        placing={placing}
        error={error}
        currency={currency}
        decimals={decimals}
      />
      <BaccaratRoads roads={state?.roads} />
      <Announcer message={announcement} />
    </GameFrame>
  )
}
