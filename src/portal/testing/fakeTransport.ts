/**
 * A fake network for tests: an axios adapter answering by endpoint name, as the real server would (envelope on
 * success, non-2xx envelope with errorCode on failure). It records each request so tests can check headers,
 * queries and how often a call reached the "network" (cache hits never do).
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { ENDPOINTS, type EndpointName } from '../../contract'
import type { EndpointResponse } from '../api/client'

export type FakeReply =
  | { value: unknown }
  | { status: number; errorCode?: string; value?: unknown; message?: string }
  | { network: true }
  | { hang: true }

type Handler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>

export interface RecordedRequest {
  name: EndpointName | undefined
  method: string
  url: string
  headers: Record<string, string>
  query: Record<string, unknown> | undefined
  body: unknown
}

export interface FakeTransport {
  adapter: AxiosAdapter
  requests: RecordedRequest[]
  /** Answers an endpoint with a value (typed by the contract) or a reply shape. */
  on<N extends EndpointName>(name: N, reply: EndpointResponse<N> extends infer V ? ((request: RecordedRequest) => FakeReply | Promise<FakeReply>) | { value: V } | FakeReply : never): FakeTransport
  count(name: EndpointName): number
}

function endpointOf(method: string, url: string): EndpointName | undefined {
  const path = url.split('?')[0]
  return (Object.keys(ENDPOINTS) as EndpointName[]).find((name) => ENDPOINTS[name].method === method && ENDPOINTS[name].path === path)
}

export function createFakeTransport(): FakeTransport {
  const handlers = new Map<EndpointName, Handler>()
  const requests: RecordedRequest[] = []

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase()
    const url = config.url ?? ''
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data
    const request: RecordedRequest = { name: endpointOf(method, url), method, url, headers, query: config.params, body }
    requests.push(request)
    const handler = request.name ? handlers.get(request.name) : undefined
    const reply: FakeReply = handler ? await handler(request) : { status: 404, errorCode: 'not.found', message: 'no handler' }

    if ('network' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {})
    if ('hang' in reply) {
      // What the real XHR adapter does when `timeout` passes with no answer (clarifyTimeoutError on).
      await new Promise((resolve) => setTimeout(resolve, config.timeout || 0))
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config, {})
    }
    const status = 'status' in reply ? reply.status : 200
    const data =
      'status' in reply && reply.status >= 400
        ? { success: false, errorCode: reply.errorCode, message: reply.message ?? reply.errorCode ?? 'error', value: reply.value }
        : { success: true, value: reply.value }
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} }
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response)
    }
    return response
  }

  const transport: FakeTransport = {
    adapter,
    requests,
    on(name, reply) {
      const handler: Handler = typeof reply === 'function' ? (reply as Handler) : () => reply as FakeReply
      handlers.set(name, handler)
      return transport
    },
    count(name) {
      return requests.filter((r) => r.name === name).length
    },
  }
  return transport
}
