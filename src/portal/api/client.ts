/**
 * The portal's one HTTP client (docs/architecture.md "The endpoint pipeline": `src/portal/api`, one axios instance).
 * Stores call `api.call('<endpoint name>', { query, body })`; the path and method come from the contract's tables
 * table, so no path is ever typed twice.
 *
 * axios is loaded with the first call, not with the page: the first screen is drawn from the start data the
 * server writes into the page and makes no call, so its JavaScript does not carry the HTTP stack.
 */
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosStatic } from 'axios'
import type { Static, TSchema } from 'typebox'
import { CORE_ENDPOINTS, REQUEST_TIMEOUT_MS, type EndpointDef } from '../../contract/coreEndpoints'
import type { EndpointName } from '../../contract/endpoints'
import { endpointDef } from './endpointTable'
import type { EnvelopeBody } from '../../contract/envelope'
import { DEVICE_WEB, HEADERS } from '../../contract/headers'
import type { EndpointSchemas } from '../../contract/schemas'
import type { StorageLike } from '../storage'
import type { EncryptionKey } from '../../contract/schemas/session'
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR, codeForBareStatus } from './ApiError'
import { SessionCache, cacheVariant } from './cache'
import { createBodySealer } from './encryption'

/** The endpoint's schemas, as types only: TypeBox never reaches the browser bundle. */
type Def<N extends EndpointName> = EndpointSchemas[N]
type SchemaOf<D, K extends string> = D extends Record<K, infer S extends TSchema> ? S : never
export type EndpointResponse<N extends EndpointName> = Static<Def<N>['response']>
export type EndpointQuery<N extends EndpointName> = Def<N> extends { query: unknown } ? Static<SchemaOf<Def<N>, 'query'>> : never
export type EndpointBody<N extends EndpointName> = Def<N> extends { body: unknown } ? Static<SchemaOf<Def<N>, 'body'>> : never

export type CallOptions<N extends EndpointName> = {
  /** Skip the session-storage cache and refresh it with the new answer. */
  refresh?: boolean
  signal?: AbortSignal
  /**
   * Send this token instead of the session's: a login that has not finished yet (the forced password change)
   * holds a token the portal does not treat as logged in, and sign-out revokes the token it has just dropped.
   */
  token?: string
} & (Def<N> extends { query: unknown } ? { query: EndpointQuery<N> } : { query?: never }) &
  (Def<N> extends { body: unknown } ? { body: EndpointBody<N> } : { body?: never })

export interface ApiClientOptions {
  baseURL?: string
  getToken(): string | null | undefined
  getLanguage(): string
  getMerchantCode(): string | null | undefined
  /** Called (once per failing call) when the server says the session is gone (`kind: 'forceLogout'`). */
  onForceLogout(error: ApiError): void
  /** Session storage: where calls with a contract `cacheKey` are cached. */
  storage: StorageLike
  /** An axios adapter replacing the network (tests use createFakeTransport). */
  adapter?: AxiosAdapter
  timeoutMs?: number
}

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...options: Record<never, never> extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>]): Promise<EndpointResponse<N>>
  /** Drops every cached answer of an endpoint (all merchants, languages and queries). */
  invalidate(name: EndpointName): void
  /** The client's axios instance, set up (base URL, timeout, contract headers) once axios has loaded. */
  axios(): Promise<AxiosInstance>
}

function isEnvelope(data: unknown): data is EnvelopeBody {
  return typeof data === 'object' && data !== null && typeof (data as EnvelopeBody).success === 'boolean'
}

/** What axios.isAxiosError checks, without loading axios to ask it. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
}

/** axios's own module, imported once by every client on the page; a failed import is tried again by the next call. */
let axiosModule: Promise<AxiosStatic> | undefined
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    (module) => module.default,
    (error: unknown) => {
      axiosModule = undefined
      // The chunk did not arrive: to the visitor that is the network failing, with the same retry.
      throw new ApiError({ code: NETWORK_ERROR, status: 0, serverMessage: error instanceof Error ? error.message : String(error) })
    },
  )
  return axiosModule
}

/** Maps an axios failure to the catalogue: envelope code when there is one, else timeout/network/status. */
export function toApiErrorFromAxios(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError(error)) {
    const axiosError = error
    // axios's AxiosError.ETIMEDOUT and ECONNABORTED codes.
    if (axiosError.code === 'ETIMEDOUT' || axiosError.code === 'ECONNABORTED') {
      return new ApiError({ code: TIMEOUT_ERROR, status: 0, serverMessage: axiosError.message })
    }
    const response = axiosError.response
    if (!response) return new ApiError({ code: NETWORK_ERROR, status: 0, serverMessage: axiosError.message })
    const data = response.data
    if (isEnvelope(data) && data.errorCode) {
      return new ApiError({ code: data.errorCode, status: response.status, value: data.value, serverMessage: data.message })
    }
    return new ApiError({ code: codeForBareStatus(response.status), status: response.status, value: isEnvelope(data) ? data.value : undefined })
  }
  return new ApiError({ code: 'unknown.error', status: 0, serverMessage: error instanceof Error ? error.message : String(error) })
}

