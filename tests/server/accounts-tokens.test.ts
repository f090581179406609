/**
 * Session tokens (src/server/domain/accounts/tokens.ts): 256 random bits, stored only as a hash.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { looksLikeSessionToken, newSessionToken, tokenHash } from '../../src/server/domain/accounts/tokens'
import { cryptoRandom, type RandomSource } from '../../src/server/runtime'

describe('session tokens', () => {
  it('encodes 32 bytes of the random source as base64url', () => {
    const requested: number[] = []
    const random: RandomSource = {
      bytes: (n) => (requested.push(n), Uint8Array.from({ length: n }, (_, i) => (i * 37 + 251) & 0xff)),
      int: () => 0,
    }
    const token = newSessionToken(random)
    expect(requested).toEqual([32])
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect([...Buffer.from(token, 'base64url')]).toEqual(Array.from({ length: 32 }, (_, i) => (i * 37 + 251) & 0xff))
  })

  it('gives a different token every time from a CSPRNG', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSessionToken(cryptoRandom)))
    expect(tokens.size).toBe(1000)
  })

  it('refuses a random source that returns too few bytes', () => {
    expect(() => newSessionToken({ bytes: () => new Uint8Array(16), int: () => 0 })).toThrow()
  })

  it('hashes with SHA-256 to 64 hex digits, the same each time, never the token itself', () => {
    const token = newSessionToken(cryptoRandom)
    const hash = tokenHash(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toBe(tokenHash(token))
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(hash).not.toContain(token)
    expect(tokenHash(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).not.toBe(hash)
    // A known vector, so the stored form never changes by accident.
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('tells token-shaped strings from junk', () => {
    expect(looksLikeSessionToken(newSessionToken(cryptoRandom))).toBe(true)
    for (const junk of ['', 'Bearer x', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, 42, undefined]) expect(looksLikeSessionToken(junk)).toBe(false)
  })
})
