/** Session user info (spec section 3): what the portal keeps about the logged-in member. */
import type { MemberInfo } from '../../../contract/schemas/member'
import type { Queryable } from '../../db/database'
import { findMemberById } from '../../db/member/members'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { maskContact } from '../accounts/login'

const AGENT_TYPES = new Set([1, 2, 41, 42])

export async function memberInfo(db: Queryable, principal: Principal): Promise<MemberInfo> {
  const member = await findMemberById(db, principal.memberId)
  if (!member) throw new AppError('member.kicked.out')
  const upline = member.uplineId === null ? null : await findMemberById(db, member.uplineId)
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.accountType,
    isAgent: AGENT_TYPES.has(member.accountType),
    toUpline: upline?.username ?? null,
    regDate: member.regDate.toISOString(),
    clubLabel: { labelName: member.clubLabel, rankLevel: member.vipRank },
    // Bound contacts are shown masked: enough to recognise, not enough to harvest from a borrowed screen.
    mobile: member.mobile ? maskContact(member.mobile) : null,
    email: member.email ? maskContact(member.email) : null,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: member.lastLoginIp,
    passwordChangeRequired: principal.passwordChangeRequired,
  }
}
