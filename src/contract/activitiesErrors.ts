/**
 * Activities' error codes, an area table of the catalogue (errors.ts), registered by the activity store's chunk
 * (src/portal/stores/ActivityStore.ts) with its messages (namespace `activities`, under `errors`), so the first
 * screen's bundle carries neither. The server registers every area table at start (server/errors.ts). An image over
 * 5 MB is the catalogue's `payload.too.large`; a repeated key with other content `idempotency.key.reused`.
 */
import { entry, type ErrorEntry } from './errors'

export const ACTIVITIES_ERRORS = {
  // no such promotion for this merchant (or staff's: no such application or grant)
  'activity.not.found': entry(404, 'activities:errors.notFound'),
  // the transition table has no such move from the member's state (value: state, event): joined twice, a claim
  // before qualifying, an application already under review, a decision on a decided application
  'activity.state.invalid': entry(409, 'activities:errors.stateInvalid', 'normal', 'refresh'),
  // before or after the promotion's period
  'activity.closed': entry(409, 'activities:errors.closed', 'normal', 'refresh'),
  // the member does not meet the promotion's eligibility (new members only, first deposit only, ...)
  'activity.not.eligible': entry(403, 'activities:errors.notEligible'),
  // the form: a remark over 140 characters, a remark or an image the promotion does not ask for
  'activity.remark.length': entry(400, 'activities:errors.remarkLength'),
  'activity.image.invalid': entry(400, 'activities:errors.imageInvalid'),
  'activity.image.limit': entry(400, 'activities:errors.imageLimit'),
  'activity.image.unknown': entry(400, 'activities:errors.imageUnknown'),
  // a grant already completed, expired or forfeited is not forfeited again
  'bonus.not.active': entry(409, 'activities:errors.bonusNotActive', 'normal', 'refresh'),
} as const satisfies Record<string, ErrorEntry>

export type ActivitiesErrorCode = keyof typeof ACTIVITIES_ERRORS
