/**
 * Every bet type on hand-worked draws: each draw is written out, and each expectation says which prize numbers
 * make it (or don't). Then the picks each type refuses, the payout's one rounding, and the round's hit rows, which
 * the set-based SQL settlement joins bets against, giving the same payouts as `payout` over many derived draws.
 */
import { describe, expect, it } from 'vitest'
import {
  BET_TYPES,
  BET_TYPE_CODES,
  appearances,
  checkPicks,
  hits,
  payout,
  roundHits,
  specialTail,
  winningUnits,
  type Bet,
  type BetTypeCode,
  type HitRow,
  type Odds,
} from './betTypes'
import { deriveResult, digitsOf, seedBytes } from './derive'
import { NORTHERN_TABLE, SOUTHERN_TABLE, drawResult, type DrawResult } from './prizeTables'

/**
 * A northern draw (27 numbers). Last two digits of each, in order:
 *   special 12345 → 45 | first 67890 → 90 | second 11111 → 11, 22207 → 07
 *   third 30318 → 18, 44419 → 19, 50520 → 20, 61621 → 21, 72722 → 22, 83823 → 23
 *   fourth 0945 → 45, 1230 → 30, 4531 → 31, 9932 → 32
 *   fifth 1033 → 33, 2034 → 34, 3035 → 35, 4036 → 36, 5037 → 37, 6038 → 38
 *   sixth 145 → 45, 239 → 39, 308 → 08 | seventh 40, 07, 90, 99
 * So 45 appears 3 times (special, fourth 0945, sixth 145); 07 twice (second 22207, seventh 07); 90 twice (first
 * 67890, seventh 90); 08 11 18–23 30–40 99 once each (20 numbers); 3 + 2 + 2 + 20 = 27.
 * The special 12345: đề 45, 3 càng 345, head (đầu) 4, tail (đuôi) 5.
 */
const NORTH = drawResult(NORTHERN_TABLE, {
  special: ['12345'],
  first: ['67890'],
  second: ['11111', '22207'],
  third: ['30318', '44419', '50520', '61621', '72722', '83823'],
  fourth: ['0945', '1230', '4531', '9932'],
  fifth: ['1033', '2034', '3035', '4036', '5037', '6038'],
  sixth: ['145', '239', '308'],
  seventh: ['40', '07', '90', '99'],
})

/**
 * A southern draw (18 numbers). Last two digits:
 *   special 987654 → 54 | first 11223 → 23 | second 33445 → 45 | third 55667 → 67, 77889 → 89
 *   fourth 00001…00007 → 01…07 | fifth 1234 → 34 | sixth 5678 → 78, 9012 → 12, 3454 → 54
 *   seventh 789 → 89 | eighth 10 → 10
 * So 54 twice (special, sixth 3454), 89 twice (third 77889, seventh 789), 10 only from the eighth prize.
 * The special 987654: đề 54, 3 càng 654, head 5, tail 4.
 */
const SOUTH = drawResult(SOUTHERN_TABLE, {
  special: ['987654'],
  first: ['11223'],
  second: ['33445'],
  third: ['55667', '77889'],
  fourth: ['00001', '00002', '00003', '00004', '00005', '00006', '00007'],
  fifth: ['1234'],
  sixth: ['5678', '9012', '3454'],
  seventh: ['789'],
  eighth: ['10'],
})

const bet = (type: BetTypeCode, numbers: string[], stake = 1000n): Bet => ({ type, numbers, stake })
const odds = (pays: bigint, per = 1n): Odds => ({ pays, per })

describe('the draw facts the rules read', () => {
  it('appearances: each two-digit ending and how many prize numbers end with it', () => {
    const counts = appearances(NORTH)
    expect(Object.fromEntries(counts)).toEqual({
      '45': 3, '90': 2, '07': 2,
      '11': 1, '18': 1, '19': 1, '20': 1, '21': 1, '22': 1, '23': 1,
      '30': 1, '31': 1, '32': 1, '33': 1, '34': 1, '35': 1, '36': 1, '37': 1, '38': 1, '39': 1, '08': 1, '40': 1, '99': 1,
    })
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(27)
    expect([...appearances(SOUTH).values()].reduce((a, b) => a + b, 0)).toBe(18)
  })

  it('specialTail: the last n digits of the special', () => {
    expect([1, 2, 3, 5].map((n) => specialTail(NORTH, n))).toEqual(['5', '45', '345', '12345'])
    expect(specialTail(SOUTH, 3)).toBe('654')
    expect(() => specialTail(NORTH, 6)).toThrow(/5 digits/)
    expect(() => specialTail(NORTH, 0)).toThrow()
  })
})

