/**
 * `npm run operator -- points ...`: a merchant's points catalogue and redeems through the operators' points calls
 * (src/server/routes/engagement/pointsOperators.ts; docs/points.md).
 *
 *   points items <merchant>                              the catalogue, withdrawn items too
 *   points write <merchant> <code> <item.json>           write an item by its code (new, or its fields replaced)
 *   points redeems <merchant> [in_process|approved|rejected]
 *                                                        the redeems (default: in process), oldest first
 *   points approve <merchant> <redeem>                   approve one: its points are spent, a cash item's cash credited
 *   points reject <merchant> <redeem> <remark...>        reject one: its points and stock come back
 */
import { readFileSync } from 'node:fs'
import { POINTS_OPERATOR_API } from '../../src/server/routes/engagement/pointsOperators'

export const POINTS_USAGE = `  npm run operator -- points items <merchant>
  npm run operator -- points write <merchant> <code> <item.json>
  npm run operator -- points redeems <merchant> [in_process|approved|rejected]
  npm run operator -- points approve <merchant> <redeem id>
  npm run operator -- points reject <merchant> <redeem id> <remark...>`

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>
type Item = { code: string; kind: string; titles: Record<string, string>; points: string; cash: string; stock: number | null; perMemberLimit: number | null; active: boolean }
type Redeem = {
  id: string; transactionNo: string; username: string; type: string; titles: Record<string, string>; quantity: number; points: string; amount: string
  status: string; remark: string | null; address: string | null; phone: string | null; appliedAt: string; decidedBy: string | null
}

const pathOf = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))
const title = (titles: Record<string, string>) => titles.en ?? Object.values(titles)[0] ?? ''
const itemLine = (i: Item) =>
  [i.code, i.kind, title(i.titles), `${i.points} pts`, i.kind === 'cash' ? `cash ${i.cash}` : '', `stock ${i.stock ?? '∞'}`, `limit ${i.perMemberLimit ?? '-'}`, i.active ? '' : 'withdrawn'].filter(Boolean).join('  ')
const redeemLine = (r: Redeem) =>
  [`#${r.id}`, r.transactionNo, r.status, r.username, `${r.quantity} × ${title(r.titles)}`, `${r.points} pts`, r.type === 'cash' ? `cash ${r.amount}` : `${r.address ?? ''} ${r.phone ?? ''}`.trim(), r.appliedAt, r.remark ?? ''].filter(Boolean).join('  ')

/** Runs a `points` command; false when the arguments are not one (the caller prints the usage). */
export async function pointsCommand(args: string[], call: Call): Promise<boolean> {
  const [command, merchant, ...rest] = args
  if (!merchant) return false
  const api = POINTS_OPERATOR_API
  if (command === 'items' && rest.length === 0) {
    const { list } = (await call(api.pointsItems.method, pathOf(api.pointsItems.path, { merchant }))) as { list: Item[] }
    if (!list.length) console.log('No items.')
    for (const i of list) console.log(itemLine(i))
    return true
  }
  if (command === 'write' && rest.length === 2) {
    const [code, file] = rest
    console.log(itemLine((await call(api.writePointsItem.method, pathOf(api.writePointsItem.path, { merchant, code }), JSON.parse(readFileSync(file, 'utf8')))) as Item))
    return true
  }
  if (command === 'redeems' && rest.length <= 1) {
    const query = rest[0] ? `?status=${encodeURIComponent(rest[0])}` : ''
    const { list } = (await call(api.pointsRedeemList.method, pathOf(api.pointsRedeemList.path, { merchant }) + query)) as { list: Redeem[] }
    if (!list.length) console.log('No redeems.')
    for (const r of list) console.log(redeemLine(r))
    return true
  }
  if (command === 'approve' && rest.length === 1) {
    console.log(redeemLine((await call(api.approvePointsRedeem.method, pathOf(api.approvePointsRedeem.path, { merchant, id: rest[0] }))) as Redeem))
    return true
  }
  if (command === 'reject' && rest.length >= 2) {
    const [id, ...words] = rest
    console.log(redeemLine((await call(api.rejectPointsRedeem.method, pathOf(api.rejectPointsRedeem.path, { merchant, id }), { remark: words.join(' ') })) as Redeem))
    return true
  }
  return false
}
