/**
 * A game's betting view: its round's countdown, then three tabs. Bet: the bet type, the numbers (each number one
 * bet; a xiên's numbers together one bet), the stake, the slip and its confirmation. Results: the latest draws, each
 * verifiable here from its revealed seed. My orders: the member's bets on this game, settled or waiting.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { LotteryAppSession } from '../../contract/lottery'
import type { LotteryBetTypeCode, LotteryGame, LotteryOrders, LotteryResults } from '../../contract/schemas/lottery'
import { multiplyAmount } from '../../components/games/house/money'
import { BetSlip } from '../../components/lottery/BetSlip'
import { BetTypePicker } from '../../components/lottery/BetTypePicker'
import { LotteryCountdown } from '../../components/lottery/LotteryCountdown'
import { LotteryOrderList } from '../../components/lottery/LotteryOrderList'
import { LotteryResultBoard } from '../../components/lottery/LotteryResultBoard'
import { NumberPicker } from '../../components/lottery/NumberPicker'
import { RoundVerification } from '../../components/lottery/RoundVerification'
import { Pagination } from '../../components/primitives/Pagination'
import { ErrorState } from '../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../components/primitives/LoadingOverlay'
import { errorCodeOf } from '../api'
import type { LotteryApi } from './api'
import { useNow, useRound } from '../../components/lottery/useRound'
import { lotteryErrorKey } from './messages'
import { verifyDraw } from './verify'

export interface BettingViewProps {
  api: LotteryApi
  game: LotteryGame
  session: LotteryAppSession
  balance: string | null
  onBalance(balance: string): void
  /** A round of this game drew: the balance may have moved (a win). */
  onDrawn(): void
  language: string
}

type TabName = 'bet' | 'results' | 'orders'
const TABS: TabName[] = ['bet', 'results', 'orders']

/** A request key for a bet: 16 random bytes, base64url (CSPRNG; works without a secure context, unlike randomUUID). */
function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const isXien = (code: LotteryBetTypeCode) => code.startsWith('xien')

