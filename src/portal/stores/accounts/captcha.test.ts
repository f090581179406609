/**
 * The captcha image the login popup and the register form share: each answer is single use, so a refresh drops the
 * image at once, and only the image the form shows can be answered.
 */
import { describe, expect, it } from 'vitest'
import type { Captcha } from '../../../contract/schemas/session'
import { ApiError } from '../../api/ApiError'
import type { ApiClient } from '../../api/client'
import { CaptchaSlot } from './captcha'

const image = (n: number): Captcha => ({ captchaId: `cap-${n}`, image: `data:image/svg+xml;base64,${n}`, expiresAt: '2026-11-21T00:05:00.000Z' })

/** A captcha endpoint whose answers the test releases one by one, in any order. */
function captchaServer() {
  const pending: { resolve: (value: Captcha) => void; reject: (error: unknown) => void; signal?: AbortSignal }[] = []
  const api = {
    call: (name: string, options?: { signal?: AbortSignal }) => {
      if (name !== 'captcha') throw new Error(`unexpected call ${name}`)
      return new Promise<Captcha>((resolve, reject) => pending.push({ resolve, reject, signal: options?.signal }))
    },
  } as unknown as ApiClient
  return { api, pending }
}

describe('a captcha slot', () => {
  it('shows the image the server sends, with its id for the answer', async () => {
    const { api, pending } = captchaServer()
    const slot = new CaptchaSlot(api)
    const loading = slot.refresh()
    expect(slot.request.isLoading).toBe(true)
    pending[0].resolve(image(1))
    await loading
    expect(slot.image).toBe('data:image/svg+xml;base64,1')
    expect(slot.id).toBe('cap-1')
  })

  it('a refresh drops the spent image at once; an older image arriving late is never shown', async () => {
    const { api, pending } = captchaServer()
    const slot = new CaptchaSlot(api)
    const first = slot.refresh()
    pending[0].resolve(image(1))
    await first
    const older = slot.refresh()
    expect(slot.image).toBeNull()
    const newer = slot.refresh()
    // The older request is cancelled on the wire too.
    expect(pending[1].signal?.aborted).toBe(true)
    pending[2].resolve(image(3))
    pending[1].resolve(image(2))
    await Promise.all([older, newer])
    expect(slot.id).toBe('cap-3')
  })

  it('a failed image never rejects: the form shows no image and offers the refresh button', async () => {
    const { api, pending } = captchaServer()
    const slot = new CaptchaSlot(api)
    const loading = slot.refresh()
    pending[0].reject(new ApiError({ code: 'network.error', status: 0 }))
    await expect(loading).resolves.toBeUndefined()
    expect(slot.image).toBeNull()
    expect(slot.request.error?.code).toBe('network.error')
  })

  it('clearing (the form closed) drops the image and the one in flight', async () => {
    const { api, pending } = captchaServer()
    const slot = new CaptchaSlot(api)
    const loading = slot.refresh()
    slot.clear()
    pending[0].resolve(image(1))
    await loading
    expect(slot.image).toBeNull()
    expect(slot.request.isLoading).toBe(false)
  })
})
