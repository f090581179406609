/**
 * The agency notice (spec section 2 "Modals"): notices of type AG, which only a logged-in agent reads, in the
 * visitor's language with the same fallbacks as the public notices. The token is required by the contract (its
 * `auth` flag, enforced by a hook); who among the logged-in accounts may read them is the agent centre's rule
 * (domain/agents/access.ts `requireAgent`).
 */
import { AGENCY_NOTICE_TYPE, type AgencyNotices } from '../../../contract/schemas/content'
import type { Queryable } from '../../db/database'
import { findActiveNotices } from '../../db/content/notices'
import { toNotice } from './notices'


/** The merchant's agency notices in force at `now`, by sort then id, each in the first language of `languages` it has. */
export async function activeAgencyNotices(
  db: Queryable,
  input: { merchantCode: string; now: Date; languages: readonly string[] },
): Promise<AgencyNotices> {
  const rows = await findActiveNotices(db, input.merchantCode, [AGENCY_NOTICE_TYPE], input.now)
  return { list: rows.map((row) => toNotice(row, input.languages)) }
}