export function BettingView({ api, game, session, balance, onBalance, onDrawn, language }: BettingViewProps) {
  const { t } = useTranslation('lottery')
  const now = useNow()
  const { round, secondsToClose, secondsToDraw, drawnCount, error: roundError } = useRound(api.rounds, game.gameCode, now)
  const [tab, setTab] = useState<TabName>('bet')
  const member = session.username !== null

  // Bet
  const [betTypeCode, setBetTypeCode] = useState<LotteryBetTypeCode>(game.betTypes[0]?.code ?? 'lo')
  const betType = game.betTypes.find((offered) => offered.code === betTypeCode) ?? game.betTypes[0]
  const [selected, setSelected] = useState<string[]>([])
  const [stake, setStake] = useState(betType?.min ?? '')
  const [submitting, setSubmitting] = useState(false)
  const [betError, setBetError] = useState<string | null>(null)
  const [placed, setPlaced] = useState<{ count: number; total: string } | null>(null)
  // A line's request key survives a failed confirm, so sending it again can never place it twice.
  const keys = useRef(new Map<string, string>())

  const chooseBetType = (code: LotteryBetTypeCode) => {
    setBetTypeCode(code)
    setSelected([])
    setPlaced(null)
    setBetError(null)
    const offered = game.betTypes.find((candidate) => candidate.code === code)
    if (offered) setStake(offered.min)
  }

  const lines = useMemo(() => {
    if (!betType) return []
    if (isXien(betType.code)) {
      if (selected.length !== betType.picks) return []
      const numbers = [...selected].sort()
      return [{ key: numbers.join('-'), numbers }]
    }
    return selected.map((number) => ({ key: number, numbers: [number] }))
  }, [betType, selected])

  const bettingOpen = Boolean(round?.bettingOpen) && secondsToClose > 0

  const confirm = async () => {
    if (!round || !betType) return
    setSubmitting(true)
    setBetError(null)
    setPlaced(null)
    let count = 0
    const placedKeys: string[] = []
    for (const line of lines) {
      const lineId = `${round.current.roundNo}|${betType.code}|${line.key}|${stake}`
      const idempotencyKey = keys.current.get(lineId) ?? requestKey()
      keys.current.set(lineId, idempotencyKey)
      try {
        const result = await api.bet({ idempotencyKey, gameCode: game.gameCode, roundNo: round.current.roundNo, betType: betType.code, numbers: line.numbers, amount: stake })
        onBalance(result.balance.sumBalance)
        count += 1
        placedKeys.push(line.key)
        keys.current.delete(lineId)
      } catch (caught) {
        setBetError(t(lotteryErrorKey(errorCodeOf(caught))))
        break
      }
    }
    if (count > 0) {
      setPlaced({ count, total: multiplyAmount(stake, count, session.currency.decimals) })
      // The placed lines leave the slip; a line that failed stays for another try.
      setSelected((current) => (isXien(betType.code) ? [] : current.filter((number) => !placedKeys.includes(number))))
      setOrdersVersion((version) => version + 1)
    }
    setSubmitting(false)
  }

  // Results
  const [resultsPage, setResultsPage] = useState(1)
  const [results, setResults] = useState<LotteryResults | null>(null)
  const [resultsError, setResultsError] = useState<string | null>(null)
  const [checks, setChecks] = useState<Record<string, { status: 'checking' } | { status: 'done'; commitmentMatches: boolean; resultMatches: boolean } | { status: 'failed' }>>({})
  const loadResults = useCallback(() => {
    setResultsError(null)
    api.results(game.gameCode, resultsPage).then(setResults, (caught: unknown) => setResultsError(errorCodeOf(caught)))
  }, [api, game.gameCode, resultsPage])

  // Orders
  const [ordersPage, setOrdersPage] = useState(1)
  const [ordersVersion, setOrdersVersion] = useState(0)
  const [orders, setOrders] = useState<LotteryOrders | null>(null)
  const [ordersError, setOrdersError] = useState<string | null>(null)
  const loadOrders = useCallback(() => {
    if (!member) return
    setOrdersError(null)
    api.orders({ gameCode: game.gameCode, pageNo: String(ordersPage), pageSize: '10' }).then(setOrders, (caught: unknown) => setOrdersError(errorCodeOf(caught)))
  }, [api, game.gameCode, ordersPage, member])

  useEffect(() => {
    if (tab === 'results') loadResults()
  }, [tab, loadResults, drawnCount])
  useEffect(() => {
    if (tab === 'orders') loadOrders()
  }, [tab, loadOrders, drawnCount, ordersVersion])
  useEffect(() => {
    if (drawnCount > 0) onDrawn()
  }, [drawnCount, onDrawn])

  const verify = async (draw: LotteryResults['list'][number]) => {
    setChecks((current) => ({ ...current, [draw.roundNo]: { status: 'checking' } }))
    try {
      const outcome = await verifyDraw(draw)
      setChecks((current) => ({ ...current, [draw.roundNo]: { status: 'done', ...outcome } }))
    } catch {
      setChecks((current) => ({ ...current, [draw.roundNo]: { status: 'failed' } }))
    }
  }

  const tabId = (name: TabName) => `lottery-tab-${name}`
  const panelId = (name: TabName) => `lottery-panel-${name}`

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {round ? (
        <LotteryCountdown roundNo={round.current.roundNo} bettingOpen={bettingOpen} secondsToClose={secondsToClose} secondsToDraw={secondsToDraw} />
      ) : roundError ? (
        <ErrorState compact message={t(lotteryErrorKey(roundError))} />
      ) : (
        <LoadingOverlay loading minHeight={48} />
      )}
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} variant="fullWidth" aria-label={t('app.sections')}>
        {TABS.map((name) => (
          <Tab key={name} value={name} id={tabId(name)} aria-controls={panelId(name)} label={t(`app.tab.${name}`)} />
        ))}
      </Tabs>

      <Box role="tabpanel" id={panelId('bet')} aria-labelledby={tabId('bet')} hidden={tab !== 'bet'} sx={{ minWidth: 0 }}>
        {tab === 'bet' && betType ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <BetTypePicker betTypes={game.betTypes} value={betType.code} onChange={chooseBetType} disabled={submitting} />
              <NumberPicker
                key={betType.code}
                digits={betType.digits as 1 | 2 | 3}
                selected={selected}
                onChange={(numbers) => {
                  setSelected(numbers)
                  setPlaced(null)
                }}
                max={isXien(betType.code) ? betType.picks : undefined}
                quickPickCount={isXien(betType.code) ? betType.picks : 1}
                disabled={submitting}
              />
            </Paper>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
              {round && !bettingOpen ? <Alert severity="info">{t('app.closed', { roundNo: round.current.roundNo })}</Alert> : null}
              <BetSlip
                betType={betType}
                lines={lines}
                stake={stake}
                onStakeChange={setStake}
                onRemoveLine={(key) => setSelected((current) => (isXien(betType.code) ? [] : current.filter((number) => number !== key)))}
                onClear={() => setSelected([])}
                onConfirm={() => void confirm()}
                currency={session.currency.code}
                decimals={session.currency.decimals}
                language={language}
                balance={member ? balance : null}
                submitting={submitting}
                error={betError}
                placed={placed}
              />
            </Box>
          </Box>
        ) : null}
      </Box>

      <Box role="tabpanel" id={panelId('results')} aria-labelledby={tabId('results')} hidden={tab !== 'results'} sx={{ minWidth: 0 }}>
        {tab === 'results' ? (
          resultsError ? (
            <ErrorState message={t(lotteryErrorKey(resultsError))} onRetry={loadResults} />
          ) : !results ? (
            <LoadingOverlay loading minHeight={160} />
          ) : results.list.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('app.noResults')}</Typography>
          ) : (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {results.list.map((draw) => (
                <Paper key={draw.roundNo} variant="outlined" component="article" aria-label={t('app.draw', { roundNo: draw.roundNo })} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
                  <LotteryResultBoard prizes={draw.prizes} roundNo={draw.roundNo} dense />
                  <RoundVerification draw={{ gameName: draw.gameName, roundNo: draw.roundNo, commitment: draw.commitment, seed: draw.seed, prizes: draw.prizes }} state={checks[draw.roundNo] ?? { status: 'idle' }} onVerify={() => void verify(draw)} />
                </Paper>
              ))}
              <Pagination page={resultsPage} pageCount={results.totalPages} onPageChange={setResultsPage} />
            </Box>
          )
        ) : null}
      </Box>

      <Box role="tabpanel" id={panelId('orders')} aria-labelledby={tabId('orders')} hidden={tab !== 'orders'} sx={{ minWidth: 0 }}>
        {tab === 'orders' ? (
          member ? (
            <LotteryOrderList
              orders={orders?.list}
              error={ordersError ? t(lotteryErrorKey(ordersError)) : null}
              onRetry={loadOrders}
              footer={orders?.footer}
              page={ordersPage}
              totalPages={orders?.totalPages ?? 1}
              onPage={setOrdersPage}
              currency={session.currency.code}
              decimals={session.currency.decimals}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('app.guest')}</Typography>
          )
        ) : null}
      </Box>
    </Box>
  )
}
