/** Points as the server answers them, for stories and tests. */
import type { PointsHistory, PointsItem, PointsRedeems } from '../../../contract/schemas/points'

const titles = (en: string, th: string, cn: string) => ({ en, th, cn })

export const pointsItems: PointsItem[] = [
  { id: 1, code: 'keyring', kind: 'goods', titles: titles('Portico keyring', 'พวงกุญแจ Portico', 'Portico 钥匙扣'), image: 'keyring', points: '100', cash: '0.00', stock: 196, perMemberLimit: 3 },
  { id: 2, code: 'cash-10', kind: 'cash', titles: titles('10 THB cash', 'เงินสด 10 บาท', '10 泰铢现金'), image: 'cash', points: '100', cash: '10.00', stock: null, perMemberLimit: 20 },
  { id: 3, code: 'steel-bottle', kind: 'goods', titles: titles('Steel water bottle', 'ขวดน้ำสแตนเลส', '不锈钢水瓶'), image: 'bottle', points: '800', cash: '0.00', stock: 0, perMemberLimit: 2 },
  { id: 4, code: 'bluetooth-speaker', kind: 'goods', titles: titles('Bluetooth speaker', 'ลำโพงบลูทูธ', '蓝牙音箱'), image: 'speaker', points: '3000', cash: '0.00', stock: 10, perMemberLimit: 1 },
]

export const pointsRedeems: PointsRedeems = {
  list: [
    { transactionNo: 'P20261130K7M2Q9XA', appliedAt: '2026-11-30T03:00:00.000Z', type: 'goods', titles: pointsItems[0].titles, quantity: 1, points: '100', amount: '0.00', status: 'in_process', remark: null },
    { transactionNo: 'P20261129H3N8R2WB', appliedAt: '2026-11-29T23:00:00.000Z', type: 'cash', titles: pointsItems[1].titles, quantity: 1, points: '100', amount: '10.00', status: 'approved', remark: null },
    { transactionNo: 'P20261128C4D5E6FG', appliedAt: '2026-11-28T10:00:00.000Z', type: 'goods', titles: pointsItems[2].titles, quantity: 1, points: '800', amount: '0.00', status: 'rejected', remark: 'Out of stock in this colour' },
  ],
  totalCount: 3,
  totalPages: 1,
}

export const pointsHistory: PointsHistory = {
  list: [
    { id: '41', type: 'convert', points: '-100', balanceAfter: '246', transactionNo: null, at: '2026-11-30T04:00:00.000Z' },
    { id: '40', type: 'redeem', points: '-100', balanceAfter: '346', transactionNo: 'P20261130K7M2Q9XA', at: '2026-11-30T03:00:00.000Z' },
    { id: '38', type: 'refund', points: '800', balanceAfter: '446', transactionNo: 'P20261128C4D5E6FG', at: '2026-11-29T09:00:00.000Z' },
    { id: '30', type: 'earn', points: '546', balanceAfter: '546', transactionNo: null, at: '2026-11-28T00:00:00.000Z' },
  ],
  totalCount: 4,
  totalPages: 1,
}
