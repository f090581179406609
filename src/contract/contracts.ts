/**
 * Agent contracts and wages (spec sections 1, 3, 4, 9; docs/contracts.md): the rules the server enforces and the
 * portal checks before it sends, written once. Pure and shared: what each button sends and what each action does in
 * each state, the tier and chain invariants, rates in exact integer units, a tier matched with its reason, and a
 * wage split differentially up an agent chain so that the parts sum exactly to the whole.
 *
 * Rates are integers in parts per million (`ppm`): 1.25 % is 12 500 ppm. A percent rate (`rateType` P) is shown
 * ×100 with two decimals; an amount rate (`rateType` A) is a sum of money in minor units per tier reached.
 */

/** The contracts an upline offers a direct downline agent (spec section 1), per game type key. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourSalary'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]

/**
 * The statuses the spec names (section 4): P pending (an offer not answered yet), E a new version offered while the
 * previous one is in force (dividends; shown as pending), V valid (signed, in force). The others are where a
 * contract ends, kept as history: refused by the downline, terminated by either side, ended automatically when the
 * upline's own rate fell below it, or superseded by a newer version that was signed.
 */
export const OPEN_CONTRACT_STATUSES = ['P', 'E', 'V'] as const
export type OpenContractStatus = (typeof OPEN_CONTRACT_STATUSES)[number]
export const ENDED_CONTRACT_STATUSES = ['rejected', 'terminated', 'ended', 'superseded'] as const
export type EndedContractStatus = (typeof ENDED_CONTRACT_STATUSES)[number]
export type ContractStatus = OpenContractStatus | EndedContractStatus

/** The actions (spec section 4): A agree, R reject, C cancel. */
export const CONTRACT_ACTIONS = ['A', 'R', 'C'] as const
export type ContractAction = (typeof CONTRACT_ACTIONS)[number]

export type ContractButtonLabel = 'sign' | 'reject' | 'terminate'
export interface ContractButton {
  label: ContractButtonLabel
  /** What the button sends: the spec's, kept as the original portal sent it (a reject button that sends A). */
  action: ContractAction
}

const sign: ContractButton = { label: 'sign', action: 'A' }
const reject: ContractButton = { label: 'reject', action: 'R' }

/** The buttons the portal shows for a contract, by kind and status, exactly as spec section 4 lists them. */
export const CONTRACT_BUTTONS: Record<ContractKind, Partial<Record<OpenContractStatus, readonly ContractButton[]>>> = {
  dividend: {
    P: [sign, reject],
    E: [sign, reject],
    V: [{ label: 'terminate', action: 'C' }, { label: 'reject', action: 'A' }],
  },
  dailySalary: {
    P: [sign, reject],
    V: [{ label: 'terminate', action: 'C' }, { label: 'reject', action: 'A' }],
  },
  hourSalary: {
    P: [sign, reject],
    V: [{ label: 'terminate', action: 'A' }, reject],
  },
}

/**
 * What the server does with an action on a contract of a kind in a status (the spec does not say; this table is the
 * rule, and an action it does not list is refused with `contract.action.invalid` and changes nothing). Signing an
 * offer puts it in force; rejecting an offer refuses it; on a contract in force, every button the portal shows
 * ends it (the spec's "reject" buttons on V send the same codes as signing or cancelling did in the original, and
 * a downline leaving a signed contract is what they mean). Signing E puts the new version in force and supersedes
 * the one it replaces; rejecting E keeps the one in force.
 */
export const CONTRACT_TRANSITIONS: Record<ContractKind, Partial<Record<OpenContractStatus, Partial<Record<ContractAction, ContractStatus>>>>> = {
  dividend: {
    P: { A: 'V', R: 'rejected' },
    E: { A: 'V', R: 'rejected' },
    V: { C: 'terminated', A: 'terminated' },
  },
  dailySalary: {
    P: { A: 'V', R: 'rejected' },
    V: { C: 'terminated', A: 'terminated' },
  },
  hourSalary: {
    P: { A: 'V', R: 'rejected' },
    V: { A: 'terminated', R: 'terminated' },
  },
}

