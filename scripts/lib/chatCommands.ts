/**
 * `npm run operator -- chat ...`: a merchant's chat room through the operators' chat calls
 * (src/server/routes/chat/operators.ts; docs/chat.md).
 *
 *   chat list <merchant> [room] [limit]          the room's recent messages (id, time, member, name, text; deleted ones marked)
 *   chat delete <merchant> <id>                  remove a message: it disappears from every open chat widget
 *   chat mutes <merchant>                        the members muted now, and until when
 *   chat mute <merchant> <username> <minutes>    mute a member for some minutes
 *   chat unmute <merchant> <username>            end a member's mute
 */
import { CHAT_OPERATOR_API } from '../../src/server/routes/chat/operators'

export const CHAT_USAGE = `  npm run operator -- chat list <merchant> [room] [limit]
  npm run operator -- chat delete <merchant> <message id>
  npm run operator -- chat mutes <merchant>
  npm run operator -- chat mute <merchant> <username> <minutes>
  npm run operator -- chat unmute <merchant> <username>`

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>
type Message = { id: number; room: string; memberId: number; name: string; text: string; at: string; deletedAt: string | null; deletedBy: string | null }

const pathOf = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))

/** Runs a `chat` command; false when the arguments are not one (the caller prints the usage). */
export async function chatCommand(args: string[], call: Call): Promise<boolean> {
  const [command, merchant, ...rest] = args
  if (!merchant) return false
  const api = CHAT_OPERATOR_API
  if (command === 'list' && rest.length <= 2) {
    const query = new URLSearchParams()
    if (rest[0]) query.set('room', rest[0])
    if (rest[1]) query.set('limit', rest[1])
    const suffix = query.size ? `?${query}` : ''
    const { list } = (await call(api.chatMessages.method, pathOf(api.chatMessages.path, { merchant }) + suffix)) as { list: Message[] }
    if (!list.length) console.log('No messages.')
    // Oldest first, as the room shows them; the text as written (JSON-quoted, so a message cannot forge a line).
    for (const m of [...list].reverse()) {
      console.log([m.id, m.at, `member ${m.memberId}`, m.name, JSON.stringify(m.text), m.deletedAt ? `deleted by ${m.deletedBy} at ${m.deletedAt}` : ''].join('  ').trimEnd())
    }
    return true
  }
  if (command === 'delete' && rest.length === 1) {
    const deleted = (await call(api.deleteChatMessage.method, pathOf(api.deleteChatMessage.path, { merchant, id: rest[0] }))) as Message
    console.log(`Message ${deleted.id} deleted (by ${deleted.deletedBy}).`)
    return true
  }
  if (command === 'mutes' && rest.length === 0) {
    const { list } = (await call(api.chatMutes.method, pathOf(api.chatMutes.path, { merchant }))) as { list: { username: string; until: string; mutedBy: string }[] }
    if (!list.length) console.log('Nobody is muted.')
    for (const mute of list) console.log([mute.username, `until ${mute.until}`, `by ${mute.mutedBy}`].join('  '))
    return true
  }
  if (command === 'mute' && rest.length === 2 && /^\d+$/.test(rest[1])) {
    const muted = (await call(api.muteChatMember.method, pathOf(api.muteChatMember.path, { merchant }), { username: rest[0], minutes: Number(rest[1]) })) as { username: string; until: string }
    console.log(`${muted.username} is muted until ${muted.until}.`)
    return true
  }
  if (command === 'unmute' && rest.length === 1) {
    const result = (await call(api.unmuteChatMember.method, pathOf(api.unmuteChatMember.path, { merchant, username: rest[0] }))) as { username: string; wasMuted: boolean }
    console.log(result.wasMuted ? `${result.username} may write again.` : `${result.username} was not muted.`)
    return true
  }
  return false
}
