/**
 * Member passwords: argon2id hashes (OWASP's minimum: m = 19 MiB, t = 2, p = 1), a verify that costs the same
 * whether or not the account exists, re-hashing when the parameters are raised, and the password policy
 * (length bounds, common passwords refused).
 */
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2'
import { cryptoRandom, type RandomSource } from '../../runtime'

/** argon2id's number in @node-rs/argon2 (its enum is a `const enum`, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm

export interface Argon2Params {
  /** KiB of memory per hash; at least 19456 (19 MiB). */
  memoryCost: number
  /** Passes; at least 2. */
  timeCost: number
  /** Lanes; 1 (the server runs many hashes at once, one per login, rather than one on many threads). */
  parallelism: 1
}

export const MIN_ARGON2: Readonly<Argon2Params> = Object.freeze({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
export const DEFAULT_ARGON2: Readonly<Argon2Params> = MIN_ARGON2

export interface PasswordHasher {
  readonly params: Readonly<Argon2Params>
  /** A PHC string (`$argon2id$v=19$m=…,t=…,p=1$salt$hash`) with a fresh random salt. */
  hash(password: string): Promise<string>
  /** True when `password` matches `stored`; false for a mismatch or a stored value that is not an argon2 hash. */
  verify(stored: string, password: string): Promise<boolean>
  /**
   * For a login whose account does not exist: does the same work as `verify` against a hash made with the
   * current parameters and answers false, so the response time does not tell whether the account exists.
   */
  verifyUnknown(password: string): Promise<false>
  /** True when `stored` was made with other parameters (or is not an argon2id hash): hash it again on next login. */
  needsRehash(stored: string): boolean
}

export function createPasswordHasher(params: Argon2Params = DEFAULT_ARGON2, random: RandomSource = cryptoRandom): PasswordHasher {
  if (!Number.isInteger(params.memoryCost) || params.memoryCost < MIN_ARGON2.memoryCost) throw new RangeError(`argon2 memoryCost must be at least ${MIN_ARGON2.memoryCost} KiB`)
  if (!Number.isInteger(params.timeCost) || params.timeCost < MIN_ARGON2.timeCost) throw new RangeError(`argon2 timeCost must be at least ${MIN_ARGON2.timeCost}`)
  if (params.parallelism !== 1) throw new RangeError('argon2 parallelism must be 1')
  const fixed = Object.freeze({ ...params })
  const options = { ...fixed, algorithm: ARGON2ID }

  // The hash an unknown account is checked against: made once, from a random secret no one can type.
  let dummy: Promise<string> | undefined
  const dummyHash = () => (dummy ??= hash(Buffer.from(random.bytes(32)).toString('base64'), options))

  return {
    params: fixed,
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      try {
        return await verify(stored, password)
      } catch {
        return false
      }
    },
    async verifyUnknown(password) {
      await verify(await dummyHash(), password).catch(() => false)
      return false
    },
    needsRehash(stored) {
      try {
        const parsed = parseOptions(stored)
        return parsed.algorithm !== ARGON2ID || parsed.memoryCost !== fixed.memoryCost || parsed.timeCost !== fixed.timeCost || parsed.parallelism !== fixed.parallelism
      } catch {
        return true
      }
    },
  }
}

let defaultHasher: PasswordHasher | undefined
const hasher = () => (defaultHasher ??= createPasswordHasher())

/** `createPasswordHasher()`'s operations with the default parameters. */
export const hashPassword = (password: string): Promise<string> => hasher().hash(password)
export const verifyPassword = (stored: string, password: string): Promise<boolean> => hasher().verify(stored, password)
export const verifyUnknownAccount = (password: string): Promise<false> => hasher().verifyUnknown(password)
export const needsRehash = (stored: string): boolean => hasher().needsRehash(stored)

// --- policy ----------------------------------------------------------------------------------------------------

export interface PasswordPolicy {
  /** Fewest characters (Unicode code points); default 8. */
  minLength: number
  /** Most characters; default 64 (a merchant may allow more, never fewer than 64 — passphrases must fit). */
  maxLength: number
  /** Refuse passwords on the common-passwords list; default true. */
  refuseCommon: boolean
}

export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = Object.freeze({ minLength: 8, maxLength: 64, refuseCommon: true })

export type PasswordRejection = 'password.length.invalid' | 'password.too.common'

export type PasswordCheck = { ok: true } | { ok: false; reason: PasswordRejection; minLength: number; maxLength: number }

/**
 * The common-passwords list of @zxcvbn-ts/language-common (about 49,000 entries, lower case), as a Set. Loaded
 * on first use, not at start, and once: every later check shares it.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']))
  return commonPasswords
}

/**
 * Whether a new password is acceptable. Composition rules (digits, symbols...) are not here: they come from the
 * merchant's register settings, checked with the rest of the form. `context` lists the words of this account
 * (username, mobile, email) that also count as guessable.
 */
export async function checkPassword(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY, context: readonly (string | undefined)[] = []): Promise<PasswordCheck> {
  const { minLength, maxLength } = policy
  const refuse = (reason: PasswordRejection): PasswordCheck => ({ ok: false, reason, minLength, maxLength })
  const length = [...password].length
  if (length < minLength || length > maxLength) return refuse('password.length.invalid')
  if (policy.refuseCommon) {
    const lower = password.toLowerCase()
    if ((await loadCommonPasswords()).has(lower)) return refuse('password.too.common')
    if (context.some((word) => word && word.trim().toLowerCase() === lower)) return refuse('password.too.common')
  }
  return { ok: true }
}

/** A policy from a merchant's settings, refusing bounds weaker than the defaults allow. */
export function passwordPolicy(settings: Partial<PasswordPolicy> = {}): PasswordPolicy {
  const policy = { ...DEFAULT_PASSWORD_POLICY, ...settings }
  if (!Number.isInteger(policy.minLength) || policy.minLength < 8) throw new RangeError('password minLength must be at least 8')
  if (!Number.isInteger(policy.maxLength) || policy.maxLength < Math.max(64, policy.minLength)) throw new RangeError('password maxLength must be at least 64')
  return policy
}
