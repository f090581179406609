/**
 * The rules of the withdraw page, apart from React: the most a member may ask for, what the form and the
 * confirmation step check (amounts compared exactly in integer minor units, never as floats), the proofs a member
 * may attach to "I did not receive it", and the turnover's progress.
 */
import { tKey } from '../../../../locales'
import { toMajorString, toMinorUnits } from '../../../contract/money'

/** What a member sends to withdraw: the canonical major-unit amount, the bank account and the payment password. */
export interface WithdrawRequest {
  amount: string
  bankAccountId: number
  paymentPassword: string
}

/** What a member says about a paid withdrawal: the choice, and what goes with it (the amount so far, or the proofs). */
export interface ConfirmRequest {
  withdrawalId: string
  outcome: 'received' | 'partial' | 'not_received' | 'all_received'
  amountReceived?: string
  proofs?: File[]
}

/** A field's fault: its translation key and the values it names (already formatted by the component). */
export interface FieldError {
  key: string
  /** A canonical major-unit amount the message names (a limit, the withdrawal), formatted by the component. */
  amount?: string
}

/** The image types a proof may be (the server checks the bytes too); `image/jpg` is what some browsers say for JPEG. */
export const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg']
/** What the file picker offers. */
export const PROOF_ACCEPT = 'image/png,image/jpeg'
/** At most this many proofs per withdrawal, each at most PROOF_MAX_BYTES (the server's limits). */
export const PROOF_MAX_FILES = 3
export const PROOF_MAX_BYTES = 5 * 1024 * 1024

/** An amount in minor units, or null when it is not one the currency holds (a typo, a limit mistyped in config). */
function minorOrNull(amount: string, decimals: number): bigint | null {
  try {
    return toMinorUnits(amount, decimals, { negative: false })
  } catch {
    return null
  }
}

const smaller = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * The most a member may ask for: the smaller of the merchant's maximum and what the main wallet holds, as a
 * canonical major-unit string with the currency's decimals; `0` (in those decimals) when either cannot be read.
 */
export function withdrawalCeiling(max: string, available: string, decimals: number): string {
  const hi = minorOrNull(max, decimals)
  const held = minorOrNull(available, decimals)
  return toMajorString(hi === null || held === null ? 0n : smaller(hi, held), decimals)
}

export type WithdrawField = 'amount' | 'bankAccountId' | 'paymentPassword'

export interface WithdrawValues {
  amount: string
  bankAccountId: number | null
  paymentPassword: string
}

/**
 * What is wrong with the withdraw form, field by field (nothing: an empty object). The amount is required and must
 * lie between the minimum and the smaller of the maximum and the balance, compared as integer minor units; the
 * message says which of the two bounds it is over. A bank account and the payment password are required.
 */
export function validateWithdrawal(
  values: WithdrawValues,
  limits: { min: string; max: string; available: string },
  decimals: number,
): Partial<Record<WithdrawField, FieldError>> {
  const found: Partial<Record<WithdrawField, FieldError>> = {}
  if (values.amount === '') {
    found.amount = { key: tKey('wallet:withdraw.errors.amountRequired') }
  } else {
    const value = minorOrNull(values.amount, decimals)
    const lo = minorOrNull(limits.min, decimals)
    const hi = minorOrNull(limits.max, decimals)
    const held = minorOrNull(limits.available, decimals) ?? 0n
    if (value === null) found.amount = { key: tKey('wallet:withdraw.errors.amountInvalid') }
    else if (value === 0n) found.amount = { key: tKey('wallet:withdraw.errors.amountZero') }
    else if (lo !== null && value < lo) found.amount = { key: tKey('wallet:withdraw.errors.belowMin'), amount: limits.min }
    else if (value > held && (hi === null || held <= hi)) found.amount = { key: tKey('wallet:withdraw.errors.aboveAvailable'), amount: toMajorString(held, decimals) }
    else if (hi !== null && value > hi) found.amount = { key: tKey('wallet:withdraw.errors.aboveMax'), amount: limits.max }
  }
  if (values.bankAccountId === null) found.bankAccountId = { key: tKey('wallet:withdraw.errors.bankAccountRequired') }
  if (values.paymentPassword === '') found.paymentPassword = { key: tKey('wallet:withdraw.errors.paymentPasswordRequired') }
  return found
}

