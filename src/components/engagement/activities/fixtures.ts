/** Story and test data for activities (never reaches the bundle). */
import type { ActivityApplication, ActivityView, BonusGrant } from '../../../contract/schemas/activities'

export const THB = { symbol: '฿', decimals: 2 }

const WEIGHTS = { RNG: 100, FISH: 100, CONS: 100, PVP: 100, SPORTS: 100, LIVE: 20 }

export const activeBonus: BonusGrant = {
  id: 12, promotionId: 3, code: 'slots-free-bonus', amount: '50.00', turnoverRequired: '150.00', turnoverDone: '75.00', turnoverRemaining: '75.00',
  weights: WEIGHTS, status: 'active', reason: null, grantedAt: '2026-11-21T11:00:00.000Z', expiresAt: '2026-12-21T11:00:00.000Z', endedAt: null,
}
export const completedBonus: BonusGrant = {
  ...activeBonus, id: 11, code: 'first-deposit-match', amount: '1000.00', turnoverRequired: '10000.00', turnoverDone: '10000.00', turnoverRemaining: '0.00',
  status: 'completed', grantedAt: '2026-11-02T09:30:00.000Z', expiresAt: '2026-12-02T09:30:00.000Z', endedAt: '2026-11-10T20:00:00.000Z',
}
export const forfeitedBonus: BonusGrant = {
  ...activeBonus, id: 10, code: 'newbie-welcome', amount: '100.00', turnoverRequired: '500.00', turnoverDone: '120.00', turnoverRemaining: '0.00',
  status: 'forfeited', reason: 'Shared device with another account', grantedAt: '2026-10-20T09:30:00.000Z', endedAt: '2026-10-22T10:00:00.000Z',
}
export const expiredBonus: BonusGrant = {
  ...activeBonus, id: 9, code: 'vip-live-cashback', amount: '300.00', turnoverRequired: '600.00', turnoverDone: '240.00', turnoverRemaining: '0.00',
  status: 'expired', reason: 'expired', grantedAt: '2026-09-01T09:30:00.000Z', expiresAt: '2026-10-01T09:30:00.000Z', endedAt: '2026-10-01T09:30:00.000Z',
}

export const claimView: ActivityView = {
  promotionId: 3, code: 'slots-free-bonus', flow: 'claim', state: 'claim', action: 'claim', form: null, bonus: '50.00', updatedAt: null,
}
export const applyView: ActivityView = {
  promotionId: 2, code: 'newbie-welcome', flow: 'apply', state: 'join', action: 'apply', form: { remark: true, images: true }, bonus: null, updatedAt: null,
}
export const application: ActivityApplication = {
  id: 5, promotionId: 2, code: 'newbie-welcome', state: 'applying', remark: 'Slip attached.', imageCount: 1, reason: null,
  createdAt: '2026-11-21T11:30:00.000Z', updatedAt: '2026-11-21T11:30:00.000Z',
}
