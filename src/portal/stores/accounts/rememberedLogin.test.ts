/** Remember me on a fixed clock: the login name and SMS mobile are kept for one day, never a password. */
import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../storage'
import { keepRememberedLogin, readRememberedLogin, REMEMBER_MS } from './rememberedLogin'

const NOW = Date.parse('2026-11-21T08:00:00.000Z')

describe('remember me', () => {
  it('keeps what was used for one day from the login, and forgets it as the day ends', () => {
    const local = new MemoryStorage()
    keepRememberedLogin(local, NOW, true, { username: 'demomember' })
    expect(readRememberedLogin(local, NOW)).toEqual({ username: 'demomember', expiresAt: NOW + REMEMBER_MS })
    expect(readRememberedLogin(local, NOW + REMEMBER_MS - 1)?.username).toBe('demomember')
    expect(readRememberedLogin(local, NOW + REMEMBER_MS)).toBeNull()
  })

  it('a login by the other way adds to what is kept, and starts the day again', () => {
    const local = new MemoryStorage()
    keepRememberedLogin(local, NOW, true, { username: 'demomember' })
    keepRememberedLogin(local, NOW + 1_000, true, { mobile: '0812345678' })
    expect(readRememberedLogin(local, NOW + 1_000)).toEqual({ username: 'demomember', mobile: '0812345678', expiresAt: NOW + 1_000 + REMEMBER_MS })
  })

  it('what was kept past its day is not carried into a new one', () => {
    const local = new MemoryStorage()
    keepRememberedLogin(local, NOW, true, { username: 'demomember' })
    keepRememberedLogin(local, NOW + REMEMBER_MS, true, { mobile: '0812345678' })
    expect(readRememberedLogin(local, NOW + REMEMBER_MS)).toEqual({ mobile: '0812345678', expiresAt: NOW + 2 * REMEMBER_MS })
  })

  it('unticked forgets everything kept; a damaged entry reads as nothing', () => {
    const local = new MemoryStorage()
    keepRememberedLogin(local, NOW, true, { username: 'demomember', mobile: '0812345678' })
    keepRememberedLogin(local, NOW, false, { username: 'demomember' })
    expect(readRememberedLogin(local, NOW)).toBeNull()
    local.setItem('loginRemember', '{"username":"demomember"}')
    expect(readRememberedLogin(local, NOW)).toBeNull()
    local.setItem('loginRemember', 'not json')
    expect(readRememberedLogin(local, NOW)).toBeNull()
  })
})
