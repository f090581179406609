/**
 * `npm run operator -- activities ...`: a merchant's activity applications and bonus grants through the operators'
 * activity calls (src/server/routes/engagement/activitiesOperators.ts; docs/activities.md).
 *
 *   activities list <merchant> [applying|issued|rejected]   the applications (default: all), oldest first
 *   activities show <merchant> <application>               one with its images and every transition
 *   activities approve <merchant> <application>            applying → issued: the bonus is paid once
 *   activities reject <merchant> <application> <reason...> applying → rejected, the reason shown to the member
 *   activities forfeit <merchant> <grant> <reason...>      forfeit an active bonus grant with a reason
 *
 * Each decision is a move of the transition table, so running one again is refused (`activity.state.invalid`,
 * `bonus.not.active`) and never pays twice.
 */
import { ACTIVITIES_OPERATOR_API } from '../../src/server/routes/engagement/activitiesOperators'

export const ACTIVITIES_USAGE = `  npm run operator -- activities list <merchant> [applying|issued|rejected]
  npm run operator -- activities show <merchant> <application>
  npm run operator -- activities approve <merchant> <application>
  npm run operator -- activities reject <merchant> <application> <reason...>
  npm run operator -- activities forfeit <merchant> <grant> <reason...>`

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>
type Application = {
  id: number; code: string; state: string; account: string; remark: string; imageCount: number; reason: string | null; createdAt: string
  images?: { id: string; contentType: string; size: number }[]
  transitions?: { fromState: string | null; toState: string; event: string; actor: string; reason: string | null; at: string }[]
}

const pathOf = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))
const line = (a: Application) => [`#${a.id}`, a.state, a.code, a.account, `${a.imageCount} image(s)`, a.createdAt, a.remark.slice(0, 60), a.reason ? `reason: ${a.reason}` : ''].join('  ').trim()

function print(a: Application): void {
  console.log(line(a))
  for (const image of a.images ?? []) console.log(`  image ${image.id}  ${image.contentType}  ${image.size} bytes`)
  for (const t of a.transitions ?? []) console.log(`  [${t.at}] ${t.event}: ${t.fromState ?? '-'} → ${t.toState} by ${t.actor}${t.reason ? ` (${t.reason})` : ''}`)
}

/** Runs an `activities` command; false when the arguments are not one (the caller prints the usage). */
export async function activitiesCommand(args: string[], call: Call): Promise<boolean> {
  const [command, merchant, ...rest] = args
  if (!merchant) return false
  const api = ACTIVITIES_OPERATOR_API
  if (command === 'list' && rest.length <= 1) {
    const query = rest[0] ? `?state=${encodeURIComponent(rest[0])}` : ''
    const { list } = (await call(api.activityApplications.method, pathOf(api.activityApplications.path, { merchant }) + query)) as { list: Application[] }
    if (!list.length) console.log('No applications.')
    for (const a of list) console.log(line(a))
    return true
  }
  if (command === 'show' && rest.length === 1) {
    print((await call(api.activityApplication.method, pathOf(api.activityApplication.path, { merchant, id: rest[0] }))) as Application)
    return true
  }
  if (command === 'approve' && rest.length === 1) {
    print((await call(api.approveActivityApplication.method, pathOf(api.approveActivityApplication.path, { merchant, id: rest[0] }))) as Application)
    return true
  }
  if (command === 'reject' && rest.length >= 2) {
    const [id, ...words] = rest
    print((await call(api.rejectActivityApplication.method, pathOf(api.rejectActivityApplication.path, { merchant, id }), { reason: words.join(' ') })) as Application)
    return true
  }
  if (command === 'forfeit' && rest.length >= 2) {
    const [id, ...words] = rest
    const grant = (await call(api.forfeitBonus.method, pathOf(api.forfeitBonus.path, { merchant, id }), { reason: words.join(' ') })) as { id: number; code: string; amount: string; status: string; reason: string }
    console.log([`grant #${grant.id}`, grant.code, grant.amount, grant.status, `reason: ${grant.reason}`].join('  '))
    return true
  }
  return false
}
