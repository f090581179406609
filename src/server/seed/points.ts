/**
 * Points' demo data (`points:<code>`, seed/index.ts): each brand's catalogue, written through the operators' own write
 * (domain/engagement/pointsCatalogue.ts), and, on demo, what the demo's bets earned, by the real accrual
 * (domain/engagement/pointsAccrual.ts), then demomember's redeems and conversion through the member's own calls: a
 * keyring in process, a cash item approved by staff, and a conversion to cash. Where demomember's bets earned too few
 * points for all three (a data folder without the demo's play), it does what its points allow.
 */
import type { MerchantConfig } from '../../config/schema'
import type { Database } from '../db/database'
import { pointsBalanceOf, redeemByKey } from '../db/engagement/points'
import { findMemberByUsername } from '../db/member/members'
import type { PasswordHasher } from '../domain/accounts/passwords'
import { convertPoints, decidePointsRedeem, redeemPoints } from '../domain/engagement/points'
import { accrueMerchantPoints } from '../domain/engagement/pointsAccrual'
import { writeItem, type ItemWrite } from '../domain/engagement/pointsCatalogue'
import type { RandomSource } from '../runtime'
import { DEMO_PAYMENT_PASSWORD } from './accounts'

export const SEED_POINTS_MERCHANTS = ['demo', 'lotus'] as const

const titles = (en: string, th: string, cn: string) => ({ en, th, cn })

/** Each brand's catalogue: goods with their stock and limits, and cash items (the cash in the brand's currency). */
const CATALOGUES: Record<(typeof SEED_POINTS_MERCHANTS)[number], Record<string, ItemWrite>> = {
  demo: {
    keyring: { kind: 'goods', titles: titles('Portico keyring', 'พวงกุญแจ Portico', 'Portico 钥匙扣'), image: 'keyring', points: '100', stock: 200, perMemberLimit: 3, sort: 1 },
    'cash-10': { kind: 'cash', titles: titles('10 THB cash', 'เงินสด 10 บาท', '10 泰铢现金'), image: 'cash', points: '100', cash: '10', stock: null, perMemberLimit: 20, sort: 2 },
    'steel-bottle': { kind: 'goods', titles: titles('Steel water bottle', 'ขวดน้ำสแตนเลส', '不锈钢水瓶'), image: 'bottle', points: '800', stock: 50, perMemberLimit: 2, sort: 3 },
    'cash-100': { kind: 'cash', titles: titles('100 THB cash', 'เงินสด 100 บาท', '100 泰铢现金'), image: 'cash', points: '950', cash: '100', stock: null, perMemberLimit: 10, sort: 4 },
    'team-jersey': { kind: 'goods', titles: titles('Team jersey', 'เสื้อทีม', '球队球衣'), image: 'jersey', points: '1500', stock: 30, perMemberLimit: 1, sort: 5 },
    'bluetooth-speaker': { kind: 'goods', titles: titles('Bluetooth speaker', 'ลำโพงบลูทูธ', '蓝牙音箱'), image: 'speaker', points: '3000', stock: 10, perMemberLimit: 1, sort: 6 },
  },
  lotus: {
    'lotus-cap': { kind: 'goods', titles: titles('Lotus cap', 'หมวก Lotus', 'Lotus 帽子'), image: 'cap', points: '300', stock: 100, perMemberLimit: 2, sort: 1 },
    'cash-5': { kind: 'cash', titles: titles('5 USD cash', 'เงินสด 5 ดอลลาร์', '5 美元现金'), image: 'cash', points: '500', cash: '5', stock: null, perMemberLimit: 10, sort: 2 },
    'bluetooth-speaker': { kind: 'goods', titles: titles('Bluetooth speaker', 'ลำโพงบลูทูธ', '蓝牙音箱'), image: 'speaker', points: '4000', stock: 5, perMemberLimit: 1, sort: 3 },
  },
}

export async function seedPoints(
  services: { db: Database; random: RandomSource; hasher: PasswordHasher },
  config: MerchantConfig,
  now: Date,
): Promise<void> {
  if (!config.points?.enabled) return
  const catalogue = CATALOGUES[config.code as keyof typeof CATALOGUES] ?? {}
  const items = new Map<string, number>()
  for (const [code, item] of Object.entries(catalogue)) items.set(code, (await writeItem(services.db, config, code, item, now)).id)
  if (config.code !== 'demo') return

  // What the demo's bets have earned so far (the job does the same at every start, and keeps doing it).
  await accrueMerchantPoints(services.db, config, now)
  const member = await findMemberByUsername(services.db, config.code, 'demomember')
  if (!member) return
  const principal = { memberId: member.id, accountType: member.accountType } as Parameters<typeof redeemPoints>[1]['principal']
  const pay = { paymentPassword: DEMO_PAYMENT_PASSWORD }
  const at = (hours: number) => new Date(now.getTime() - hours * 3_600_000)
  const has = async (points: bigint) => (await pointsBalanceOf(services.db, config.code, member.id)) >= points
  const cash = items.get('cash-10')
  if (cash && (await has(100n))) {
    await redeemPoints(services, { config, principal, at: at(6) }, { idempotencyKey: 'seed-points-cash-10', itemId: cash, quantity: 1, ...pay })
    const row = await redeemByKey(services.db, config.code, member.id, 'seed-points-cash-10')
    if (row?.status === 'in_process') await decidePointsRedeem(services, config, row.id, { status: 'approved', remark: null, actor: 'admin:support', at: at(5) })
  }
  const keyring = items.get('keyring')
  if (keyring && (await has(100n))) {
    await redeemPoints(services, { config, principal, at: at(2) }, {
      idempotencyKey: 'seed-points-keyring', itemId: keyring, quantity: 1, ...pay, address: '88 Sukhumvit Road, Khlong Toei, Bangkok 10110', phone: '+66 81 234 5678',
    })
  }
  if (await has(BigInt(config.points.minConvert))) {
    await convertPoints(services, { config, principal, at: at(1) }, { idempotencyKey: 'seed-points-convert', points: String(config.points.minConvert), ...pay })
  }
}
