/**
 * `npm run operator -- <command>`: the operators' tools, speaking to a running server's operators' API.
 *
 *   withdrawals list [pending|paid|rejected]     the withdrawals (default: pending), oldest first
 *   withdrawals approve <id>                     pay a pending withdrawal
 *   withdrawals reject <id> [reason...]          refuse it: the amount goes back to the member's wallet
 *   team move <merchant> <account> <agent>        move a member and its whole team under another agent
 *   contracts offer <merchant> <agent> <gameType> <terms.json>
 *                                                offer a top agent the merchant's terms (docs/contracts.md)
 *   help list|write|edit|delete ...              a merchant's help articles (scripts/lib/helpCommands.ts, docs/help.md)
 *   chat list|delete|mutes|mute|unmute ...       a merchant's chat room (scripts/lib/chatCommands.ts, docs/chat.md)
 *   feedback list|show|image|answer|close ...    a merchant's feedback tickets (scripts/lib/feedbackCommands.ts, docs/feedback.md)
 *   promotions list|show|write|end ...           a merchant's promotions (scripts/lib/promotionsCommands.ts, docs/promotions.md)
 *   points items|write|redeems|approve|reject ... a merchant's points catalogue and redeems (scripts/lib/pointsCommands.ts, docs/points.md)
 *   activities list|show|approve|reject|forfeit ... activity applications and bonus grants (scripts/lib/activitiesCommands.ts, docs/activities.md)
 *
 * Environment: PORTICO_OPERATOR_KEY (the server's, required), PORTICO_URL (default http://localhost:3000),
 * PORTICO_OPERATOR (your name in the audit trail; default: the system user).
 */
import { readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { OPERATOR_API } from '../src/server/routes/money/operators'
import { ACTIVITIES_USAGE, activitiesCommand } from './lib/activitiesCommands'
import { FEEDBACK_USAGE, feedbackCommand } from './lib/feedbackCommands'
import { HELP_USAGE, helpCommand } from './lib/helpCommands'
import { CHAT_USAGE, chatCommand } from './lib/chatCommands'
import { PROMOTIONS_USAGE, promotionsCommand } from './lib/promotionsCommands'
import { POINTS_USAGE, pointsCommand } from './lib/pointsCommands'

/** A path of the operators' table with its `:name` parameters filled in. */
const pathOf = (path: string, params: Record<string, string> = {}) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))

const USAGE = `Usage:
  npm run operator -- withdrawals list [pending|paid|rejected]
  npm run operator -- withdrawals approve <id>
  npm run operator -- withdrawals reject <id> [reason...]
  npm run operator -- team move <merchant> <account> <new upline agent>
  npm run operator -- contracts offer <merchant> <top agent> <gameType> <terms.json>
${HELP_USAGE}
${CHAT_USAGE}
${FEEDBACK_USAGE}
${ACTIVITIES_USAGE}
${PROMOTIONS_USAGE}
${POINTS_USAGE}`

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const key = process.env.PORTICO_OPERATOR_KEY?.trim()
  if (!key) throw new Error('PORTICO_OPERATOR_KEY is not set: use the key the server was started with.')
  const base = (process.env.PORTICO_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'x-operator': process.env.PORTICO_OPERATOR ?? userInfo().username,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown; errorCode?: string; message?: string } | null
  if (!response.ok || !answer?.success) throw new Error(`${answer?.errorCode ?? response.status}: ${answer?.message ?? response.statusText}`)
  return answer.value
}

type Row = { withdrawalId: string; merchantCode: string; memberId: number; amount: string; status: string; confirmation: string | null; bankName: string; accountNumber: string; createdAt: string }

async function main(args: string[]): Promise<void> {
  const [area, command, ...rest] = args
  if (area === 'team' && command === 'move' && rest.length === 3) {
    const [merchant, account, upline] = rest
    const moved = (await call(OPERATOR_API.moveMember.method, pathOf(OPERATOR_API.moveMember.path, { merchant, account }), { upline })) as {
      account: string; upline: string; teamSize: number
    }
    console.log(`${moved.account} is now under ${moved.upline}, with its team of ${moved.teamSize}.`)
    return
  }
  if (area === 'contracts' && command === 'offer' && rest.length === 4) {
    const [merchant, account, gameType, file] = rest
    const terms = JSON.parse(readFileSync(file, 'utf8')) as unknown
    const offered = (await call(OPERATOR_API.offerTopAgentContract.method, pathOf(OPERATOR_API.offerTopAgentContract.path, { merchant, account }), { gameType, terms })) as {
      account: string; contractId: string
    }
    console.log(`Offered contract ${offered.contractId} to ${offered.account}: it waits for the agent's answer.`)
    return
  }
  if (area === 'help') {
    if (await helpCommand([command, ...rest], call)) return
    throw new Error(USAGE)
  }
  if (area === 'chat') {
    if (await chatCommand([command, ...rest], call)) return
    throw new Error(USAGE)
  }
  if (area === 'feedback') {
    if (await feedbackCommand([command, ...rest], call)) return
    throw new Error(USAGE)
  }
  if (area === 'activities') {
    if (await activitiesCommand([command, ...rest], call)) return
    throw new Error(USAGE)
  }
  if (area === 'promotions') {
    if (await promotionsCommand([command, ...rest], call)) return
    throw new Error(USAGE)
  }
  if (area === 'points') {
    if (await pointsCommand([command, ...rest], call)) return
    throw new Error(USAGE)
  }
  if (area !== 'withdrawals') throw new Error(USAGE)
  if (command === 'list') {
    const status = rest[0] ?? 'pending'
    const { list } = (await call(OPERATOR_API.withdrawals.method, `${OPERATOR_API.withdrawals.path}?status=${encodeURIComponent(status)}`)) as { list: Row[] }
    if (!list.length) return console.log(`No ${status} withdrawals.`)
    for (const w of list) {
      console.log([w.withdrawalId, w.merchantCode, `member ${w.memberId}`, w.amount, w.status + (w.confirmation ? `/${w.confirmation}` : ''), `${w.bankName} ${w.accountNumber}`, w.createdAt].join('  '))
    }
    return
  }
  if ((command === 'approve' || command === 'reject') && rest[0]) {
    const decided = (await call(OPERATOR_API.decideWithdrawal.method, pathOf(OPERATOR_API.decideWithdrawal.path, { id: rest[0], decision: command }), { reason: rest.slice(1).join(' ') || undefined })) as Row
    console.log(`${decided.withdrawalId}: ${decided.status} (${decided.amount})`)
    return
  }
  throw new Error(USAGE)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
