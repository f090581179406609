/**
 * The slots screen: the bar, the reels, the win banner and the controls, played against the house API. Each answer
 * sets the balance; a round with free spins plays them out one by one (skippable); the result is said in a live
 * region. The server settles every round: this screen only shows what it answered.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import { useTranslation } from 'react-i18next'
import type { HouseSession, SlotsRound, SlotsRules } from '../../contract/house'
// Each piece from its own module (not the group's index), so this screen's chunk carries only what it shows.
import { errorMessageKey } from '../../components/games/house/errors'
import { HouseBar } from '../../components/games/house/HouseBar'
import { compareAmounts, formatMoney, fromMinor, multiplyAmount, toMinor } from '../../components/games/house/money'
import { PaytableDialog } from '../../components/games/house/PaytableDialog'
import { winningCells, winningLines } from '../../components/games/house/slots'
import { SlotsControls } from '../../components/games/house/SlotsControls'
import { SlotsReels } from '../../components/games/house/SlotsReels'
import { WinBanner } from '../../components/games/house/WinBanner'
import { errorCodeOf, type HouseGameApi } from '../api'
import { Announcer, GameFrame, delay, useCooldown } from './shared'

export interface SlotsGameProps {
  /** The session as the house API answered it (with `slots` rules). */
  session: HouseSession
  /** The house API for this session. */
  api: HouseGameApi
  /** How long the reels spin at least, in ms (the answer usually comes sooner). */
  spinMs?: number
  /** How long each free spin stays on screen, in ms. */
  freeSpinMs?: number
}

/** A screen to show before the first spin: the title's symbols in turn, no line of three. */
function idleGrid(rules: SlotsRules): string[][] {
  const symbols = Object.keys(rules.pays).filter((symbol) => symbol !== rules.wild)
  return Array.from({ length: rules.reels }, (_, reel) => Array.from({ length: rules.rows }, (_, row) => symbols[(reel * 2 + row * 3) % symbols.length]))
}

/** The first line bet whose full-lines total reaches the game's least bet (else the smallest). */
function defaultLineBet(rules: SlotsRules, minBet: string, decimals: number): string {
  return rules.lineBets.find((bet) => compareAmounts(multiplyAmount(bet, rules.paylines.length, decimals), minBet, decimals) >= 0) ?? rules.lineBets[0]
}

type Phase = 'idle' | 'spinning' | 'freeSpins'

