/**
 * Activities (spec sections 4, 5, 7; docs/activities.md): a member's part in a promotion and the bonuses it pays, a
 * table of its own that the activity store's chunk registers with the API client, so the first screen's bundle does
 * not carry it. The server registers it with every other call (`ENDPOINTS` in endpoints.ts).
 *
 * - `myActivities`: the member's state in each promotion (or one, by `code`), with the action it offers.
 * - `joinActivity`, `claimActivity`, `signInActivity`: one transition each of the table in activities.ts;
 *   `claimRaffle` is the spec's "raffle promotion claim (POST)", a claim of a raffle promotion.
 * - `applyActivity`: an application with the promotion's form (remark, images uploaded first with
 *   `uploadActivityImage`, as feedback's images are); `myApplications` lists them.
 * - `myBonuses`: the member's bonus grants with their terms and turnover (the member centre's bonus details).
 */
import type { EndpointDef } from './coreEndpoints'

export const ACTIVITIES_ENDPOINTS = {
  myActivities: { method: 'GET', path: '/wps/activities', auth: true, encrypted: false },
  joinActivity: { method: 'POST', path: '/wps/activities/join', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  claimActivity: { method: 'POST', path: '/wps/activities/claim', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  claimRaffle: { method: 'POST', path: '/wps/promotion/raffle/claim', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  signInActivity: { method: 'POST', path: '/wps/activities/signin', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  uploadActivityImage: { method: 'POST', path: '/wps/activities/image', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  applyActivity: { method: 'PUT', path: '/wps/activities/application', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  myApplications: { method: 'GET', path: '/wps/activities/applications', auth: true, encrypted: false },
  myBonuses: { method: 'GET', path: '/wps/bonuses', auth: true, encrypted: false },
} as const satisfies Record<string, EndpointDef>