describe('lô: pays per appearance among all prizes', () => {
  it('a number ending three prizes pays 3 units', () => {
    // 45: special 12345, fourth 0945, sixth 145 → 3 units × 1,000 × 80 = 240,000.
    expect(winningUnits(bet('lo', ['45']), NORTH)).toBe(3)
    expect(payout(bet('lo', ['45']), NORTH, odds(80n))).toBe(240_000n)
  })

  it('twice pays 2, once pays 1, never pays 0', () => {
    // 07: second 22207 and seventh 07 → 2 × 80,000.
    expect(payout(bet('lo', ['07']), NORTH, odds(80n))).toBe(160_000n)
    // 34: only fifth 2034 (it is not the special's ending, but lô reads every prize) → 80,000.
    expect(payout(bet('lo', ['34']), NORTH, odds(80n))).toBe(80_000n)
    // 12: the special 12345 starts with 12 but no number ends with it → 0.
    expect(payout(bet('lo', ['12']), NORTH, odds(80n))).toBe(0n)
    // 00: nothing ends in 00 → 0.
    expect(payout(bet('lo', ['00']), NORTH, odds(80n))).toBe(0n)
  })

  it('counts the southern eighth prize and the 6-digit special', () => {
    // 10: only the eighth prize 10 → 1 unit.
    expect(winningUnits(bet('lo', ['10']), SOUTH)).toBe(1)
    // 54: special 987654 and sixth 3454 → 2 units; 89: third 77889 and seventh 789 → 2 units.
    expect(winningUnits(bet('lo', ['54']), SOUTH)).toBe(2)
    expect(payout(bet('lo', ['89'], 500n), SOUTH, odds(80n))).toBe(80_000n)
  })

  it('pays a price per point: 2 points at 23,000 paying 80,000 each, 3 appearances', () => {
    // 46,000 × 80,000 × 3 / 23,000 = 480,000 exactly.
    expect(payout(bet('lo', ['45'], 46_000n), NORTH, odds(80_000n, 23_000n))).toBe(480_000n)
  })
})

describe('đề and 3 càng: the special prize only', () => {
  it('đề pays once on the last two digits of the special', () => {
    // Special 12345 ends 45 → 1 unit × 1,000 × 70 (45 ending two more prizes doesn't matter to đề).
    expect(payout(bet('de', ['45']), NORTH, odds(70n))).toBe(70_000n)
    // 34 ends fifth 2034 (a lô win) but the special ends 45 → 0.
    expect(payout(bet('de', ['34']), NORTH, odds(70n))).toBe(0n)
    // 54 on the southern special 987654 → 1 unit.
    expect(payout(bet('de', ['54']), SOUTH, odds(70n))).toBe(70_000n)
  })

  it('3 càng pays once on the last three digits of the special; đề\'s two alone are not enough', () => {
    // 345 = last three of 12345 → 1 unit × 1,000 × 400.
    expect(payout(bet('3cang', ['345']), NORTH, odds(400n))).toBe(400_000n)
    // 245 shares đề's 45 but not the hundreds digit → 0.
    expect(payout(bet('3cang', ['245']), NORTH, odds(400n))).toBe(0n)
    // 123 is the special's first three, not its last → 0.
    expect(payout(bet('3cang', ['123']), NORTH, odds(400n))).toBe(0n)
    // 654 = last three of the southern special 987654; its first three 987 → 0.
    expect(winningUnits(bet('3cang', ['654']), SOUTH)).toBe(1)
    expect(winningUnits(bet('3cang', ['987']), SOUTH)).toBe(0)
  })
})

describe('xiên 2/3/4: every pick must end some prize, and it pays once', () => {
  it('xiên 2 with both numbers drawn pays 1 unit, however often they appear', () => {
    // 07 (twice) and 45 (three times) both appear → 1 unit × 1,000 × 10.
    expect(winningUnits(bet('xien2', ['07', '45']), NORTH)).toBe(1)
    expect(payout(bet('xien2', ['45', '07']), NORTH, odds(10n))).toBe(10_000n)
  })

  it('xiên 3 and 4 with all drawn pay 1 unit', () => {
    // 11 (second 11111), 45, 90 (first 67890) → 1 × 40.
    expect(payout(bet('xien3', ['11', '45', '90']), NORTH, odds(40n))).toBe(40_000n)
    // 08 (sixth 308), 18 (third 30318), 99 (seventh), 40 (seventh) → 1 × 100.
    expect(payout(bet('xien4', ['08', '18', '99', '40']), NORTH, odds(100n))).toBe(100_000n)
    // Southern: 10 (eighth), 54, 89 → 1 unit.
    expect(winningUnits(bet('xien3', ['10', '54', '89']), SOUTH)).toBe(1)
  })

  it('one number missing pays 0', () => {
    // 12 ends no prize: 11, 45, 90 all appear, but the xiên 4 loses.
    expect(payout(bet('xien4', ['11', '45', '90', '12']), NORTH, odds(100n))).toBe(0n)
    // 00 ends no prize.
    expect(payout(bet('xien2', ['45', '00']), NORTH, odds(10n))).toBe(0n)
    // 11 ends no southern prize (first 11223 ends 23).
    expect(winningUnits(bet('xien2', ['10', '11']), SOUTH)).toBe(0)
  })
})

