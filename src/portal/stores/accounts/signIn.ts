import type { MemberInfo } from '../../../contract/schemas/member'
import { AGENT_CODES, type UserInfo } from './SessionStore'

/** What a finished login or registration knows without the member info (its fallback when that call fails). */
export interface SignInFacts {
  username: string
  accountType?: number
  firstTimeLogin?: boolean
  passwordExpired?: boolean
  /** The login before this one (none on a first login), shown to the member once this one is done. */
  lastLoginAt?: string | null
  lastLoginIp?: string | null
}

/**
 * How a flow hands over a session the server has opened (AuthFlows.finishSignIn): the member info fills the
 * session, every flow starts clean and the account modals close.
 */
export type FinishSignIn = (token: string, facts: SignInFacts) => Promise<void>

/**
 * The session user info (spec section 3) and the isAgent role code of a member, from the member-info call. Kept
 * with the flows, not in SessionStore: the session loads with the first page, which never signs anyone in.
 */
export function userInfoOf(info: MemberInfo): { userInfo: UserInfo; isAgent: number | null } {
  return {
    userInfo: {
      nickname: info.nickname ?? info.account,
      account: info.account,
      id: info.id,
      type: info.type,
      toUpline: info.toUpline,
      regDate: info.regDate,
      clubLabel: info.clubLabel,
    },
    isAgent: (AGENT_CODES as readonly number[]).includes(info.type) ? info.type : null,
  }
}
