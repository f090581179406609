/**
 * The two proofs of the security centre that a login from a new address may also ask for (spec section 5,
 * two-factor login): a current authenticator (TOTP) code and the holder name of a bound bank account. Kept apart
 * from the security-centre calls so the login imports only this.
 *
 * TOTP: RFC 6238 with the authenticator apps' defaults (SHA-1, 6 digits, 30 s), through otplib. A code of the
 * step before or after the server's is accepted (a phone's clock may be a little off), and each step's code works
 * once: the last accepted step is stored and only a later one passes.
 */
import { ScureBase32Plugin, verify } from 'otplib'
import type { SecretBox } from '../../crypto/secretBox'
import type { Queryable } from '../../db/database'
import { acceptAuthenticatorStep, bankHolderNames, countBankAccounts, findAuthenticator } from '../../db/member/security'

export const TOTP_PERIOD_SECONDS = 30
/** Secrets are 20 random bytes (160 bits, RFC 4226's recommendation), base32 without padding. */
export const TOTP_SECRET_BYTES = 20

const base32 = new ScureBase32Plugin()

export function encodeSecret(bytes: Uint8Array): string {
  return base32.encode(bytes, { padding: false })
}

/** The TOTP step a code matches at `now` (one step of drift either way), later than `afterStep`; null if none. */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/**
 * Checks a code against the member's authenticator and spends its step. `pending` selects a setup not yet
 * confirmed (and confirms it); otherwise only an authenticator that is on counts.
 */
export async function spendTotp(db: Queryable, secrets: SecretBox, memberId: number, code: string, now: Date, pending = false): Promise<boolean> {
  const row = await findAuthenticator(db, memberId)
  if (!row || (row.confirmedAt === null) !== pending) return false
  // The seed is stored sealed (crypto/secretBox.ts).
  const step = await matchTotp(secrets.open(row.secret), code, now, row.lastTimeStep)
  if (step === null) return false
  return acceptAuthenticatorStep(db, memberId, step, pending ? now : null)
}

export async function hasAuthenticator(db: Queryable, memberId: number): Promise<boolean> {
  return (await findAuthenticator(db, memberId))?.confirmedAt != null
}

export async function hasBankAccount(db: Queryable, memberId: number): Promise<boolean> {
  return (await countBankAccounts(db, memberId)) > 0
}

/** Holder names compare case-insensitively, trimmed, with runs of spaces as one. */
export function sameHolderName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
  return norm(a) === norm(b)
}

/** Whether `answer` proves the login: a current authenticator code, or a bound bank account's holder name. */
export async function loginProofAccepted(
  db: Queryable,
  secrets: SecretBox,
  memberId: number,
  method: 'authenticator' | 'bankHolder',
  answer: string,
  now: Date,
): Promise<boolean> {
  if (method === 'authenticator') return spendTotp(db, secrets, memberId, answer.trim(), now)
  const names = await bankHolderNames(db, memberId)
  return names.some((name) => sameHolderName(name, answer))
}
