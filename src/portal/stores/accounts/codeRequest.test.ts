/**
 * The "send code" request every account form shares (login, registration, the new-address step, forgot password):
 * the countdown its answer starts, and the refusal the form's warning dialog shows.
 */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { CodeRequest, SMS_COUNTDOWN_SECONDS } from './codeRequest'

const sent = (resendAfterSeconds: number) => () => Promise.resolve({ expiredMinutes: 5, resendAfterSeconds })

describe('a code request', () => {
  it('counts down the server\'s resend delay, never less than the spec\'s 60 s', async () => {
    const code = new CodeRequest()
    expect(await code.send(sent(20))).toBe(SMS_COUNTDOWN_SECONDS)
    expect(SMS_COUNTDOWN_SECONDS).toBe(60)
    expect(await code.send(sent(60))).toBe(60)
    expect(await code.send(sent(120))).toBe(120)
  })

  it('a form with its own rule counts that down instead (forgot password: the code\'s lifetime)', async () => {
    const code = new CodeRequest()
    expect(await code.send(() => Promise.resolve({ expiredMinutes: 5 }), (answer) => answer.expiredMinutes * 60)).toBe(300)
  })

  it('a refusal rejects with the server\'s error (the button is available again) and stays for the warning dialog', async () => {
    const code = new CodeRequest()
    const refused = new ApiError({ code: 'too-many-requests', status: 429, value: { retryAfterSeconds: 300 } })
    await expect(code.send(() => Promise.reject(refused))).rejects.toBe(refused)
    expect(code.error?.messageKey).toBe('smsTooManyRequests')
  })

  it('a network failure is refused the same way, as an ApiError', async () => {
    const code = new CodeRequest()
    await expect(code.send(() => Promise.reject(new Error('socket hang up')))).rejects.toBeInstanceOf(ApiError)
    expect(code.error?.code).toBe('unknown.error')
  })

  it('the next request, or the form starting again, forgets the last refusal', async () => {
    const code = new CodeRequest()
    await code.send(() => Promise.reject(new ApiError({ code: 'too-many-requests', status: 429 }))).catch(() => undefined)
    const next = code.send(sent(60))
    expect(code.error).toBeNull()
    await next
    await code.send(() => Promise.reject(new ApiError({ code: 'too-many-requests', status: 429 }))).catch(() => undefined)
    code.clear()
    expect(code.error).toBeNull()
  })
})
