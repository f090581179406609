/**
 * The dice screen: the bar, the last roll and the bet board, played against the house API. Each answer sets the
 * balance and the result is said in a live region; the server rolls and settles, this screen shows what it answered.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DiceRound, HouseSession } from '../../contract/house'
// Each piece from its own module (not the group's index), so this screen's chunk carries only what it shows.
import { DiceBoard, type DiceBet } from '../../components/games/house/DiceBoard'
import { DiceResult } from '../../components/games/house/DiceResult'
import { clampTarget, rollText } from '../../components/games/house/dice'
import { errorMessageKey } from '../../components/games/house/errors'
import { HouseBar } from '../../components/games/house/HouseBar'
import { formatMoney } from '../../components/games/house/money'
import { errorCodeOf, type HouseGameApi } from '../api'
import { Announcer, GameFrame, delay, useCooldown } from './shared'

export interface DiceGameProps {
  /** The session as the house API answered it (with `dice` rules). */
  session: HouseSession
  /** The house API for this session. */
  api: HouseGameApi
  /** How long a roll shows as rolling at least, in ms. */
  rollMs?: number
}

export default function DiceGame({ session, api, rollMs = 500 }: DiceGameProps) {
  const { t, i18n } = useTranslation('house')
  const rules = session.dice!
  const { currency, decimals } = session
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)

  const [balance, setBalance] = useState(session.balance)
  const [bet, setBet] = useState<DiceBet>(() => ({ direction: 'over', target: clampTarget(rules, 'over', Math.floor(rules.outcomes / 2)) }))
  const [stake, setStake] = useState(session.game.minBet)
  const [rolling, setRolling] = useState(false)
  const [round, setRound] = useState<DiceRound>()
  const [error, setError] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  const cooldown = useCooldown(session.minCycleMs)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const roll = async () => {
    if (rolling || cooldown.coolingDown) return
    setError(undefined)
    setAnnouncement('')
    setRolling(true)
    try {
      const [answer] = await Promise.all([api.diceRoll({ stake, direction: bet.direction, target: bet.target }).finally(cooldown.start), delay(rollMs)])
      if (!mounted.current) return
      setRound(answer)
      setBalance(answer.balance)
      const rolled = rollText(answer.rolled, rules.outcomes)
      setAnnouncement(
        [
          answer.won ? t('announce.diceWin', { roll: rolled, amount: money(answer.payout) }) : t('announce.diceLoss', { roll: rolled }),
          t('announce.balance', { balance: money(answer.balance) }),
        ].join(' '),
      )
    } catch (failure) {
      if (!mounted.current) return
      const code = errorCodeOf(failure)
      setError(code)
      setAnnouncement(t(errorMessageKey(code)))
    } finally {
      if (mounted.current) setRolling(false)
    }
  }

  return (
    <GameFrame maxWidth={560} bar={<HouseBar name={session.game.name} balance={balance} currency={currency} decimals={decimals} trial={session.trial} />}>
      <DiceResult round={round} rolling={rolling} outcomes={rules.outcomes} currency={currency} decimals={decimals} />
      <DiceBoard
        rules={rules}
        bet={bet}
        onBetChange={setBet}
        stake={stake}
        onStakeChange={setStake}
        minBet={session.game.minBet}
        maxBet={session.game.maxBet}
        currency={currency}
        decimals={decimals}
        onRoll={() => void roll()}
        rolling={rolling}
        coolingDown={cooldown.coolingDown}
        error={error ? t(errorMessageKey(error)) : undefined}
      />
      <Announcer message={announcement} />
    </GameFrame>
  )
}