export default function SlotsGame({ session, api, spinMs = 700, freeSpinMs = 1100 }: SlotsGameProps) {
  const { t, i18n } = useTranslation('house')
  const rules = session.slots!
  const { currency, decimals } = session
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)

  const [balance, setBalance] = useState(session.balance)
  const [lineBet, setLineBet] = useState(() => defaultLineBet(rules, session.game.minBet, decimals))
  const [lines, setLines] = useState(rules.paylines.length)
  const [phase, setPhase] = useState<Phase>('idle')
  const [round, setRound] = useState<SlotsRound>()
  /** The spin on screen: -1 the base spin, else the index of a free spin. */
  const [shown, setShown] = useState(-1)
  const [error, setError] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  const [paytableOpen, setPaytableOpen] = useState(false)
  const cooldown = useCooldown(session.minCycleMs)
  const grid0 = useMemo(() => idleGrid(rules), [rules])
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const announce = (finished: SlotsRound) => {
    const won = compareAmounts(finished.totalWin, '0', decimals) > 0
    const parts = [won ? t('announce.win', { amount: money(finished.totalWin) }) : t('announce.noWin')]
    if (finished.freeSpins.length) parts.unshift(t('announce.freeSpins', { count: finished.freeSpins.length, multiplier: rules.freeSpinMultiplier }))
    parts.push(t('announce.balance', { balance: money(finished.balance) }))
    setAnnouncement(parts.join(' '))
  }

  // Free spins, one after another; the last one ends the round.
  useEffect(() => {
    if (phase !== 'freeSpins' || !round) return
    const timer = setTimeout(() => {
      if (shown + 1 < round.freeSpins.length) setShown(shown + 1)
      else {
        setPhase('idle')
        announce(round)
      }
    }, freeSpinMs)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce reads only the round and the language
  }, [phase, shown, round, freeSpinMs])

  const skipFreeSpins = () => {
    if (!round) return
    setShown(round.freeSpins.length - 1)
    setPhase('idle')
    announce(round)
  }

  const spin = async () => {
    if (phase !== 'idle' || cooldown.coolingDown) return
    setError(undefined)
    setAnnouncement('')
    setPhase('spinning')
    try {
      const [answer] = await Promise.all([api.slotsSpin({ lineBet, lines }).finally(cooldown.start), delay(spinMs)])
      if (!mounted.current) return
      setRound(answer)
      setShown(-1)
      setBalance(answer.balance)
      if (answer.freeSpins.length > 0) setPhase('freeSpins')
      else {
        setPhase('idle')
        announce(answer)
      }
    } catch (failure) {
      if (!mounted.current) return
      const code = errorCodeOf(failure)
      setError(code)
      setPhase('idle')
      setAnnouncement(t(errorMessageKey(code)))
    }
  }

  const spinOnScreen = round ? (shown < 0 ? round.base : round.freeSpins[shown]) : undefined
  const showWins = phase !== 'spinning' && spinOnScreen
  // The win so far: the base spin and the free spins shown up to now (the round's total once they are all shown).
  const winSoFar =
    round && phase === 'freeSpins'
      ? fromMinor([round.base, ...round.freeSpins.slice(0, shown + 1)].reduce((sum, spin) => sum + (toMinor(spin.win, decimals) ?? 0n), 0n), decimals)
      : round?.totalWin

  return (
    <GameFrame
      maxWidth={760}
      bar={
        <HouseBar
          name={session.game.name}
          balance={balance}
          currency={currency}
          decimals={decimals}
          trial={session.trial}
          actions={
            <IconButton aria-label={t('paytable.open')} onClick={() => setPaytableOpen(true)} sx={{ width: 44, height: 44 }}>
              <InfoOutlinedIcon />
            </IconButton>
          }
        />
      }
    >
      <SlotsReels
        grid={spinOnScreen?.grid ?? grid0}
        spinning={phase === 'spinning'}
        winningCells={showWins ? winningCells(spinOnScreen, rules) : undefined}
        lines={showWins ? winningLines(spinOnScreen, rules.paylines) : undefined}
        freeSpin={round && phase === 'freeSpins' && shown >= 0 ? { number: shown + 1, total: round.freeSpins.length, multiplier: rules.freeSpinMultiplier } : undefined}
        // As wide as the screen, or as wide as the height left for it allows (bar, banner and controls take ~330 px).
        sx={{ width: 'min(100%, max(272px, calc((100dvh - 330px) * 1.6)))', alignSelf: 'center' }}
      />
      <WinBanner
        totalWin={phase === 'spinning' ? undefined : winSoFar}
        totalBet={round?.totalBet}
        freeSpins={round?.freeSpins.length || undefined}
        freeSpinMultiplier={rules.freeSpinMultiplier}
        currency={currency}
        decimals={decimals}
        spinning={phase === 'spinning'}
      />
      {phase === 'freeSpins' ? (
        <Button variant="outlined" onClick={skipFreeSpins} sx={{ alignSelf: 'center' }}>
          {t('slots.skipFreeSpins')}
        </Button>
      ) : null}
      <SlotsControls
        lineBets={rules.lineBets}
        lineBet={lineBet}
        onLineBetChange={setLineBet}
        lines={lines}
        maxLines={rules.paylines.length}
        onLinesChange={setLines}
        currency={currency}
        decimals={decimals}
        onSpin={() => void spin()}
        spinning={phase !== 'idle'}
        coolingDown={cooldown.coolingDown}
        error={error ? t(errorMessageKey(error)) : undefined}
      />
      <PaytableDialog open={paytableOpen} onClose={() => setPaytableOpen(false)} rules={rules} lineBet={lineBet} currency={currency} decimals={decimals} />
      <Announcer message={announcement} />
    </GameFrame>
  )
}
