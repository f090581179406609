/**
 * Passwords (src/server/domain/accounts/passwords.ts): argon2id at the agreed cost, a same-cost answer for
 * accounts that do not exist, re-hashing when the cost is raised, and the password policy.
 */
import { parseOptions } from '@node-rs/argon2'
import { describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_PASSWORD_POLICY,
  checkPassword,
  createPasswordHasher,
  hashPassword,
  needsRehash,
  passwordPolicy,
  verifyPassword,
  verifyUnknownAccount,
} from '../../src/server/domain/accounts/passwords'

// The real argon2, watched: the unknown-account test checks which hash each verify runs against.
const { argon2Verify } = vi.hoisted(() => ({ argon2Verify: vi.fn() }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>()
  argon2Verify.mockImplementation(real.verify)
  return { ...real, verify: argon2Verify }
})

describe('password hashing', () => {
  it('hashes with argon2id, m = 19 MiB, t = 2, p = 1, and a fresh salt each time', async () => {
    const a = await hashPassword('Tr0ub4dor&3 horse')
    const b = await hashPassword('Tr0ub4dor&3 horse')
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(a).not.toBe(b)
    expect(parseOptions(a)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
  })

  it('verifies the right password and refuses a wrong one or a value that is not a hash', async () => {
    const stored = await hashPassword('Tr0ub4dor&3 horse')
    expect(await verifyPassword(stored, 'Tr0ub4dor&3 horse')).toBe(true)
    expect(await verifyPassword(stored, 'tr0ub4dor&3 horse')).toBe(false)
    expect(await verifyPassword(stored, '')).toBe(false)
    expect(await verifyPassword('plain text', 'plain text')).toBe(false)
  })

  it('answers false for an unknown account after the same argon2 work as a real check', async () => {
    const hasher = createPasswordHasher({ memoryCost: 19456, timeCost: 3, parallelism: 1 })
    argon2Verify.mockClear()
    expect(await hasher.verifyUnknown('Tr0ub4dor&3 horse')).toBe(false)
    expect(await hasher.verifyUnknown('anything')).toBe(false)
    // Timings are not asserted in tests; what makes them equal is checked instead: each unknown-account check
    // runs one real argon2 verify against a hash made with this hasher's own parameters (not a cheaper one).
    expect(argon2Verify).toHaveBeenCalledTimes(2)
    const [dummy, password] = argon2Verify.mock.calls[0]
    expect(password).toBe('Tr0ub4dor&3 horse')
    expect(parseOptions(dummy as string)).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 3, parallelism: 1 })
    expect(argon2Verify.mock.calls[1][0]).toBe(dummy)
    // The default hasher's shortcut does the same at the default cost.
    argon2Verify.mockClear()
    expect(await verifyUnknownAccount('Tr0ub4dor&3 horse')).toBe(false)
    expect(parseOptions(argon2Verify.mock.calls[0][0] as string)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
  })

  it('asks for a re-hash when the parameters change', async () => {
    const stored = await hashPassword('Tr0ub4dor&3 horse')
    expect(needsRehash(stored)).toBe(false)
    const stronger = createPasswordHasher({ memoryCost: 19456, timeCost: 3, parallelism: 1 })
    expect(stronger.needsRehash(stored)).toBe(true)
    // The old hash still verifies under the new parameters, so the member can log in and be re-hashed.
    expect(await stronger.verify(stored, 'Tr0ub4dor&3 horse')).toBe(true)
    const rehashed = await stronger.hash('Tr0ub4dor&3 horse')
    expect(stronger.needsRehash(rehashed)).toBe(false)
    expect(needsRehash(rehashed)).toBe(true)
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234')).toBe(true)
  })

  it('refuses parameters below the minimum', () => {
    expect(() => createPasswordHasher({ memoryCost: 4096, timeCost: 2, parallelism: 1 })).toThrow(RangeError)
    expect(() => createPasswordHasher({ memoryCost: 19456, timeCost: 1, parallelism: 1 })).toThrow(RangeError)
    expect(() => createPasswordHasher({ memoryCost: 19456, timeCost: 2, parallelism: 4 as 1 })).toThrow(RangeError)
  })
})

describe('password policy', () => {
  it('accepts 8 to 64 characters by default, counting characters rather than bytes', async () => {
    expect(await checkPassword('Zq7#mVp2')).toEqual({ ok: true })
    expect(await checkPassword('Zq7#mVp')).toEqual({ ok: false, reason: 'password.length.invalid', minLength: 8, maxLength: 64 })
    expect(await checkPassword('x9'.repeat(32))).toEqual({ ok: true })
    expect(await checkPassword(`${'x9'.repeat(32)}!`)).toMatchObject({ ok: false, reason: 'password.length.invalid' })
    expect(await checkPassword('รหัสผ่านยาวๆ')).toEqual({ ok: true })
    expect(await checkPassword('😀😀😀😀😀😀😀')).toMatchObject({ ok: false, reason: 'password.length.invalid' })
  })

  it('refuses common passwords, whatever their case', async () => {
    for (const common of ['password', '12345678', 'qwertyuiop', 'PassWord1', 'iloveyou']) {
      expect(await checkPassword(common), common).toMatchObject({ ok: false, reason: 'password.too.common' })
    }
    expect(await checkPassword('correct horse battery staple')).toEqual({ ok: true })
  })

  it('refuses the account’s own username or mobile as its password', async () => {
    expect(await checkPassword('alice2024', DEFAULT_PASSWORD_POLICY, ['Alice2024', undefined])).toMatchObject({ ok: false, reason: 'password.too.common' })
    expect(await checkPassword('0812345678', DEFAULT_PASSWORD_POLICY, ['alice', '0812345678'])).toMatchObject({ ok: false, reason: 'password.too.common' })
    expect(await checkPassword('alice2024x', DEFAULT_PASSWORD_POLICY, ['alice2024'])).toEqual({ ok: true })
  })

  it('follows a merchant’s bounds and can leave the list out, but never below 8 or 64', async () => {
    const long = passwordPolicy({ minLength: 10, maxLength: 128, refuseCommon: false })
    expect(await checkPassword('Zq7#mVp2x', long)).toMatchObject({ ok: false, reason: 'password.length.invalid', minLength: 10, maxLength: 128 })
    expect(await checkPassword('x'.repeat(128), long)).toEqual({ ok: true })
    expect(await checkPassword('1234567890', long)).toEqual({ ok: true })
    expect(() => passwordPolicy({ minLength: 6 })).toThrow(RangeError)
    expect(() => passwordPolicy({ maxLength: 32 })).toThrow(RangeError)
  })
})
