/**
 * Crash: every seated player sees the same flight (the table's event stream). A stake goes on the coming flight
 * while betting is open, optionally with an automatic cash-out; in flight the multiplier climbs on the server's
 * curve (drawn here, frame by frame, on the server's clock) until the server's crash point, and a cash-out before it
 * pays the stake times the multiplier of its moment, which the server decides.
 */
import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { HouseSession, TableState } from '../../contract/house'
// Each piece from its own module (not the group's index), so this screen's chunk carries only what it shows.
import { CrashControls, type CrashAction } from '../../components/games/house/CrashControls'
import { CrashFlight } from '../../components/games/house/CrashFlight'
import { CrashHistory } from '../../components/games/house/CrashHistory'
import { CRASH_START, autoCashOutTarget, crashMultiplierAt, crashReturn, crashText } from '../../components/games/house/crash'
import { errorMessageKey } from '../../components/games/house/errors'
import { HouseBar } from '../../components/games/house/HouseBar'
import { compareAmounts, formatMoney } from '../../components/games/house/money'
import { TableCountdown } from '../../components/games/house/TableCountdown'
import { ErrorState } from '../../components/primitives/ErrorState'
import { errorCodeOf, type HouseGameApi } from '../api'
import { Announcer, GameFrame } from './shared'
import { secondsLeft, useTable, useTicker, type TableOptions } from './table'

export interface CrashGameProps {
  /** The session as the house API answered it (a `crash` game). */
  session: HouseSession
  /** The house API for this session. */
  api: HouseGameApi
  /** The table's timings (settlement retries, reconnection). */
  table?: TableOptions
}

/** The multiplier in flight, in hundredths, from the server's clock, once per animation frame while it changes. */
function useFlight(state: TableState | undefined, now: () => number): number {
  const running = state?.phase === 'running'
  const start = state ? Date.parse(state.bettingUntil) : 0
  const [multiplier, setMultiplier] = useState(CRASH_START)
  useEffect(() => {
    if (!running) return
    let frame = 0
    const step = () => {
      setMultiplier(crashMultiplierAt(now() - start))
      frame = requestAnimationFrame(step)
    }
    step()
    return () => cancelAnimationFrame(frame)
  }, [running, start, now])
  return running ? multiplier : CRASH_START
}

