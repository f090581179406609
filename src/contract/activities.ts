/**
 * A member's part in a promotion (spec section 4's activity states; docs/activities.md): the one transition table the
 * server enforces and the portal reads to know which button a state shows. The spec lists the states and no
 * transitions; these are ours.
 *
 * A promotion's `flow` (migration 042) says which states it uses:
 * - `claim`:  claim → claimed (a fixed bonus or a raffle ticket, taken at once by an eligible member);
 * - `apply`:  join → applying → issued | rejected (an application with the promotion's form, reviewed by staff; a
 *             rejected member may apply again within the period);
 * - `join`:   join → joined → process (in progress) → claim → claimed (a deposit match: the qualifying deposit after
 *             joining moves joined straight to claim);
 * - `signin`: join → signed, once a day (each day is a period of its own);
 * - `info`:   nothing to do.
 * Before the period `comingSoon`, after it `closed`: the period decides these on every read, they are never stored,
 * and a state already paid (claimed, issued) or refused (rejected) stays as it was after the period ends.
 */

/** The spec's states, as the contract spells them (`process` is "in progress"). */
export const ACTIVITY_STATES = ['comingSoon', 'join', 'joined', 'process', 'claim', 'claimed', 'applying', 'issued', 'rejected', 'signed', 'closed'] as const
export type ActivityState = (typeof ACTIVITY_STATES)[number]

/** How a promotion is taken part in (migration 042's `flow`). */
export const ACTIVITY_FLOWS = ['info', 'apply', 'join', 'signin', 'claim'] as const
export type ActivityFlow = (typeof ACTIVITY_FLOWS)[number]

/** What moves a state: the member's actions, staff's decisions, and what the server sees happen (`qualify`, `start`). */
export const ACTIVITY_EVENTS = ['join', 'start', 'qualify', 'claim', 'apply', 'approve', 'reject', 'signIn'] as const
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number]

/** Who may send each event: the member through the portal, an operator, or the server itself. */
export const ACTIVITY_EVENT_ACTOR: Readonly<Record<ActivityEvent, 'member' | 'operator' | 'system'>> = {
  join: 'member', start: 'system', qualify: 'system', claim: 'member', apply: 'member', approve: 'operator', reject: 'operator', signIn: 'member',
}

interface Transition {
  readonly from: readonly ActivityState[]
  readonly to: ActivityState
}

/** The transition table: per flow, per event, the states it leaves and the state it reaches. Nothing else moves. */
export const ACTIVITY_TRANSITIONS: Readonly<Record<ActivityFlow, Partial<Readonly<Record<ActivityEvent, Transition>>>>> = {
  info: {},
  claim: { claim: { from: ['claim'], to: 'claimed' } },
  apply: {
    apply: { from: ['join', 'rejected'], to: 'applying' },
    approve: { from: ['applying'], to: 'issued' },
    reject: { from: ['applying'], to: 'rejected' },
  },
  join: {
    join: { from: ['join'], to: 'joined' },
    start: { from: ['joined'], to: 'process' },
    qualify: { from: ['joined', 'process'], to: 'claim' },
    claim: { from: ['claim'], to: 'claimed' },
  },
  signin: { signIn: { from: ['join'], to: 'signed' } },
}

/** The state a member who has done nothing yet is in, per flow, inside the period. */
export const ACTIVITY_INITIAL_STATE: Readonly<Record<ActivityFlow, ActivityState>> = {
  info: 'join', claim: 'claim', apply: 'join', join: 'join', signin: 'join',
}

/** States that stay as they are once the period ends (paid or refused); the rest read `closed`. */
export const ACTIVITY_SETTLED_STATES: readonly ActivityState[] = ['claimed', 'issued', 'rejected', 'signed']

/** The state `event` moves `from` to in `flow`, or null when the table has no such transition (refused). */
export function activityTransition(flow: ActivityFlow, from: ActivityState, event: ActivityEvent): ActivityState | null {
  const transition = ACTIVITY_TRANSITIONS[flow][event]
  return transition && transition.from.includes(from) ? transition.to : null
}

/** The member's action a state offers in a flow (the button the promotion's page shows), or null for none. */
export function memberActionOf(flow: ActivityFlow, state: ActivityState): 'join' | 'claim' | 'apply' | 'signIn' | null {
  for (const event of ['join', 'claim', 'apply', 'signIn'] as const) {
    if (activityTransition(flow, state, event)) return event
  }
  return null
}

/** The state a member reads: the period first (coming soon, closed), then what is stored, then the flow's start. */
export function activityStateAt(
  flow: ActivityFlow,
  stored: ActivityState | null,
  period: { startsAt: Date; endsAt: Date | null },
  now: Date,
): ActivityState {
  if (now < period.startsAt) return 'comingSoon'
  if (period.endsAt && now >= period.endsAt) return stored && ACTIVITY_SETTLED_STATES.includes(stored) ? stored : 'closed'
  return stored ?? ACTIVITY_INITIAL_STATE[flow]
}

/** Spec section 5: an application's remark, at most 140 characters; png or jpg images, at most 5 MB each, at most 3. */
export const ACTIVITY_REMARK_MAX = 140
export const ACTIVITY_MAX_IMAGES = 3
export const ACTIVITY_MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

/** A remark's length as the bound counts it (characters, not UTF-16 units, without the spaces around it). */
export const remarkLength = (text: string): number => [...text.trim()].length

/** A bonus grant's life: active until its turnover is played (completed), its time runs out (expired) or staff forfeit it. */
export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited'] as const
export type BonusStatus = (typeof BONUS_STATUSES)[number]