function isStaleKey(error: ApiError): boolean {
  if (error.code === 'encryption.expired') return true
  const value = error.value as { kid?: unknown } | undefined
  return error.code === 'encryption.invalid' && typeof value?.kid === 'string'
}

function createAxiosInstance(axios: AxiosStatic, options: ApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // ETIMEDOUT for timeouts (instead of ECONNABORTED, shared with aborts) so they map to 'request.timeout'.
    transitional: { clarifyTimeoutError: true },
    adapter: options.adapter,
  })
  instance.interceptors.request.use((config) => {
    // A call made with its own token (CallOptions.token) already carries it.
    const token = config.headers.has(HEADERS.authorization) ? undefined : options.getToken()
    const merchant = options.getMerchantCode()
    if (token) config.headers.set(HEADERS.authorization, token)
    if (merchant) config.headers.set(HEADERS.merchant, merchant)
    config.headers.set(HEADERS.device, DEVICE_WEB)
    config.headers.set(HEADERS.language, options.getLanguage())
    return config
  })
  return instance
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const cache = new SessionCache(options.storage)
  let instance: Promise<AxiosInstance> | undefined
  const axiosInstance = () => (instance ??= loadAxios().then((axios) => createAxiosInstance(axios, options), (error: unknown) => {
    instance = undefined
    throw error
  }))

  // Encrypted endpoints never see a plain body: `send` seals it with the server's key (fetched once, below).
  const sealer = createBodySealer(() => send(CORE_ENDPOINTS.encryptionKey, undefined, undefined) as Promise<EncryptionKey>)

  async function send(def: EndpointDef, query: unknown, body: unknown, signal?: AbortSignal, token?: string): Promise<unknown> {
    try {
      const sent = def.encrypted && body !== undefined ? await sealer.seal(def.path, body) : body
      const headers = token ? { [HEADERS.authorization]: token } : undefined
      const response = await (await axiosInstance()).request<unknown>({ method: def.method, url: def.path, params: query, data: sent, signal, headers })
      const data = response.data
      if (!isEnvelope(data)) throw new ApiError({ code: 'unknown.error', status: response.status, serverMessage: 'response is not an envelope' })
      if (!data.success) {
        throw new ApiError({ code: data.errorCode ?? 'unknown.error', status: response.status, value: data.value, serverMessage: data.message })
      }
      return data.value
    } catch (error) {
      const apiError = toApiErrorFromAxios(error)
      if (apiError.kind === 'forceLogout') options.onForceLogout(apiError)
      throw apiError
    }
  }

  /**
   * An encrypted call refused because the server no longer holds our key (`encryption.invalid` naming its current
   * `kid`) or finds our time outside its window (`encryption.expired`) is sealed again with a freshly fetched key
   * and sent once more; any other answer stands.
   */
  async function sendResealing(def: EndpointDef, call: { query?: unknown; body?: unknown; signal?: AbortSignal; token?: string }): Promise<unknown> {
    try {
      return await send(def, call.query, call.body, call.signal, call.token)
    } catch (error) {
      if (!def.encrypted || !(error instanceof ApiError) || !isStaleKey(error)) throw error
      sealer.forget()
      return send(def, call.query, call.body, call.signal, call.token)
    }
  }

  const client: ApiClient = {
    axios: axiosInstance,
    async call(name, ...rest) {
      const callOptions = (rest[0] ?? {}) as { query?: unknown; body?: unknown; refresh?: boolean; signal?: AbortSignal; token?: string }
      const def: EndpointDef = endpointDef(name)
      const cacheKey = def.cacheKey
      const variant = cacheKey
        ? cacheVariant(name, { merchantCode: options.getMerchantCode() ?? '', language: options.getLanguage() }, callOptions.query)
        : ''
      if (cacheKey && !callOptions.refresh) {
        const cached = cache.read(cacheKey, variant)
        if (cached.hit) return cached.value as never
      }
      const value = await sendResealing(def, callOptions)
      if (cacheKey) cache.write(cacheKey, variant, value)
      return value as never
    },
    invalidate(name) {
      const key = endpointDef(name).cacheKey
      if (key) cache.remove(key)
    },
  }
  return client
}