describe('head and tail (đầu, đuôi): one digit of the special\'s last two', () => {
  it('head is the tens digit of the special\'s last two', () => {
    // 12345 → last two 45 → head 4: 1 × 1,000 × 95 / 10 = 9,500. Head 5 (the tail) → 0.
    expect(payout(bet('head', ['4']), NORTH, odds(95n, 10n))).toBe(9_500n)
    expect(payout(bet('head', ['5']), NORTH, odds(95n, 10n))).toBe(0n)
    // 987654 → 54 → head 5.
    expect(winningUnits(bet('head', ['5']), SOUTH)).toBe(1)
  })

  it('tail is the special\'s last digit', () => {
    // 12345 → tail 5 → 9,500; tail 4 → 0.
    expect(payout(bet('tail', ['5']), NORTH, odds(95n, 10n))).toBe(9_500n)
    expect(payout(bet('tail', ['4']), NORTH, odds(95n, 10n))).toBe(0n)
    // 987654 → tail 4.
    expect(winningUnits(bet('tail', ['4']), SOUTH)).toBe(1)
  })
})

describe('the payout', () => {
  it('rounds down once, at the end: ⌊stake × pays × units / per⌋', () => {
    // 1,001 × 80,000 × 1 / 23,000 = 3,481.74 → 3,481 (lô 34, one appearance).
    expect(payout(bet('lo', ['34'], 1001n), NORTH, odds(80_000n, 23_000n))).toBe(3_481n)
    // 1,001 × 80,000 × 3 / 23,000 = 10,445.22 → 10,445 (not 3 × 3,481 = 10,443: no rounding per unit).
    expect(payout(bet('lo', ['45'], 1001n), NORTH, odds(80_000n, 23_000n))).toBe(10_445n)
  })

  it('refuses a stake below 1 and odds that are not pays ≥ 0 per ≥ 1', () => {
    expect(() => payout(bet('lo', ['45'], 0n), NORTH, odds(80n))).toThrow(/stake/)
    expect(() => payout(bet('lo', ['45'], -5n), NORTH, odds(80n))).toThrow(/stake/)
    expect(() => payout(bet('lo', ['45']), NORTH, odds(80n, 0n))).toThrow(/odds/)
    expect(() => payout(bet('lo', ['45']), NORTH, odds(-1n))).toThrow(/odds/)
    expect(payout(bet('lo', ['45']), NORTH, odds(0n))).toBe(0n)
  })

  it('refuses invalid picks rather than settle them', () => {
    expect(() => payout(bet('lo', ['5']), NORTH, odds(80n))).toThrow(/2 digits/)
    expect(() => payout(bet('xien2', ['45', '45']), NORTH, odds(10n))).toThrow(/must all differ/)
    expect(() => winningUnits(bet('de', ['45', '46']), NORTH)).toThrow(/picks 1 number/)
  })
})

describe('picks', () => {
  it('are the type\'s count of distinct numbers of its digits', () => {
    expect(Object.fromEntries(BET_TYPE_CODES.map((code) => [code, `${BET_TYPES[code].picks}×${BET_TYPES[code].digits}`]))).toEqual({
      lo: '1×2', de: '1×2', '3cang': '1×3', xien2: '2×2', xien3: '3×2', xien4: '4×2', head: '1×1', tail: '1×1',
    })
  })

  it('come back canonical: a xiên sorted', () => {
    expect(checkPicks('xien3', ['90', '07', '45'])).toEqual({ ok: true, type: BET_TYPES.xien3, numbers: ['07', '45', '90'] })
    expect(checkPicks('lo', ['00'])).toMatchObject({ ok: true, numbers: ['00'] })
  })

  it.each([
    ['lo', ['7'], 'picks.digits'],
    ['lo', ['007'], 'picks.digits'],
    ['lo', ['4a'], 'picks.digits'],
    ['lo', [' 45'], 'picks.digits'],
    ['lo', ['٤٥'], 'picks.digits'],
    ['lo', [45], 'picks.digits'],
    ['lo', ['45', '46'], 'picks.count'],
    ['lo', [], 'picks.count'],
    ['de', ['345'], 'picks.digits'],
    ['3cang', ['45'], 'picks.digits'],
    ['xien2', ['45'], 'picks.count'],
    ['xien2', ['45', '45'], 'picks.duplicate'],
    ['xien3', ['11', '45', '11'], 'picks.duplicate'],
    ['xien4', ['11', '45', '90'], 'picks.count'],
    ['head', ['45'], 'picks.digits'],
    ['tail', ['10'], 'picks.digits'],
    ['bao', ['45'], 'bet.type.unknown'],
    ['constructor', ['45'], 'bet.type.unknown'],
  ] as const)('%s %j is refused (%s)', (code, numbers, error) => {
    expect(checkPicks(code, numbers as readonly unknown[])).toMatchObject({ ok: false, error })
  })
})

