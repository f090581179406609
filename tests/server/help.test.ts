/**
 * The help centre through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: the seeded topics and articles
 * per merchant and language with the fallback, the search, every bad input (an unknown language, a device other than
 * WEB, an over-long search), one merchant's articles never in another's answer, and the operators' calls, whose HTML
 * (and the demo data's) never carries markup that runs.
 */
import { describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { HELP_KEYWORD_MAX } from '../../src/contract/helpEndpoints'
import type { HelpCentre } from '../../src/contract/schemas/help'
import type { Database } from '../../src/server/db/database'
import { cleanHelpHtml, helpPlainText } from '../../src/server/domain/content/helpHtml'
import { seed } from '../../src/server/seed'
import { BACKENDS, expectContract, expectError, loadTestMerchants, path, serverSuite } from './helpers'

const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const OPERATOR_KEY = 'operator-key-for-help-tests-0123456789abcdef'
const operator = { authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'alice' }
const RUNS = /<\s*\/?\s*(script|style|iframe|object|embed|svg)\b|\son\w+\s*=|javascript:/i

describe('help HTML cleaning', () => {
  it('keeps text tags and safe links, and nothing that runs', () => {
    expect(cleanHelpHtml('<p>Hi <strong>there</strong> <a href="https://x.test/a?b=1&c=2" onclick="evil()">link</a></p>'))
      .toBe('<p>Hi <strong>there</strong> <a href="https://x.test/a?b=1&amp;c=2">link</a></p>')
    const attacks = [
      '<script>alert(1)</script>', '<SCRIPT src=//x.test/a.js></SCRIPT>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>', '<svg><script>alert(1)</script></svg>', '<p style="position:fixed" onmouseover="x()">t</p>',
      '<iframe src="https://x.test"></iframe>', '<scr<script>ipt>alert(1)</script>', '<!--<script>x</script>-->', '<script>never closed',
      '<a href="//evil.test">x</a>', '<div><style>*{display:none}</style>', '<p title="a>b" onclick=x>t</p>',
    ]
    for (const attack of attacks) expect(cleanHelpHtml(attack), attack).not.toMatch(RUNS)
    expect(cleanHelpHtml('<a href="//evil.test">x</a>')).toBe('<a>x</a>')
    expect(cleanHelpHtml('<ul><li>one<li>two</ul><b>open')).toBe('<ul><li>one<li>two</li></li></ul><b>open</b>')
    expect(helpPlainText(cleanHelpHtml('<p>Fish &amp; chips</p><p>2 &lt; 3</p>'))).toBe('Fish & chips 2 < 3')
  })
})

describe.each(BACKENDS)('help centre on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: { now(): Date }
  serverSuite(backend, { server: { operatorKey: OPERATOR_KEY } }, (suite) => ({ app, db, clock } = suite))

  const read = (query: string, headers: Record<string, string> = demo) =>
    app.inject({ method: 'GET', url: `${path('helpCentre')}?${query}`, headers, remoteAddress: '127.0.0.1' })
  const value = async (query: string, headers?: Record<string, string>): Promise<HelpCentre> => {
    const response = await read(query, headers)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expectContract('helpCentre', body)
    return body.value
  }
  const slugs = (centre: HelpCentre) => centre.topics.flatMap((topic) => topic.articles.map((article) => article.slug))
  const ops = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = operator) =>
    app.inject({ method, url, headers, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) })

  it('seeds both brands once, in Thai, English and Chinese, with the footer’s topics', async () => {
    expect(await seed(db, await loadTestMerchants(), clock)).toEqual(expect.arrayContaining(['help:demo', 'help:lotus']))
    expect(await seed(db, await loadTestMerchants(), clock)).not.toEqual(expect.arrayContaining(['help:demo']))
    const thai = await value('lang=th&device=WEB')
    expect(thai.topics.map((topic) => topic.tag)).toEqual(['about', 'deposit', 'withdrawal', 'play', 'lottery', 'responsible-gaming', 'terms', 'privacy'])
    expect(thai.topics[1]).toMatchObject({ tag: 'deposit', title: 'การฝากเงิน', articles: [{ slug: 'how-to-deposit', title: 'วิธีฝากเงิน', lang: 'th' }] })
    // Real figures, the merchant's own: the demo's withdrawal limits and its deposit channels.
    const english = await value('lang=en&device=WEB')
    const withdraw = english.topics.find((topic) => topic.tag === 'withdrawal')!.articles[0]
    expect(withdraw.content).toContain('From 100 to 50000 THB per withdrawal')
    expect(english.topics.find((topic) => topic.tag === 'deposit')!.articles[0].content).toContain('PromptPay QR')
    expect(english.topics.find((topic) => topic.tag === 'lottery')!.articles[0].content).toContain('SHA-256')
    const chinese = await value('lang=cn&device=WEB')
    expect(chinese.topics.find((topic) => topic.tag === 'privacy')!.title).toBe('隐私政策')
    // Lotus runs no lottery: no lottery topic; its own currency and limits.
    const lotusHelp = await value('lang=en&device=WEB', lotus)
    expect(lotusHelp.topics.map((topic) => topic.tag)).not.toContain('lottery')
    expect(lotusHelp.topics.find((topic) => topic.tag === 'withdrawal')!.articles[0].content).toContain('From 20 to 10000 USD')
    for (const centre of [thai, english, chinese, lotusHelp]) expect(JSON.stringify(centre)).not.toMatch(RUNS)
  })

  it('answers a language the merchant offers but nobody wrote in with its default (Thai), then English', async () => {
    const vietnamese = await value('lang=vi&device=WEB')
    expect(vietnamese.lang).toBe('vi')
    expect(vietnamese.topics[0].articles[0]).toMatchObject({ lang: 'th', title: 'เกี่ยวกับ Portico Demo' })
    const lotusVi = await value('lang=vi&device=WEB', lotus)
    expect(lotusVi.topics[0].articles[0]).toMatchObject({ lang: 'en', title: 'About Lotus Bay' })
  })

  it('searches titles and text in the language asked, any case, and keeps only topics with a match', async () => {
    const found = await value('lang=en&device=WEB&keyword=PAYMENT%20PASSWORD')
    expect(found.topics.map((topic) => topic.tag)).toEqual(['withdrawal', 'terms'])
    expect(slugs(await value(`lang=th&device=WEB&keyword=${encodeURIComponent('ถอนเงิน')}`))).toContain('how-to-withdraw')
    expect(slugs(await value(`lang=cn&device=WEB&keyword=${encodeURIComponent('哈希')}`))).toEqual(expect.arrayContaining(['verify-a-lottery-round', 'privacy-policy']))
    expect((await value('lang=en&device=WEB&keyword=no-such-words-anywhere')).topics).toEqual([])
    // Markup is not text: a search for a tag's name finds nothing it does not say.
    expect((await value('lang=en&device=WEB&keyword=%3Cstrong%3E')).topics).toEqual([])
    // `%` and `_` are characters, not patterns.
    expect((await value('lang=en&device=WEB&keyword=%25')).topics).toEqual([])
  })

  it('refuses bad input with a clear error', async () => {
    expectError(await read('lang=xx&device=WEB'), 400, 'language.not.selectable')
    expectError(await read('lang=ja&device=WEB', lotus), 400, 'language.not.selectable')
    expectError(await read('lang=en&device=APP'), 400, 'request.invalid')
    expectError(await read('device=WEB'), 400, 'request.invalid')
    expectError(await read(`lang=en&device=WEB&keyword=${'a'.repeat(HELP_KEYWORD_MAX + 1)}`), 400, 'request.invalid')
    expectError(await read('lang=en&device=WEB&extra=1'), 400, 'request.invalid')
    expect((await read(`lang=en&device=WEB&keyword=${'a'.repeat(HELP_KEYWORD_MAX)}`)).statusCode).toBe(200)
  })

  it('lets an operator write, edit and delete an article, cleaned, for one merchant only', async () => {
    const base = '/ops/help/lotus/articles'
    expectError(await ops('POST', base, { topicTag: 'terms', slug: 'x', lang: 'en', title: 'x', content: 'x' }, {}), 401, 'operator.key.invalid')
    const created = await ops('POST', base, {
      topicTag: 'deposit', slug: 'card-deposits', lang: 'en', title: 'Card deposits',
      content: '<p>Zebracard payments are charged at once.<script>steal(document.cookie)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">more</a>',
    })
    expect(created.statusCode, created.body).toBe(200)
    const article = created.json().value
    expect(article).toMatchObject({ slug: 'card-deposits', updatedBy: 'admin:alice', content: '<p>Zebracard payments are charged at once.</p><a>more</a>' })
    expect((await value('lang=en&device=WEB&keyword=ZEBRACARD', lotus)).topics[0].articles[0].id).toBe(article.id)
    // Another merchant's visitors never see it, and its operator path cannot touch it.
    expect(slugs(await value('lang=en&device=WEB&keyword=zebracard'))).toEqual([])
    expectError(await ops('POST', `/ops/help/demo/articles/${article.id}`, { topicTag: 'deposit', title: 'x', content: 'x' }), 404, 'not.found')
    expectError(await ops('POST', `/ops/help/demo/articles/${article.id}/delete`), 404, 'not.found')

    const edited = await ops('POST', `${base}/${article.id}`, { topicTag: 'deposit', title: 'Card deposits', content: '<p onclick="x()">Now <em>instant</em>.</p><style>p{}</style>' })
    expect(edited.json().value.content).toBe('<p>Now <em>instant</em>.</p>')
    expect(JSON.stringify(await value('lang=en&device=WEB', lotus))).not.toMatch(RUNS)

    expectError(await ops('POST', base, { topicTag: 'deposit', slug: 'card-deposits', lang: 'en', title: 'again', content: 'x' }), 400, 'request.invalid')
    expectError(await ops('POST', base, { topicTag: 'no-topic', slug: 'y', lang: 'en', title: 'y', content: 'y' }), 400, 'request.invalid')
    expectError(await ops('POST', base, { topicTag: 'deposit', slug: 'y', lang: 'ja', title: 'y', content: 'y' }), 400, 'language.not.selectable')
    expectError(await ops('POST', base, { topicTag: 'deposit', slug: 'Bad Slug', lang: 'en', title: 'y', content: 'y' }), 400, 'request.invalid')
    expectError(await ops('POST', '/ops/help/nobody/articles', { topicTag: 'deposit', slug: 'y', lang: 'en', title: 'y', content: 'y' }), 404, 'not.found')

    const listed = (await ops('GET', `${base}?lang=en`)).json().value.list
    expect(listed.map((row: { slug: string }) => row.slug)).toContain('card-deposits')
    expect((await ops('POST', `${base}/${article.id}/delete`)).statusCode).toBe(200)
    expect(slugs(await value('lang=en&device=WEB', lotus))).not.toContain('card-deposits')
    expectError(await ops('POST', `${base}/${article.id}/delete`), 404, 'not.found')
  })

  it('lets an operator write, rename, move and remove a topic, named in languages the merchant offers', async () => {
    const base = '/ops/help/lotus/topics'
    expectError(await ops('POST', `${base}/vip`, { title: { en: 'VIP' } }, {}), 401, 'operator.key.invalid')
    const written = await ops('POST', `${base}/vip`, { title: { en: ' VIP club ', th: 'วีไอพี' }, sort: 1 })
    expect(written.statusCode, written.body).toBe(200)
    expect(written.json().value).toEqual({ tag: 'vip', title: { en: 'VIP club', th: 'วีไอพี' }, sort: 1 })
    // A topic shows with its first article; one is written under it, and the visitors see the topic by its name.
    expect((await ops('POST', '/ops/help/lotus/articles', { topicTag: 'vip', slug: 'vip-levels', lang: 'en', title: 'VIP levels', content: '<p>Levels.</p>' })).statusCode).toBe(200)
    expect((await value('lang=en&device=WEB', lotus)).topics.find((topic: { tag: string }) => topic.tag === 'vip')?.title).toBe('VIP club')
    // Renamed and moved, its other language kept only as written now.
    expect((await ops('POST', `${base}/vip`, { title: { en: 'VIP' } })).json().value).toEqual({ tag: 'vip', title: { en: 'VIP' }, sort: 1 })
    const listed = (await ops('GET', base)).json().value.list as { tag: string }[]
    expect(listed.map((topic) => topic.tag)).toContain('vip')
    // Bad input changes nothing: a language not offered, a missing default-language name, an empty name, a bad tag.
    expectError(await ops('POST', `${base}/vip`, { title: { en: 'VIP', ja: 'ビップ' } }), 400, 'language.not.selectable')
    expectError(await ops('POST', `${base}/other`, { title: { th: 'อื่น ๆ' } }), 400, 'request.invalid')
    expectError(await ops('POST', `${base}/vip`, { title: { en: '   ' } }), 400, 'request.invalid')
    expectError(await ops('POST', `${base}/Bad Tag`, { title: { en: 'x' } }), 400, 'request.invalid')
    expectError(await ops('POST', '/ops/help/nobody/topics/vip', { title: { en: 'x' } }), 404, 'not.found')
    expect((await ops('GET', base)).json().value.list.filter((topic: { tag: string }) => topic.tag === 'other')).toEqual([])
    // Not removed while it has an article, nor by another merchant's path; removed once empty.
    expectError(await ops('POST', `${base}/vip/delete`), 409, 'help.topic.not.empty')
    expectError(await ops('POST', '/ops/help/demo/topics/vip/delete'), 404, 'not.found')
    const article = (await ops('GET', '/ops/help/lotus/articles?lang=en')).json().value.list.find((row: { slug: string }) => row.slug === 'vip-levels')
    expect((await ops('POST', `/ops/help/lotus/articles/${article.id}/delete`)).statusCode).toBe(200)
    expect((await ops('POST', `${base}/vip/delete`)).json().value).toEqual({ deleted: 'vip' })
    expectError(await ops('POST', `${base}/vip/delete`), 404, 'not.found')
  })
})
