import { afterEach, describe, expect, it, vi } from 'vitest'
import { NOTICE_QUERY, REQUEST_TIMEOUT_MS } from '../../contract'
import { MemoryStorage } from '../storage'
import { createFakeTransport, type FakeTransport } from '../testing/fakeTransport'
import { noticesWith } from '../testing/fixtures'
import { ApiError } from './ApiError'
import { createApiClient } from './client'

function clientWith(transport: FakeTransport, overrides: { token?: string | null; language?: string; merchant?: string } = {}) {
  const session = new MemoryStorage()
  const onForceLogout = vi.fn()
  const state = { token: overrides.token ?? null, language: overrides.language ?? 'th', merchant: overrides.merchant ?? 'demo' }
  const api = createApiClient({
    adapter: transport.adapter,
    storage: session,
    getToken: () => state.token,
    getLanguage: () => state.language,
    getMerchantCode: () => state.merchant,
    onForceLogout,
  })
  return { api, session, onForceLogout, state }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('api client', () => {
  it('sends the contract headers: bare token, merchant, device web, language', async () => {
    const transport = createFakeTransport().on('systemStatus', { value: { ok: 1 } as never })
    const { api } = clientWith(transport, { token: 'tok-123', language: 'en' })
    await api.call('systemStatus', { query: { url: 'localhost' } })
    const [request] = transport.requests
    expect(request.headers.Authorization).toBe('tok-123')
    expect(request.headers.Merchant).toBe('demo')
    expect(request.headers.Device).toBe('web')
    expect(request.headers.Language).toBe('en')
    expect(request.method).toBe('GET')
    expect(request.url).toBe('/wps/system/status')
    expect(request.query).toEqual({ url: 'localhost' })
  })

  it('omits Authorization when there is no token', async () => {
    const transport = createFakeTransport().on('gameMenus', { value: [] })
    const { api } = clientWith(transport)
    await api.call('gameMenus')
    expect(transport.requests[0].headers.Authorization).toBeUndefined()
  })

  it('unwraps the envelope and returns value', async () => {
    const transport = createFakeTransport().on('notices', { value: noticesWith(2) })
    const { api } = clientWith(transport)
    const notices = await api.call('notices', { query: { ...NOTICE_QUERY } })
    expect(notices.popup).toHaveLength(2)
  })

  it('maps an error envelope to an ApiError with the catalogue message key and recovery', async () => {
    const transport = createFakeTransport().on('whitelabel', { status: 400, errorCode: 'captcha.required', value: { captcha: true } })
    const { api } = clientWith(transport)
    const error = await api.call('whitelabel').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'captcha.required', messageKey: 'captchaRequired', recovery: 'refreshCaptcha', status: 400, value: { captcha: true } })
  })

  it('keeps an unknown server code but shows the unknown-error message', async () => {
    const transport = createFakeTransport().on('whitelabel', { status: 500, errorCode: 'something.new' })
    const { api } = clientWith(transport)
    const error = (await api.call('whitelabel').then(() => null, (e: unknown) => e)) as ApiError
    expect(error.code).toBe('something.new')
    expect(error.messageKey).toBe('unknownError')
    expect(error.known).toBe(false)
  })

  it('maps a network failure to network.error and a timeout to request.timeout', async () => {
    const network = createFakeTransport().on('whitelabel', { network: true })
    expect(await clientWith(network).api.call('whitelabel').catch((e: ApiError) => e.code)).toBe('network.error')

    vi.useFakeTimers()
    const slow = createFakeTransport().on('whitelabel', { hang: true })
    const pending = clientWith(slow).api.call('whitelabel').then(() => null, (e: unknown) => e as ApiError)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    const error = (await pending) as ApiError
    expect(error.code).toBe('request.timeout')
    expect(error.messageKey).toBe('pageSlow')
    expect(slow.requests[0]).toBeDefined()
  })

  it('maps a non-2xx answer without an envelope by status', async () => {
    const { AxiosError } = await import('axios')
    const { toApiErrorFromAxios } = await import('./client')
    const bare = (status: number) =>
      toApiErrorFromAxios(new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, undefined, {}, { status, statusText: '', headers: {}, config: { headers: {} } as never, data: '<html>' }))
    expect(bare(404)).toMatchObject({ code: 'not.found', status: 404 })
    expect(bare(429)).toMatchObject({ code: 'rate.limited', kind: 'silent' })
    expect(bare(502)).toMatchObject({ code: 'unknown.error', recovery: 'retry', status: 502 })
  })

  it('treats axios failing to load as the network failing, and loads it again on the next call', async () => {
    vi.resetModules()
    vi.doMock('axios', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const fresh = await import('./client')
    const transport = createFakeTransport().on('whitelabel', { value: [] })
    const options = { adapter: transport.adapter, storage: new MemoryStorage(), getToken: () => null, getLanguage: () => 'th', getMerchantCode: () => 'demo', onForceLogout: vi.fn() }
    const api = fresh.createApiClient(options)
    const error = await api.call('whitelabel').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'network.error', recovery: 'retry' })
    expect(transport.requests).toHaveLength(0)
    vi.doUnmock('axios')
    await expect(api.call('whitelabel')).resolves.toEqual([])
    expect(transport.count('whitelabel')).toBe(1)
    vi.resetModules()
  })

  it('uses a 20 s timeout', async () => {
    const { api } = clientWith(createFakeTransport())
    expect((await api.axios()).defaults.timeout).toBe(20_000)
  })

  it('calls onForceLogout for force-logout codes only', async () => {
    const transport = createFakeTransport()
      .on('gameMenus', { status: 401, errorCode: 'user.or.token.invalid' })
      .on('whitelabel', { status: 401, errorCode: 'please.login' })
    const { api, onForceLogout } = clientWith(transport, { token: 't' })
    await expect(api.call('whitelabel')).rejects.toMatchObject({ code: 'please.login' })
    expect(onForceLogout).not.toHaveBeenCalled()
    await expect(api.call('gameMenus')).rejects.toMatchObject({ code: 'user.or.token.invalid', kind: 'forceLogout' })
    expect(onForceLogout).toHaveBeenCalledTimes(1)
  })

  it('caches calls with a cacheKey in session storage under the spec key and serves hits without the network', async () => {
    const transport = createFakeTransport().on('whitelabel', { value: [{ modId: 'VIP', enabled: true }] })
    const { api, session } = clientWith(transport)
    await api.call('whitelabel')
    const second = await api.call('whitelabel')
    expect(second).toEqual([{ modId: 'VIP', enabled: true }])
    expect(transport.count('whitelabel')).toBe(1)
    expect(session.getItem('validate')).toContain('VIP')
    await api.call('whitelabel', { refresh: true })
    expect(transport.count('whitelabel')).toBe(2)
  })

  it('keeps notices per language (index_notice) but language-free calls shared', async () => {
    const transport = createFakeTransport()
      .on('notices', (request) => ({ value: { ...noticesWith(0), player: [{ id: 1, type: 'PL', title: request.headers.Language, content: '', imageUrl: null, link: null, startAt: '' }] } }))
      .on('registerSettings', { value: { fields: [] } })
    const { api, state, session } = clientWith(transport)
    const query = { query: { ...NOTICE_QUERY } }
    expect((await api.call('notices', query)).player[0].title).toBe('th')
    await api.call('registerSettings')
    state.language = 'en'
    expect((await api.call('notices', query)).player[0].title).toBe('en')
    await api.call('registerSettings')
    state.language = 'th'
    expect((await api.call('notices', query)).player[0].title).toBe('th')
    expect(transport.count('notices')).toBe(2)
    expect(transport.count('registerSettings')).toBe(1)
    expect(Object.keys(JSON.parse(session.getItem('index_notice') ?? '{}'))).toHaveLength(2)
  })

  it('does not cache failures or uncached endpoints', async () => {
    let fail = true
    const transport = createFakeTransport()
      .on('whitelabel', () => (fail ? { status: 500, errorCode: 'unknown.error' } : { value: [] }))
      .on('systemStatus', { value: {} as never })
    const { api } = clientWith(transport)
    await expect(api.call('whitelabel')).rejects.toBeInstanceOf(ApiError)
    fail = false
    await api.call('whitelabel')
    await api.call('systemStatus', { query: { url: 'x' } })
    await api.call('systemStatus', { query: { url: 'x' } })
    expect(transport.count('whitelabel')).toBe(2)
    expect(transport.count('systemStatus')).toBe(2)
  })

  it('sends the body of PUT calls', async () => {
    const transport = createFakeTransport().on('updateLanguage', (r) => ({ value: { language: (r.body as { language: string }).language, direction: 'ltr', translated: true } }))
    const { api } = clientWith(transport)
    const result = await api.call('updateLanguage', { body: { language: 'cn' } })
    expect(result.language).toBe('cn')
    expect(transport.requests[0].method).toBe('PUT')
  })
})