/**
 * The SQL settlement's shape (betTypes.ts comment) run in TypeScript: bets joined to the round's hit rows on
 * (the type's hit kind, picked number), grouped per bet, summed (`perHit`) or counted against the picks
 * (`allHit`). Over many derived draws and bets it must pay exactly what `payout` pays.
 */
function settleFromRows(rows: readonly HitRow[], b: Bet, o: Odds): bigint {
  const type = BET_TYPES[b.type]
  const matched = b.numbers.map((number) => rows.find((row) => row.kind === type.matches && row.number === number)).filter((row) => row !== undefined)
  const units = type.settle === 'perHit' ? matched.reduce((sum, row) => sum + row.hits, 0) : matched.length === b.numbers.length ? 1 : 0
  return (b.stake * o.pays * BigInt(units)) / o.per
}

describe('settling from the round\'s hit rows', () => {
  it('gives the hand-worked southern draw\'s rows', () => {
    expect(roundHits(SOUTH)).toEqual([
      { kind: 'lo', number: '01', hits: 1 }, { kind: 'lo', number: '02', hits: 1 }, { kind: 'lo', number: '03', hits: 1 },
      { kind: 'lo', number: '04', hits: 1 }, { kind: 'lo', number: '05', hits: 1 }, { kind: 'lo', number: '06', hits: 1 },
      { kind: 'lo', number: '07', hits: 1 }, { kind: 'lo', number: '10', hits: 1 }, { kind: 'lo', number: '12', hits: 1 },
      { kind: 'lo', number: '23', hits: 1 }, { kind: 'lo', number: '34', hits: 1 }, { kind: 'lo', number: '45', hits: 1 },
      { kind: 'lo', number: '54', hits: 2 }, { kind: 'lo', number: '67', hits: 1 }, { kind: 'lo', number: '78', hits: 1 },
      { kind: 'lo', number: '89', hits: 2 },
      { kind: 'de', number: '54', hits: 1 },
      { kind: '3cang', number: '654', hits: 1 },
      { kind: 'head', number: '5', hits: 1 },
      { kind: 'tail', number: '4', hits: 1 },
    ])
  })

  it('pays what payout pays, for every type over 300 derived draws', () => {
    const o = odds(80_000n, 23_000n)
    const winners = Object.fromEntries(BET_TYPE_CODES.map((code) => [code, 0])) as Record<BetTypeCode, number>
    const disagreements: string[] = []
    for (let n = 0; n < 300; n++) {
      const seed = Uint8Array.from({ length: 32 }, (_, i) => (n * 13 + i) & 0xff)
      const result: DrawResult = deriveResult(n % 2 ? SOUTHERN_TABLE : NORTHERN_TABLE, seed, `SQL:${n}`)
      const rows = roundHits(result)
      // Random picks from the same seed's stream under another key; distinct picks for a xiên.
      const digits = digitsOf(seedBytes(seed, `PICKS:${n}`))
      const digit = () => String(digits.next().value)
      const number = (width: number) => Array.from({ length: width }, digit).join('')
      for (const code of BET_TYPE_CODES) {
        const { picks, digits: width } = BET_TYPES[code]
        for (let k = 0; k < 20; k++) {
          const chosen = new Set<string>()
          while (chosen.size < picks) chosen.add(number(width))
          const b = bet(code, [...chosen], 1000n + BigInt(k))
          const paid = payout(b, result, o)
          if (settleFromRows(rows, b, o) !== paid) disagreements.push(`${code} ${b.numbers.join(',')} on draw ${n}`)
          if (paid > 0n) winners[code]++
        }
      }
      // Every lô number too, so multi-appearance rows are exercised on every draw.
      for (let lo = 0; lo < 100; lo++) {
        const b = bet('lo', [String(lo).padStart(2, '0')])
        if (settleFromRows(rows, b, o) !== payout(b, result, o)) disagreements.push(`lo ${b.numbers[0]} on draw ${n}`)
      }
      expect(hits(result, 'de', specialTail(result, 2))).toBe(1)
    }
    expect(disagreements).toEqual([])
    // Not a vacuous agreement on zeros: every type wins somewhere (3 càng 9 times, xiên 4 5 times over these draws).
    for (const code of BET_TYPE_CODES) expect(winners[code], code).toBeGreaterThan(0)
  })
})
