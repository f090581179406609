/**
 * An operator moves a member (and its whole team) under another agent of the same merchant. The database does the
 * rest in the same transaction (migration 028's trigger on upline_id): the tree's rows of the subtree, the team
 * counts and the team figures of the old and the new ancestors; the real-time salary's windows are then paid from
 * their results. A member cannot be moved below itself.
 */
import { markMerchantRollupsPartial } from '../../db/contracts/realTime'
import type { Database } from '../../db/database'
import { findMemberByUsername } from '../../db/member/members'
import { refusalOf } from '../../db/raised'
import { AppError } from '../../errors'
import { AGENT_TYPES } from './access'

export interface MovedMember {
  merchantCode: string
  account: string
  /** The new upline's account. */
  upline: string
  /** Members that moved with it (its team). */
  teamSize: number
}

export async function moveMember(db: Database, input: { merchantCode: string; account: string; upline: string }): Promise<MovedMember> {
  return db.transaction(async (tx) => {
    const member = await findMemberByUsername(tx, input.merchantCode, input.account)
    if (!member) throw new AppError('downline.not.found', `No member ${input.account} at ${input.merchantCode}.`)
    const upline = await findMemberByUsername(tx, input.merchantCode, input.upline)
    if (!upline || !AGENT_TYPES.has(upline.accountType)) throw new AppError('upline.not.found', `No agent ${input.upline} at ${input.merchantCode}.`)
    try {
      await tx.query('UPDATE members SET upline_id = $2 WHERE id = $1', [member.id, upline.id])
    } catch (error) {
      throw refusalOf(error)
    }
    // The real-time salary's rollups count results under the upline they settled with (docs/contracts.md).
    await markMerchantRollupsPartial(tx, input.merchantCode)
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM member_tree WHERE ancestor_id = $1', [member.id])
    return { merchantCode: input.merchantCode, account: member.username, upline: upline.username, teamSize: rows[0]?.n ?? 0 }
  })
}
