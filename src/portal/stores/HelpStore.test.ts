import { describe, expect, it, vi } from 'vitest'
import type { HelpCentre } from '../../contract/schemas/help'
import { helpTopics } from '../../components/help/fixtures'
import { fakeServer, portalWith } from '../testing/fixtures'
import { helpOf } from './HelpStore'

/** The help centre's answer in `lang`: the fixtures' topics, their first article titled by the language. */
const answer = (lang: string, keyword = ''): HelpCentre => ({
  lang,
  topics: helpTopics.slice(0, keyword ? 1 : undefined).map((topic) => ({ ...topic, articles: topic.articles.map((a) => ({ ...a, title: `${a.title} (${lang})` })) })),
})

describe('the help store', () => {
  it('asks in the visitor’s language with device WEB, a search with its keyword, and again after a language switch', async () => {
    const server = fakeServer('demo').on('helpCentre', (request) => {
      const query = request.query as { lang: string; keyword?: string }
      return { value: answer(query.lang, query.keyword) }
    })
    const { root, transport } = portalWith(server)
    await root.start()
    const store = helpOf(root)
    expect(helpOf(root)).toBe(store)
    await store.load()
    expect(transport.requests.find((r) => r.name === 'helpCentre')!.query).toEqual({ lang: 'th', device: 'WEB' })
    expect(store.topics[0]!.articles[0]!.title).toBe('How to deposit (th)')

    await store.load('seed')
    expect(transport.requests.filter((r) => r.name === 'helpCentre')[1]!.query).toEqual({ lang: 'th', device: 'WEB', keyword: 'seed' })
    expect(store.keyword).toBe('seed')
    expect(store.topics).toHaveLength(1)

    await root.changeLanguage('en')
    await vi.waitFor(() => expect(store.topics[0]!.articles[0]!.title).toBe('How to deposit (en)'))
    expect(transport.requests.filter((r) => r.name === 'helpCentre').at(-1)!.query).toEqual({ lang: 'en', device: 'WEB', keyword: 'seed' })
  })

  it('drops the answer of a search that a newer one replaced', async () => {
    let releaseSlow: () => void = () => undefined
    const server = fakeServer('demo').on('helpCentre', async (request) => {
      const query = request.query as { lang: string; keyword?: string }
      if (query.keyword === 'slow') await new Promise<void>((resolve) => (releaseSlow = resolve))
      return { value: { lang: query.lang, topics: [{ tag: query.keyword ?? 'all', title: 't', articles: [] }] } }
    })
    const { root } = portalWith(server)
    await root.start()
    const store = helpOf(root)
    const slow = store.load('slow')
    await store.load('fast')
    releaseSlow()
    await slow
    expect(store.keyword).toBe('fast')
    expect(store.topics.map((topic) => topic.tag)).toEqual(['fast'])
  })

  it('keeps a failure on the request, and a retry recovers', async () => {
    let fail = true
    const server = fakeServer('demo').on('helpCentre', () => (fail ? { status: 400, errorCode: 'language.not.selectable' } : { value: answer('th') }))
    const { root } = portalWith(server)
    await root.start()
    const store = helpOf(root)
    await store.load()
    expect(store.request.error?.code).toBe('language.not.selectable')
    fail = false
    await store.load()
    expect(store.request.error).toBeNull()
    expect(store.topics).toHaveLength(4)
  })
})
