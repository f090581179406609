import { describe, expect, it } from 'vitest'
import { domainsOf, probeDomain, rankDomains, type MeasuredDomain } from './domainProbe'

const here = { protocol: 'https:', port: '', hostname: 'b.example' }

describe('domain probe', () => {
  it('lists the server’s domains on this page’s scheme and port, in its order', () => {
    const route = { domainList: [{ domain: 'b.example', speed: 2 }, { domain: 'a.example', speed: 1 }], resources: [] }
    expect(domainsOf(route, here)).toEqual([
      { domain: 'a.example', url: 'https://a.example', rank: 1, current: false },
      { domain: 'b.example', url: 'https://b.example', rank: 2, current: true },
    ])
    expect(domainsOf(route, { protocol: 'http:', port: '4372', hostname: 'x' })[0].url).toBe('http://a.example:4372')
    expect(domainsOf(null, here)).toEqual([])
  })

  it('times a loaded image, uncached, and gives up on a failure or a timeout', async () => {
    let clock = 100
    const asked: string[] = []
    const ms = await probeDomain('https://a.example', '/merchant-assets/demo/favicon.svg', {
      nonce: 'n1',
      now: () => clock,
      load: async (src) => {
        asked.push(src)
        clock += 41.6
      },
    })
    expect(ms).toBe(42)
    expect(asked).toEqual(['https://a.example/merchant-assets/demo/favicon.svg?probe=n1'])
    expect(await probeDomain('https://b.example', '/f.svg', { load: () => Promise.reject(new Error('failed')) })).toBeNull()
  })

  it('ranks the fastest first, then the unmeasured by the server’s rank, then the unreachable', () => {
    const d = (domain: string, rank: number, ms?: number | null): MeasuredDomain => ({ domain, url: domain, rank, ms, current: false })
    const ranked = rankDomains([d('dead', 1, null), d('slow', 2, 300), d('waiting', 3), d('fast', 4, 20), d('waiting-first', 0)])
    expect(ranked.map((x) => x.domain)).toEqual(['fast', 'slow', 'waiting-first', 'waiting', 'dead'])
  })
})
