/** Promotions as the calls answer them, for stories and tests (the demo's hall, in English). */
import type { PromotionDetail, PromotionSummary } from '../../../contract/schemas/promotions'

const base = {
  eligibility: {}, rule: { kind: 'none' as const }, turnoverMultiplier: 0, language: 'en', summary: '', endsAt: null,
}

export const promotionsFixture: PromotionSummary[] = [
  {
    ...base, id: 1, code: 'first-deposit-match', type: 'DEPOSIT', tags: ['NEWBIE', 'SPECIAL_OFFER'], flow: 'join', title: '100% first deposit bonus',
    summary: 'Double your first deposit, up to ฿1,000', banner: 'deposit', startsAt: '2026-10-22T00:00:00.000Z', state: 'open',
    eligibility: { firstDepositOnly: true }, rule: { kind: 'depositMatch', percent: 100, cap: '1000.00', minDeposit: '100.00' }, turnoverMultiplier: 10,
  },
  {
    ...base, id: 2, code: 'newbie-welcome', type: 'NEWBIE', tags: ['NEWBIE'], flow: 'apply', title: 'New member welcome bonus',
    summary: 'Joined in the last 30 days? Apply for ฿100', banner: 'newbie', startsAt: '2026-09-22T00:00:00.000Z', state: 'open',
    eligibility: { newMemberDays: 30 }, rule: { kind: 'fixedBonus', amount: '100.00' }, turnoverMultiplier: 5,
  },
  {
    ...base, id: 3, code: 'slots-free-bonus', type: 'SLOTS', tags: ['LIMITED'], flow: 'claim', title: 'Free slots bonus',
    summary: 'Claim ฿50 to play slots now', banner: 'slots', startsAt: '2026-11-19T00:00:00.000Z', endsAt: '2026-11-26T00:00:00.000Z', state: 'open',
    rule: { kind: 'fixedBonus', amount: '50.00' }, turnoverMultiplier: 3,
  },
  {
    ...base, id: 4, code: 'daily-sign-in', type: 'OTHERS', tags: ['DAILY'], flow: 'signin', title: 'Daily sign-in',
    summary: 'Sign in every day for 10 points', banner: 'others', startsAt: '2026-08-23T00:00:00.000Z', state: 'open', rule: { kind: 'points', points: 10 },
  },
  {
    ...base, id: 5, code: 'weekly-bet-mission', type: 'MISSION', tags: ['DAILY'], flow: 'join', title: 'Weekly betting mission',
    summary: 'Bet ฿5,000 and collect ฿88', banner: 'mission', startsAt: '2026-11-14T00:00:00.000Z', endsAt: '2026-12-12T00:00:00.000Z', state: 'open',
    rule: { kind: 'mission', task: 'validBets', target: '5000.00', reward: '88.00' }, turnoverMultiplier: 1,
  },
  {
    ...base, id: 6, code: 'daily-rebate', type: 'REBATE', tags: ['HIGH_REBATE', 'DAILY'], flow: 'info', title: 'Daily rebate up to 1.2%',
    summary: 'Paid every day on your valid bets', banner: 'rebate', startsAt: '2026-07-24T00:00:00.000Z', state: 'open',
    rule: { kind: 'rebate', rates: [{ gameType: 'RNG', basisPoints: 120 }, { gameType: 'LIVE', basisPoints: 80 }], cap: '10000.00' },
  },
  {
    ...base, id: 8, code: 'lucky-draw', type: 'LOTTO', tags: ['LIMITED', 'SPECIAL_OFFER'], flow: 'claim', title: 'Monthly lucky draw',
    summary: 'One free ticket for the big draw', banner: 'raffle', startsAt: '2026-11-26T00:00:00.000Z', endsAt: '2026-12-03T00:00:00.000Z', state: 'comingSoon',
    rule: { kind: 'raffle', tickets: 1 },
  },
  {
    ...base, id: 9, code: 'vip-live-cashback', type: 'LIVE', tags: ['VIP'], flow: 'claim', title: 'VIP live casino bonus',
    summary: 'VIP members collect ฿300', banner: 'vip', startsAt: '2026-10-12T00:00:00.000Z', endsAt: '2026-11-18T00:00:00.000Z', state: 'closed',
    eligibility: { vipRanks: [3, 4, 5] }, rule: { kind: 'fixedBonus', amount: '300.00' }, turnoverMultiplier: 2,
  },
]

export const promotionDetailFixture: PromotionDetail = {
  ...promotionsFixture[0],
  content: '<h3>How it works</h3><ul><li>Join before you deposit</li><li>Deposit at least ฿100</li><li>We match it 100%, up to ฿1,000</li><li>Bet 10 times the bonus before withdrawing</li></ul>',
  form: null,
}
