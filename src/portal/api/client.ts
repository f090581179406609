/**
 * The portal's one HTTP client (ARCHITECTURE.md: `src/portal/api`, one axios instance). Stores call
 * `api.call('<endpoint name>', { query, body })`; the path and method come from the contract's ENDPOINTS table,
 * so no path is ever typed twice.
 */
import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios'
import type { Static, TSchema } from 'typebox'
import { ENDPOINTS, REQUEST_TIMEOUT_MS, type EndpointDef, type EndpointName } from '../../contract/endpoints'
import type { EnvelopeBody } from '../../contract/envelope'
import { DEVICE_WEB, HEADERS } from '../../contract/headers'
import type { EndpointSchemas } from '../../contract/schemas'
import type { StorageLike } from '../storage'
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR, codeForBareStatus } from './ApiError'
import { SessionCache, cacheVariant } from './cache'

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
  readonly axios: AxiosInstance
}

function isEnvelope(data: unknown): data is EnvelopeBody {
  return typeof data === 'object' && data !== null && typeof (data as EnvelopeBody).success === 'boolean'
}

/** Maps an axios failure to the catalogue: envelope code when there is one, else timeout/network/status. */
export function toApiErrorFromAxios(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof AxiosError || axios.isAxiosError(error)) {
    const axiosError = error as AxiosError
    if (axiosError.code === AxiosError.ETIMEDOUT || axiosError.code === AxiosError.ECONNABORTED) {
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // ETIMEDOUT for timeouts (instead of ECONNABORTED, shared with aborts) so they map to 'request.timeout'.
    transitional: { clarifyTimeoutError: true },
    adapter: options.adapter,
  })
  const cache = new SessionCache(options.storage)

  instance.interceptors.request.use((config) => {
    const token = options.getToken()
    const merchant = options.getMerchantCode()
    if (token) config.headers.set(HEADERS.authorization, token)
    if (merchant) config.headers.set(HEADERS.merchant, merchant)
    config.headers.set(HEADERS.device, DEVICE_WEB)
    config.headers.set(HEADERS.language, options.getLanguage())
    return config
  })

  async function send(def: EndpointDef, query: unknown, body: unknown, signal?: AbortSignal): Promise<unknown> {
    try {
      const response = await instance.request<unknown>({ method: def.method, url: def.path, params: query, data: body, signal })
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

  const client: ApiClient = {
    axios: instance,
    async call(name, ...rest) {
      const callOptions = (rest[0] ?? {}) as { query?: unknown; body?: unknown; refresh?: boolean; signal?: AbortSignal }
      const def: EndpointDef = ENDPOINTS[name]
      const cacheKey = def.cacheKey
      const variant = cacheKey
        ? cacheVariant(name, { merchantCode: options.getMerchantCode() ?? '', language: options.getLanguage() }, callOptions.query)
        : ''
      if (cacheKey && !callOptions.refresh) {
        const cached = cache.read(cacheKey, variant)
        if (cached.hit) return cached.value as never
      }
      const value = await send(def, callOptions.query, callOptions.body, callOptions.signal)
      if (cacheKey) cache.write(cacheKey, variant, value)
      return value as never
    },
    invalidate(name) {
      const key = ENDPOINTS[name] && (ENDPOINTS[name] as EndpointDef).cacheKey
      if (key) cache.remove(key)
    },
  }
  return client
}