/** The status an action leads to, or null when the action is not allowed there (`contract.action.invalid`). */
export function contractTransition(kind: ContractKind, status: ContractStatus, action: ContractAction): ContractStatus | null {
  const from = CONTRACT_TRANSITIONS[kind][status as OpenContractStatus]
  return from?.[action] ?? null
}

/** How a status is shown: E is shown as pending (spec section 4). */
export function shownStatus(status: ContractStatus): ContractStatus {
  return status === 'E' ? 'P' : status
}

// ---------------------------------------------------------------------------------------------------------------
// Rates and tiers

/** One million: a rate of 1 000 000 ppm is 100 %. */
export const PPM = 1_000_000n
/** The finest percent shown and accepted: 0.01 % (100 ppm). */
const PERCENT_STEP_PPM = 100n

export type RateType = 'P' | 'A'

/**
 * A percent with at most two decimals ("1.25", "0.5", "12") to ppm; null for anything else (more decimals,
 * negative, over 100 %, not a number).
 */
export function percentToPpm(text: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  const ppm = hundredths * PERCENT_STEP_PPM
  return ppm > PPM ? null : ppm
}

/** A ppm rate as the spec shows a percent: ×100 with two decimals ("1.25"), rounded down to the 0.01 % shown. */
export function ppmToPercent(ppm: bigint): string {
  const hundredths = ppm / PERCENT_STEP_PPM
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`
}

/**
 * A tier: the least figures that reach it and the rate it pays. `thresholds` are in the order the kind defines
 * (dividend: minimumBet, netLoss, activeMember; daily: betVolume, activeMember; hourly: minimumBet, activeMember),
 * money in minor units and members as counts.
 */
export interface Tier {
  thresholds: readonly bigint[]
  rate: bigint
}

export type TierProblem =
  | { code: 'contract.tiers.empty' }
  | { code: 'contract.tiers.negative'; tier: number }
  | { code: 'contract.tiers.falling'; tier: number }
  | { code: 'contract.tiers.notHigher'; tier: number }

/**
 * Tiers never fall as the tier rises: each tier asks at least as much as the one before on every figure and more on
 * one (else it is the same tier twice), and pays at least as much. Figures and rates are never negative.
 */
export function tierProblems(tiers: readonly Tier[]): TierProblem[] {
  if (tiers.length === 0) return [{ code: 'contract.tiers.empty' }]
  const problems: TierProblem[] = []
  tiers.forEach((tier, i) => {
    if (tier.rate < 0n || tier.thresholds.some((t) => t < 0n)) problems.push({ code: 'contract.tiers.negative', tier: i })
    if (i === 0) return
    const before = tiers[i - 1]!
    if (tier.rate < before.rate || tier.thresholds.some((t, k) => t < before.thresholds[k]!)) problems.push({ code: 'contract.tiers.falling', tier: i })
    else if (tier.thresholds.every((t, k) => t === before.thresholds[k])) problems.push({ code: 'contract.tiers.notHigher', tier: i })
  })
  return problems
}

export interface TierMatch {
  /** The index of the tier reached, or -1 when none is. */
  tier: number
  rate: bigint
  /** For each threshold of the next tier up (or of the first, when none is reached): what was missing. */
  shortOf: readonly bigint[]
}

/** The highest tier whose every threshold the figures meet, with what the next tier still wanted (the explanation). */
export function matchTier(tiers: readonly Tier[], figures: readonly bigint[]): TierMatch {
  let reached = -1
  tiers.forEach((tier, i) => {
    if (tier.thresholds.every((t, k) => (figures[k] ?? 0n) >= t)) reached = i
  })
  const next = tiers[reached + 1]
  const shortOf = next ? next.thresholds.map((t, k) => (t > (figures[k] ?? 0n) ? t - (figures[k] ?? 0n) : 0n)) : []
  return { tier: reached, rate: reached >= 0 ? tiers[reached]!.rate : 0n, shortOf }
}

/**
 * A downline's rate never exceeds its upline's for the same game type and kind: for whatever figures reach a
 * downline tier, the upline's contract pays at least that tier's rate on them. The upline's rate only rises with
 * the figures, so checking at each downline tier's own thresholds is enough. Returns the downline tiers that break
 * it (or all of them when the rate types differ: a percent and an amount do not compare).
 */
export function tiersAboveUpline(downline: { rateType: RateType; tiers: readonly Tier[] }, upline: { rateType: RateType; tiers: readonly Tier[] }): number[] {
  if (downline.rateType !== upline.rateType) return downline.tiers.map((_, i) => i)
  return downline.tiers.flatMap((tier, i) => (matchTier(upline.tiers, tier.thresholds).rate < tier.rate ? [i] : []))
}

// ---------------------------------------------------------------------------------------------------------------
// Wages up the chain

export interface ChainShare {
  /** The agent, from the player's own agent up to the top. */
  agentId: number
  /** The agent's contract rate on these figures (ppm). */
  rate: bigint
  /** What this agent is paid: its rate's part over the rate of the agent below it. */
  amount: bigint
}

/**
 * A wage paid differentially up an agent chain: on a base (the figures' amount, minor units), the agent at level i
 * earns base × (rate_i − rate_{i−1}), so the total paid is base × the top agent's rate. One rounding rule, down to
 * the minor unit on the running total: agent i gets ⌊base·rate_i⌋ − ⌊base·rate_{i−1}⌋. The parts therefore sum
 * exactly to ⌊base·rate_top⌋, none is negative (rates never fall up the chain), and no part is rounded twice.
 * Throws if the chain's rates fall (the contracts' invariant, enforced when they are signed, was broken).
 */
export function splitUpChain(base: bigint, chain: readonly { agentId: number; rate: bigint }[]): ChainShare[] {
  if (base < 0n) throw new RangeError('a wage base is never negative')
  let paidBelow = 0n
  let rateBelow = 0n
  return chain.map(({ agentId, rate }) => {
    if (rate < rateBelow) throw new RangeError(`agent ${agentId}'s rate is below its downline's`)
    const cumulative = (base * rate) / PPM
    const amount = cumulative - paidBelow
    paidBelow = cumulative
    rateBelow = rate
    return { agentId, rate, amount }
  })
}

/**
 * The same split for amount rates (`rateType` A: a sum per tier reached, not a share of a base): agent i gets its
 * tier's amount minus the amount of the agent below it, so the chain pays the top agent's amount in all.
 */
export function splitFixedUpChain(chain: readonly { agentId: number; rate: bigint }[]): ChainShare[] {
  let below = 0n
  return chain.map(({ agentId, rate }) => {
    if (rate < below) throw new RangeError(`agent ${agentId}'s amount is below its downline's`)
    const amount = rate - below
    below = rate
    return { agentId, rate, amount }
  })
}

/** A dividend period after carry-over: what its rate is paid on, and the deficit it hands to the next period. */
export interface CarriedPeriod {
  /** What the dividend is paid on (and its tiers' net loss is measured against): never below zero. */
  base: bigint
  /** The team's win not yet made up, handed to the contract's next period (0 when nothing is carried). */
  carriedOut: bigint
}

/**
 * A dividend's negative carry-over (docs/contracts.md "Carry-over"): a period in which the team won (its net loss,
 * bets − wins, below zero) pays nothing and carries what the house lost into the contract's next period, whose net
 * loss first makes it up; what is left of the deficit carries on. Without carry-over each period stands alone: the
 * base is its net loss, not below zero, and nothing is carried (whatever was carried in is dropped).
 */
export function carryOver(netLoss: bigint, carriedIn: bigint, carries: boolean): CarriedPeriod {
  if (carriedIn < 0n) throw new RangeError('a carried deficit is never negative')
  const left = carries ? netLoss - carriedIn : netLoss
  return left >= 0n ? { base: left, carriedOut: 0n } : { base: 0n, carriedOut: carries ? -left : 0n }
}
