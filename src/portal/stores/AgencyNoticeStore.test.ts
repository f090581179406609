import { describe, expect, it, vi } from 'vitest'
import type { Notice } from '../../contract'
import { fakeServer, memoryStorages, notice, portalWith } from '../testing/fixtures'
import { AgencyNoticeStore, calendarDay } from './AgencyNoticeStore'
import type { UserInfo } from './accounts/SessionStore'

const AGENCY: Notice[] = [notice(501, 'AG', 'Commission schedule'), notice(502, 'AG', 'Adding downline accounts')]
const HOUR = 3_600_000

/** A session of `account` (type `type`) left in session storage by an earlier page: the start restores it. */
function sessionOf(account: string, type: number, storage = memoryStorages()) {
  const userInfo: UserInfo = { nickname: account, account, id: 7, type }
  storage.session.setItem('token', `token-of-${account}`)
  storage.session.setItem('account', account)
  storage.session.setItem('userInfo', JSON.stringify(userInfo))
  if ([1, 2, 4, 41, 42].includes(type)) storage.session.setItem('isAgent', String(type))
  return storage
}

const agencyServer = (list: Notice[] = AGENCY) => fakeServer('demo').on('agencyNotices', { value: { list } })

/** Lets the dynamic import of the store, its call and the modal's opening finish. */
async function settle(root: { agencyNotices: AgencyNoticeStore | null }) {
  await vi.waitFor(() => expect(root.agencyNotices?.request.isLoading === false && root.agencyNotices.request.loaded).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('the agency notice opens for an agent', () => {
  it.each([1, 2, 41, 42])('opens on a page load with an agent session (type %s), asking once in the visitor language', async (type) => {
    const { root, transport } = portalWith(agencyServer(), sessionOf('agent', type))
    await root.start()
    await settle(root)
    expect(root.modals.top).toEqual({ name: 'agencyNotice', props: { due: true } })
    expect(root.agencyNotices?.notices.map((n) => n.title)).toEqual(['Commission schedule', 'Adding downline accounts'])
    expect(transport.count('agencyNotices')).toBe(1)
    const request = transport.requests.find((r) => r.name === 'agencyNotices')!
    expect(request.headers.Authorization).toBe('token-of-agent')
    expect(request.query).toEqual({ platform: 'W' })
  })

  it.each([
    ['a member', 0],
    ['a trial account', 4],
  ])('never loads or asks for %s', async (_who, type) => {
    const { root, transport } = portalWith(agencyServer(), sessionOf('someone', type))
    await root.start()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(root.agencyNotices).toBeNull()
    expect(transport.count('agencyNotices')).toBe(0)
    expect(root.modals.isOpen('agencyNotice')).toBe(false)
  })

  it('never loads or asks for a guest, and opens once the guest logs in as an agent', async () => {
    const { root, transport } = portalWith(agencyServer())
    await root.start()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(root.agencyNotices).toBeNull()
    expect(transport.count('agencyNotices')).toBe(0)
    root.session.signIn({ token: 't1', userInfo: { nickname: 'A', account: 'demoagent', id: 3, type: 1 }, isAgent: 1 })
    await settle(root)
    expect(root.modals.isOpen('agencyNotice')).toBe(true)
  })

  it('does not open when there are no agency notices, or when they cannot be read', async () => {
    const empty = portalWith(agencyServer([]), sessionOf('agent', 1))
    await empty.root.start()
    await settle(empty.root)
    expect(empty.root.modals.isOpen('agencyNotice')).toBe(false)

    const failing = portalWith(fakeServer('demo').on('agencyNotices', { status: 403, errorCode: 'error.not.agent' }), sessionOf('agent', 1))
    await failing.root.start()
    await vi.waitFor(() => expect(failing.root.agencyNotices?.request.error?.code).toBe('error.not.agent'))
    expect(failing.root.modals.isOpen('agencyNotice')).toBe(false)
    expect(failing.root.toast).toBeNull()
  })

  it('drops the notices when the agent signs out', async () => {
    const { root } = portalWith(agencyServer(), sessionOf('agent', 1))
    await root.start()
    await settle(root)
    root.signOut()
    expect(root.agencyNotices?.notices).toEqual([])
    expect(root.modals.isOpen('agencyNotice')).toBe(false)
  })
})

describe('closing, and "don\'t show again today"', () => {
  /** The store on its own, with a clock the test moves: a reload is a new store over the same storages. */
  async function agentAt(time: { now: number }, storage = sessionOf('demoagent', 1), list = AGENCY) {
    const { root } = portalWith(agencyServer(list), storage)
    await root.start()
    await settle(root)
    root.modals.closeAll()
    const store = new AgencyNoticeStore({ api: root.api, storage, session: root.session, modals: root.modals, language: () => root.ui.language, now: () => time.now })
    await store.openIfDue()
    return { root, store, storage }
  }

  it('a plain close keeps it closed for the session only', async () => {
    const time = { now: new Date(2026, 10, 24, 10).getTime() }
    const first = await agentAt(time)
    expect(first.root.modals.isOpen('agencyNotice')).toBe(true)
    first.store.close({ hideToday: false })
    expect(first.root.modals.isOpen('agencyNotice')).toBe(false)
    expect(first.storage.local.getItem('agencyNoticeHidden')).toBeNull()

    // A reload in the same tab session: not again.
    const reload = await agentAt(time, first.storage)
    expect(reload.root.modals.isOpen('agencyNotice')).toBe(false)

    // A new session (another login) of the same day: again.
    const next = await agentAt(time, sessionOf('demoagent', 1, { local: first.storage.local, session: memoryStorages().session }))
    expect(next.root.modals.isOpen('agencyNotice')).toBe(true)
  })

  it('"don\'t show again today" keeps it closed for the rest of the day, in any session, and opens it the next day', async () => {
    const time = { now: new Date(2026, 10, 24, 10).getTime() }
    const first = await agentAt(time)
    first.store.close({ hideToday: true })
    expect(JSON.parse(first.storage.local.getItem('agencyNoticeHidden')!)).toEqual({ demoagent: { day: '2026-11-24', ids: [501, 502] } })

    const newSession = () => sessionOf('demoagent', 1, { local: first.storage.local, session: memoryStorages().session })
    time.now += 13 * HOUR // 23:00 the same day, a new login
    expect((await agentAt(time, newSession())).root.modals.isOpen('agencyNotice')).toBe(false)

    time.now += 2 * HOUR // 01:00 the next day
    expect((await agentAt(time, newSession())).root.modals.isOpen('agencyNotice')).toBe(true)
  })

  it('a notice posted later the same day opens it again, with every notice to read', async () => {
    const time = { now: new Date(2026, 10, 24, 10).getTime() }
    const first = await agentAt(time)
    first.store.close({ hideToday: true })
    const later = await agentAt(time, sessionOf('demoagent', 1, { local: first.storage.local, session: memoryStorages().session }), [...AGENCY, notice(503, 'AG', 'Year-end bonus')])
    expect(later.root.modals.isOpen('agencyNotice')).toBe(true)
    expect(later.store.due.map((n) => n.id)).toEqual([503])
    expect(later.store.notices).toHaveLength(3)
  })

  it('is kept per account: another agent on the same browser still sees it', async () => {
    const time = { now: new Date(2026, 10, 24, 10).getTime() }
    const first = await agentAt(time)
    first.store.close({ hideToday: true })
    const other = await agentAt(time, sessionOf('demosubagent', 2, { local: first.storage.local, session: memoryStorages().session }))
    expect(other.root.modals.isOpen('agencyNotice')).toBe(true)
    other.store.close({ hideToday: true })
    expect(Object.keys(JSON.parse(first.storage.local.getItem('agencyNoticeHidden')!)).sort()).toEqual(['demoagent', 'demosubagent'])
  })

  it('ignores what it cannot read in local storage', async () => {
    const storage = sessionOf('demoagent', 1)
    storage.local.setItem('agencyNoticeHidden', JSON.stringify({ demoagent: { day: calendarDay(Date.now()), ids: 'all' } }))
    const { root } = await agentAt({ now: Date.now() }, storage)
    expect(root.modals.isOpen('agencyNotice')).toBe(true)
    storage.local.setItem('agencyNoticeHidden', '{not json')
    expect((await agentAt({ now: Date.now() }, sessionOf('demoagent', 1, { local: storage.local, session: memoryStorages().session }))).root.modals.isOpen('agencyNotice')).toBe(true)
  })

  it('counts the day by the browser calendar', () => {
    expect(calendarDay(new Date(2026, 0, 5, 0, 0).getTime())).toBe('2026-01-05')
    expect(calendarDay(new Date(2026, 11, 31, 23, 59).getTime())).toBe('2026-12-31')
  })
})
