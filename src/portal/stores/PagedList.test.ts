import { describe, expect, it } from 'vitest'
import { PagedList } from './PagedList'

type Filter = { kind: string; complete?: boolean }
type Query = { kind: string; pageNo: string; pageSize: string }
type Answer = { list: string[]; totalPages: number; totalCount: number; footer: { total: string } }

/** A fake endpoint: each call is recorded and answered by `answer` (a promise the test may hold back). */
function endpoint(answer: (query: Query) => Promise<Answer> = (query) => Promise.resolve(page(query.kind, Number(query.pageNo)))) {
  const asked: Query[] = []
  let context = 'th'
  const list = new PagedList<Filter, Query, Answer>({
    filter: { kind: 'all' },
    pageSize: 10,
    query: (filter, pageNo, pageSize) => (filter.complete === false ? null : { kind: filter.kind, pageNo: String(pageNo), pageSize: String(pageSize) }),
    fetch: (query) => {
      asked.push(query)
      return answer(query)
    },
    context: () => context,
  })
  return { list, asked, setContext: (next: string) => (context = next) }
}

/** Page `n` of a 3-page list of 25 rows. */
const page = (kind: string, n: number, totalPages = 3): Answer => ({
  list: [`${kind}-${n}-a`, `${kind}-${n}-b`],
  totalPages,
  totalCount: 25,
  footer: { total: '12.50' },
})

/** A held answer the test releases. */
function held() {
  let release: (answer: Answer) => void = () => undefined
  const promise = new Promise<Answer>((resolve) => (release = resolve))
  return { promise, release }
}

describe('a paged list', () => {
  it('opens on its filter’s first page and shows the answer’s rows, counts and footer', async () => {
    const { list, asked } = endpoint()
    expect(list.footer).toBeNull()
    expect(list.rows).toEqual([])
    await list.load()
    expect(asked).toEqual([{ kind: 'all', pageNo: '1', pageSize: '10' }])
    expect(list.rows).toEqual(['all-1-a', 'all-1-b'])
    expect([list.totalPages, list.totalCount]).toEqual([3, 25])
    expect(list.footer).toEqual({ total: '12.50' })
    expect(list.isLoading).toBe(false)
  })

  it('asks for another page; another filter starts from page 1; an incomplete filter asks nothing and keeps the rows', async () => {
    const { list, asked } = endpoint()
    await list.setPage(3)
    await list.setFilter({ kind: 'deposit' })
    expect(asked.map((q) => [q.kind, q.pageNo])).toEqual([['all', '3'], ['deposit', '1']])
    expect(list.page).toBe(1)
    await list.setFilter({ kind: 'bonus', complete: false })
    expect(asked).toHaveLength(2)
    expect(list.rows).toEqual(['deposit-1-a', 'deposit-1-b'])
  })

  it('never lets an older answer replace a newer one', async () => {
    const slow = held()
    const { list } = endpoint((query) => (query.pageNo === '2' ? slow.promise : Promise.resolve(page(query.kind, Number(query.pageNo)))))
    const second = list.setPage(2)
    await list.setPage(3)
    slow.release(page('all', 2))
    await second
    expect(list.page).toBe(3)
    expect(list.rows).toEqual(['all-3-a', 'all-3-b'])
  })

  it('keeps the rows shown and the error after a failure, until the retry', async () => {
    let fail = false
    const { list } = endpoint((query) => (fail ? Promise.reject(Object.assign(new Error('down'), { code: 'unknown.error' })) : Promise.resolve(page(query.kind, Number(query.pageNo)))))
    await list.load()
    fail = true
    await list.setPage(2)
    expect(list.error).not.toBeNull()
    expect(list.isLoading).toBe(false)
    expect(list.rows).toEqual(['all-1-a', 'all-1-b'])
    fail = false
    await list.load()
    expect(list.error).toBeNull()
    expect(list.rows).toEqual(['all-2-a', 'all-2-b'])
  })

  it('asks again for another context (language, account) even while the same query is in flight', async () => {
    const first = held()
    const { list, asked, setContext } = endpoint((query) => (asked.length === 1 ? first.promise : Promise.resolve(page(query.kind, 1))))
    const opening = list.load()
    // The same query and context joins the request in flight.
    void list.load()
    expect(asked).toHaveLength(1)
    setContext('en')
    await list.load()
    first.release(page('stale', 1))
    await opening
    expect(asked).toHaveLength(2)
    expect(list.rows).toEqual(['all-1-a', 'all-1-b'])
  })

  it('reloads after a change: a request in flight is not joined, and a page now past the end shows the last', async () => {
    let rows = 25
    const { list, asked } = endpoint((query) => Promise.resolve(page(query.kind, Number(query.pageNo), Math.ceil(rows / 10))))
    await list.setPage(3)
    rows = 15
    const inFlight = list.load()
    await list.reload()
    await inFlight
    expect(asked.map((q) => q.pageNo)).toEqual(['3', '3', '3', '2'])
    expect(list.page).toBe(2)
    expect(list.totalPages).toBe(2)
  })

  it('resets to its opening filter and page, with nothing shown', async () => {
    const { list } = endpoint()
    await list.setFilter({ kind: 'deposit' }, 2)
    list.reset()
    expect(list.filter).toEqual({ kind: 'all' })
    expect(list.page).toBe(1)
    expect(list.answer).toBeNull()
  })
})
