/**
 * The agency notice (spec section 2 "Modals"): notices of type AG, which only a logged-in agent reads, in the
 * visitor's language with the same fallbacks as the public notices. The token is required by the contract (its
 * `auth` flag, enforced by a hook); who among the logged-in accounts may read them is decided here.
 */
import { AGENCY_NOTICE_TYPE, type AgencyNotices } from '../../../contract/schemas/content'
import type { Queryable } from '../../db/database'
import { findActiveNotices } from '../../db/content/notices'
import { AppError } from '../../errors'
import { TRIAL_ACCOUNT_TYPE } from '../accounts/freeplay'
import { toNotice } from './notices'

/**
 * Agent account types (spec section 6; docs/features.md "Accounts and session"): 1 agent, 2 sub-agent, 41 and 42
 * partner roles.
 */
export const AGENT_ACCOUNT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42])

/**
 * Refuses an account that is not an agent: a trial account needs a real one first (`in_need_true_account`), as
 * for the rest of the agent centre; a member, or any other type, is not an agent (`error.not.agent`).
 */
export function requireAgent(accountType: number): void {
  if (accountType === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account')
  if (!AGENT_ACCOUNT_TYPES.has(accountType)) throw new AppError('error.not.agent')
}

/** The merchant's agency notices in force at `now`, by sort then id, each in the first language of `languages` it has. */
export async function activeAgencyNotices(
  db: Queryable,
  input: { merchantCode: string; now: Date; languages: readonly string[] },
): Promise<AgencyNotices> {
  const rows = await findActiveNotices(db, input.merchantCode, [AGENCY_NOTICE_TYPE], input.now)
  return { list: rows.map((row) => toNotice(row, input.languages)) }
}