export default function CrashGame({ session, api, table: tableOptions }: CrashGameProps) {
  const { t, i18n } = useTranslation('house')
  const { currency, decimals } = session
  const { minBet, maxBet } = session.game
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const table = useTable(api, session.balance, decimals, tableOptions)
  const { state, mine, settled } = table

  const [stake, setStake] = useState(minBet)
  const [autoOn, setAutoOn] = useState(false)
  const [auto, setAuto] = useState('2.00')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [announcement, setAnnouncement] = useState('')

  const phase = state?.phase
  useTicker(phase === 'betting' || phase === 'result')
  const now = table.now()
  const open = phase === 'betting' && state !== undefined && now < Date.parse(state.bettingUntil)
  const flying = useFlight(state, table.now)
  const multiplier = phase === 'result' ? (state?.crashPoint ?? CRASH_START) : flying

  // A new round: the last one's message goes.
  const roundNo = state?.roundNo
  useEffect(() => setError(undefined), [roundNo])

  // Where the member is out: a manual cash-out (the server's multiplier), or the auto target once the curve has
  // passed it (the server settles it after the flight, at the target, if the flight got there).
  const autoTarget = mine?.autoCashOut
  const autoReached = autoTarget !== undefined && ((phase === 'running' && multiplier >= autoTarget) || (phase === 'result' && state?.crashPoint !== undefined && autoTarget <= state.crashPoint))
  const cashedOutAt = mine?.cashedOutAt ?? (autoReached ? autoTarget : undefined)

  // Said once a round: where it crashed, and what the member's stake paid once the server settled it.
  const announced = useRef<number>(undefined)
  useEffect(() => {
    if (!state || state.phase !== 'result' || state.crashPoint === undefined || announced.current === state.roundNo) return
    if (mine && !settled) return
    announced.current = state.roundNo
    const parts = [t('announce.crashed', { multiplier: crashText(state.crashPoint, i18n.language) })]
    // A manual cash-out was said when it was made.
    if (settled?.bets.payout !== undefined && settled.bets.cashedOutAt === undefined) {
      const paid = compareAmounts(settled.bets.payout, '0', decimals) > 0
      parts.push(paid ? t('announce.win', { amount: money(settled.bets.payout) }) : t('announce.noWin'))
      parts.push(t('announce.balance', { balance: money(table.balance) }))
    }
    setAnnouncement(parts.join(' '))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said once a round, when its result and settlement are in
  }, [state, mine, settled])

  const bet = async () => {
    if (!state || !open || busy || mine) return
    const target = autoOn ? autoCashOutTarget(auto) : null
    if (autoOn && target === null) return
    setBusy(true)
    setError(undefined)
    setAnnouncement('')
    try {
      const answer = await api.crashBet({ roundNo: state.roundNo, stake, ...(target !== null ? { autoCashOut: target } : {}) })
      table.placed(answer)
      setAnnouncement([t('announce.crashBet', { amount: money(answer.mine.total) }), t('announce.balance', { balance: money(answer.balance) })].join(' '))
    } catch (failure) {
      const message = t(errorMessageKey(errorCodeOf(failure)))
      setError(message)
      setAnnouncement(message)
    } finally {
      setBusy(false)
    }
  }

  const cashOut = async () => {
    if (!mine || busy || phase !== 'running' || cashedOutAt !== undefined) return
    setBusy(true)
    setError(undefined)
    try {
      const answer = await api.crashCashOut()
      table.cashedOut(answer)
      setAnnouncement(
        [t('announce.cashedOut', { multiplier: crashText(answer.multiplier, i18n.language), amount: money(answer.payout) }), t('announce.balance', { balance: money(answer.balance) })].join(' '),
      )
    } catch (failure) {
      const code = errorCodeOf(failure)
      // After the crash the server says betting is closed: here, it means too late.
      const message = code === 'house.betting.closed' ? t('crash.tooLate') : t(errorMessageKey(code))
      setError(message)
      setAnnouncement(message)
    } finally {
      setBusy(false)
    }
  }

  if (table.fatal) {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, bgcolor: 'background.default' }}>
        <ErrorState title={t('app.errorTitle')} message={t(errorMessageKey(table.fatal))} />
      </Box>
    )
  }

  let action: CrashAction = 'wait'
  if (phase === 'betting') action = mine ? 'placed' : open ? 'bet' : 'wait'
  else if (phase === 'running' && mine) action = cashedOutAt !== undefined ? 'cashedOut' : 'cashOut'
  else if (phase === 'result' && mine && cashedOutAt !== undefined) action = 'cashedOut'

  let label = t('crash.waiting')
  let seconds: number | undefined
  let tone: 'open' | 'closed' | 'result' = 'closed'
  if (state) {
    if (open) {
      label = t('crash.placeBet')
      seconds = secondsLeft(state.bettingUntil, now)
      tone = 'open'
    } else if (phase === 'betting') label = t('crash.closed')
    else if (phase === 'running') label = t('crash.inFlight')
    else {
      label = t('crash.nextRound')
      seconds = secondsLeft(state.endsAt, now)
      tone = 'result'
    }
  }

  const stakeOn = mine?.bets.stake ?? mine?.total
  const result = phase === 'result' && mine ? (settled?.bets.payout ?? (cashedOutAt === undefined ? '0' : undefined)) : undefined

  return (
    <GameFrame maxWidth={640} bar={<HouseBar name={session.game.name} balance={table.balance} currency={currency} decimals={decimals} trial={session.trial} />}>
      <CrashHistory history={state?.history} />
      <TableCountdown
        label={label}
        roundNo={state?.roundNo}
        seconds={seconds}
        tone={tone}
        reconnecting={table.connection === 'reconnecting'}
        connecting={table.connection === 'connecting' && !state}
      />
      <CrashFlight
        phase={phase ?? 'betting'}
        multiplier={multiplier}
        elapsedMs={phase === 'running' && state ? Math.max(0, now - Date.parse(state.bettingUntil)) : undefined}
        secondsLeft={state && phase === 'betting' ? secondsLeft(state.bettingUntil, now) : undefined}
        cashedOutAt={cashedOutAt}
        autoCashOut={autoTarget}
      />
      {result !== undefined ? (
        <Box data-testid="crash-result" sx={{ textAlign: 'center', fontWeight: 700, fontSize: '1.125rem', color: compareAmounts(result, '0', decimals) > 0 ? 'success.main' : 'text.secondary' }}>
          {compareAmounts(result, '0', decimals) > 0 ? t('crash.won', { amount: money(result) }) : t('crash.lost')}
        </Box>
      ) : null}
      <CrashControls
        action={action}
        stake={stake}
        onStakeChange={setStake}
        minBet={minBet}
        maxBet={maxBet}
        autoOn={autoOn}
        onAutoOnChange={setAutoOn}
        auto={auto}
        onAutoChange={setAuto}
        onBet={() => void bet()}
        onCashOut={() => void cashOut()}
        busy={busy}
        cashOutAmount={stakeOn ? crashReturn(stakeOn, cashedOutAt ?? multiplier, decimals) : undefined}
        placedStake={stakeOn}
        placedAuto={autoTarget}
        error={error}
        currency={currency}
        decimals={decimals}
      />
      <Announcer message={announcement} />
    </GameFrame>
  )
}
