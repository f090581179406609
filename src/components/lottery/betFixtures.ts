/**
 * Story fixtures of the betting controls: the bet types a game offers, as the lottery lobby sends them for the demo
 * merchant (src/config/merchants/demo.json, `lottery.betTypes`, in baht with two decimals), and slips of bets.
 */
import type { LotteryBetTypeCode } from '../../contract/schemas/lottery'
import { betLines, type BetLine, type OfferedBetType } from './betting'

/** Every bet type an electronic game of the demo merchant offers, in the order the lobby lists them. */
export const offeredBetTypes: OfferedBetType[] = [
  { code: 'lo', picks: 1, digits: 2, price: '23.00', payout: '80.00', min: '1.00', maxPerBet: '5000.00', maxPerNumber: '50000.00' },
  { code: 'de', picks: 1, digits: 2, price: '1.00', payout: '70.00', min: '1.00', maxPerBet: '2000.00', maxPerNumber: '20000.00' },
  { code: '3cang', picks: 1, digits: 3, price: '1.00', payout: '400.00', min: '1.00', maxPerBet: '500.00', maxPerNumber: '5000.00' },
  { code: 'xien2', picks: 2, digits: 2, price: '1.00', payout: '15.00', min: '1.00', maxPerBet: '2000.00', maxPerNumber: '20000.00' },
  { code: 'xien3', picks: 3, digits: 2, price: '1.00', payout: '60.00', min: '1.00', maxPerBet: '1000.00', maxPerNumber: '10000.00' },
  { code: 'xien4', picks: 4, digits: 2, price: '1.00', payout: '250.00', min: '1.00', maxPerBet: '500.00', maxPerNumber: '5000.00' },
  { code: 'head', picks: 1, digits: 1, price: '1.00', payout: '9.50', min: '1.00', maxPerBet: '5000.00', maxPerNumber: '50000.00' },
  { code: 'tail', picks: 1, digits: 1, price: '1.00', payout: '9.50', min: '1.00', maxPerBet: '5000.00', maxPerNumber: '50000.00' },
]

/** The Vietnam North game's own (it offers lô and xiên only, at its own odds). */
export const northBetTypes: OfferedBetType[] = [
  { code: 'lo', picks: 1, digits: 2, price: '1.00', payout: '5.20', min: '1.00', maxPerBet: '5000.00', maxPerNumber: '50000.00' },
  { code: 'xien2', picks: 2, digits: 2, price: '1.00', payout: '32.00', min: '1.00', maxPerBet: '1000.00', maxPerNumber: '10000.00' },
  { code: 'xien3', picks: 3, digits: 2, price: '1.00', payout: '190.00', min: '1.00', maxPerBet: '500.00', maxPerNumber: '5000.00' },
  { code: 'xien4', picks: 4, digits: 2, price: '1.00', payout: '1150.00', min: '1.00', maxPerBet: '200.00', maxPerNumber: '2000.00' },
]

/** The offered bet type with this code. */
export function offeredBetType(code: LotteryBetTypeCode, list: OfferedBetType[] = offeredBetTypes): OfferedBetType {
  const found = list.find((betType) => betType.code === code)
  if (!found) throw new Error(`no bet type ${code} in the fixture`)
  return found
}

/** The demo merchant's money. */
export const slipMoney = { currency: 'THB', decimals: 2 } as const

/** Three lô numbers, each its own bet. */
export const loLines: BetLine[] = betLines(offeredBetType('lo'), ['07', '45', '88'])

/** One xiên 3: a single bet of three numbers. */
export const xien3Lines: BetLine[] = betLines(offeredBetType('xien3'), ['11', '45', '90'])

/** A long lô slip: the twelve numbers from 10 up, every third. */
export const manyLoLines: BetLine[] = betLines(
  offeredBetType('lo'),
  Array.from({ length: 12 }, (_, index) => String(10 + index * 3)),
)

/** A random() answering a fixed sequence, round and round, so a story's random pick is the same every run. */
export function fixedRandom(sequence: readonly number[]): () => number {
  let call = 0
  return () => sequence[call++ % sequence.length]
}
