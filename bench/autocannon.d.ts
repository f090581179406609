// autocannon ships no types; this covers what bench/lib/api.ts, money.ts and games.ts use.
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p2_5: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  export interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    /**
     * Requests sent in turn; `setupRequest` may rewrite each before it goes (a fresh body per request). `context` is
     * one object per connection, kept across its requests (a bet's round for the win that follows it).
     */
    requests?: {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: AutocannonRequest, context: Record<string, string>) => AutocannonRequest
    }[]
  }
  export interface Result {
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
