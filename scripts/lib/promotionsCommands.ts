/**
 * `npm run operator -- promotions ...`: a merchant's promotions through the operators' promotion calls
 * (src/server/routes/engagement/promotionsOperators.ts; docs/promotions.md).
 *
 *   promotions list <merchant>                 the promotions, in the hall's order, with their state
 *   promotions show <merchant> <code>          one promotion whole (JSON)
 *   promotions write <merchant> <file.json>    create a promotion, or replace it by its code (JSON: the write's body)
 *   promotions end <merchant> <code>           end it now: closed from then on
 *
 * A write is a replacement by code, so running it again changes nothing; its HTML is cleaned by the server.
 */
import { readFileSync } from 'node:fs'
import { PROMOTIONS_OPERATOR_API } from '../../src/server/routes/engagement/promotionsOperators'

export const PROMOTIONS_USAGE = `  npm run operator -- promotions list <merchant>
  npm run operator -- promotions show <merchant> <code>
  npm run operator -- promotions write <merchant> <promotion.json>
  npm run operator -- promotions end <merchant> <code>`

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>
type Promotion = {
  code: string; type: string; flow: string; state: string; titles: Record<string, string>; startsAt: string; endsAt: string | null
  endedAt: string | null; tags: string[]; turnoverMultiplier: number; rule: { kind: string }
}

const pathOf = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))
const line = (p: Promotion) =>
  [p.code, p.state, p.type, p.flow, p.rule.kind, p.turnoverMultiplier ? `${p.turnoverMultiplier}x` : '-', `${p.startsAt} → ${p.endedAt ?? p.endsAt ?? '…'}`,
    p.tags.join(',') || '-', Object.values(p.titles)[0] ?? ''].join('  ')

/** Runs a `promotions` command; false when the arguments are not one (the caller prints the usage). */
export async function promotionsCommand(args: string[], call: Call): Promise<boolean> {
  const [command, merchant, ...rest] = args
  if (!merchant) return false
  const api = PROMOTIONS_OPERATOR_API
  const list = async () => ((await call(api.operatorPromotions.method, pathOf(api.operatorPromotions.path, { merchant }))) as { list: Promotion[] }).list
  if (command === 'list' && rest.length === 0) {
    const promotions = await list()
    if (!promotions.length) console.log('No promotions.')
    for (const p of promotions) console.log(line(p))
    return true
  }
  if (command === 'show' && rest.length === 1) {
    const found = (await list()).find((p) => p.code === rest[0])
    if (!found) throw new Error(`promotion.not.found: ${rest[0]}`)
    console.log(JSON.stringify(found, null, 2))
    return true
  }
  if (command === 'write' && rest.length === 1) {
    const body = JSON.parse(readFileSync(rest[0], 'utf8')) as unknown
    console.log(line((await call(api.writePromotion.method, pathOf(api.writePromotion.path, { merchant }), body)) as Promotion))
    return true
  }
  if (command === 'end' && rest.length === 1) {
    console.log(line((await call(api.endPromotion.method, pathOf(api.endPromotion.path, { merchant, code: rest[0] }))) as Promotion))
    return true
  }
  return false
}