/**
 * What is wrong with the amount a member says arrived of a paid withdrawal (null: nothing): it is required, more
 * than zero and less than the withdrawal (all of it is "I received it all"), compared in integer minor units.
 */
export function validateAmountReceived(amountReceived: string, withdrawal: string, decimals: number): FieldError | null {
  if (amountReceived === '') return { key: tKey('wallet:withdraw.errors.receivedRequired') }
  const value = minorOrNull(amountReceived, decimals)
  if (value === null) return { key: tKey('wallet:withdraw.errors.receivedInvalid') }
  if (value === 0n) return { key: tKey('wallet:withdraw.errors.receivedZero') }
  const whole = minorOrNull(withdrawal, decimals)
  if (whole !== null && value >= whole) return { key: tKey('wallet:withdraw.errors.receivedNotLess'), amount: withdrawal }
  return null
}

/**
 * What is still to come of a withdrawal once `received` of it arrived, exactly, as a canonical major-unit string
 * with the currency's decimals; null when either cannot be read or nothing sensible remains (not more than zero).
 */
export function remainderOf(withdrawal: string, received: string, decimals: number): string | null {
  const whole = minorOrNull(withdrawal, decimals)
  const part = minorOrNull(received, decimals)
  if (whole === null || part === null || part >= whole) return null
  return toMajorString(whole - part, decimals)
}

/** A file the member picked, as far as the checks need it (a `File` is one). */
export interface ProofCandidate {
  name: string
  size: number
  type: string
}

/** Why a picked file was not taken: its key, and the file's name (and the limit, for too many). */
export interface ProofRefusal {
  key: string
  name: string
}

/**
 * Adds the files just picked to those already attached: each must be a PNG or JPEG of at most 5 MB, and no more
 * than three are kept in all; a file already attached (same name and size) is not added twice. Returns what is
 * kept and, for each file left out, why.
 */
export function addProofs<F extends ProofCandidate>(attached: readonly F[], picked: readonly F[]): { files: F[]; refused: ProofRefusal[] } {
  const files = [...attached]
  const refused: ProofRefusal[] = []
  for (const file of picked) {
    if (!PROOF_TYPES.includes(file.type.toLowerCase())) refused.push({ key: tKey('wallet:withdraw.errors.proofType'), name: file.name })
    else if (file.size > PROOF_MAX_BYTES) refused.push({ key: tKey('wallet:withdraw.errors.proofSize'), name: file.name })
    else if (files.some((kept) => kept.name === file.name && kept.size === file.size)) continue
    else if (files.length >= PROOF_MAX_FILES) refused.push({ key: tKey('wallet:withdraw.errors.proofCount'), name: file.name })
    else files.push(file)
  }
  return { files, refused }
}

/** A file's size for people: `512 KB`, `1.5 MB` (binary units, as the 5 MB limit is), in the reader's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb)
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.ceil(bytes / 1024)))
}

/**
 * The turnover played as a whole percentage of what is required (0 to 100, rounded down so 100 means met), and what
 * is left to play as a canonical major-unit string; nothing required counts as met.
 */
export function turnoverProgress(done: string, required: string, decimals: number): { percent: number; remaining: string } {
  const played = minorOrNull(done, decimals) ?? 0n
  const needed = minorOrNull(required, decimals) ?? 0n
  if (needed <= 0n || played >= needed) return { percent: 100, remaining: toMajorString(0n, decimals) }
  return { percent: Number((played * 100n) / needed), remaining: toMajorString(needed - played, decimals) }
}
