/**
 * Feedback and complaints through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: a member's feedback with
 * images (checked by their bytes), a guest's where the merchant allows, every bad input refused with the contract's
 * code and nothing stored, the same key answered with the same ticket, the operators' calls (list, show, answer once
 * per key with the member's message in the same transaction, close, a closed ticket refusing answers), one merchant's
 * tickets out of another's reach, and the demo data.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { findMemberByUsername } from '../../src/server/db/member/members'
import { feedbackChat, myFeedback } from '../../src/server/domain/support/feedback'
import { seed } from '../../src/server/seed'
import { BACKENDS, expectContract, expectError, loadTestMerchants, loggedInMember, serverSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const OPERATOR_KEY = 'operator-key-for-feedback-tests-0123456789'
const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const operator = { authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'bea' }
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)])
const TEXT = 'The withdrawal has not arrived after two hours.'

describe.each(BACKENDS)('feedback on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: { now(): Date }
  let passwordHash = ''
  let serial = 0
  serverSuite(backend, { password: PASSWORD, server: { operatorKey: OPERATOR_KEY } }, (suite) => ({ app, db, clock, passwordHash } = suite))

  interface Caller { token?: string; headers?: Record<string, string> }
  async function member(headers = demo): Promise<Caller & { id: number }> {
    serial += 1
    const merchantCode = headers === lotus ? 'lotus' : 'demo'
    const m = await loggedInMember(app, db, { merchantCode, username: `fb${backend.name.slice(0, 2)}${serial}`, password: PASSWORD, passwordHash, headers, at: clock.now() })
    return { ...m, headers }
  }
  function call(name: EndpointName, who: Caller, options: { body?: unknown; query?: string; contentType?: string } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...(who.headers ?? demo), ...(who.token ? { authorization: who.token } : {}), ...(options.contentType ? { 'content-type': options.contentType } : {}) },
      remoteAddress: '127.0.0.1',
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  }
  const upload = (who: Caller, data: Buffer, type = 'image/png') => call('uploadFeedbackImage', who, { body: data, contentType: type })
  const imageId = async (who: Caller, data = PNG, type = 'image/png') => {
    const answer = await upload(who, data, type)
    expect(answer.statusCode, answer.body).toBe(200)
    expectContract('uploadFeedbackImage', answer.json())
    return answer.json().value.imageId as string
  }
  const send = (who: Caller, body: Record<string, unknown>) =>
    call('sendFeedback', who, { body: { idempotencyKey: randomUUID(), questionType: 'withdrawal', content: TEXT, ...body } })
  const ops = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = operator) =>
    app.inject({ method, url, headers, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) })
  const count = async (table: 'feedback_tickets' | 'feedback_messages' | 'feedback_images', where = 'true') =>
    (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table} WHERE ${where}`)).rows[0].n
  const stored = async () => [await count('feedback_tickets'), await count('feedback_messages'), await count('feedback_images')]

  it('tells the form the merchant’s bounds, guests and image rules', async () => {
    const demoSettings = await call('feedbackSettings', {})
    expectContract('feedbackSettings', demoSettings.json())
    expect(demoSettings.json().value).toMatchObject({ minLength: 10, maxLength: 1000, guests: true, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] })
    expect(demoSettings.json().value.questionTypes).toEqual(['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'])
    // Lotus names no feedback settings: the defaults, members only.
    expect((await call('feedbackSettings', { headers: lotus })).json().value).toMatchObject({ minLength: 10, maxLength: 1000, guests: false })
  })

  it('takes a member’s feedback with a PNG and a JPEG, once per key', async () => {
    const m = await member()
    const images = [await imageId(m), await imageId(m, JPEG, 'image/jpeg')]
    const key = randomUUID()
    const sent = await call('sendFeedback', m, { body: { idempotencyKey: key, questionType: 'game', content: `  ${TEXT}  `, imageIds: images } })
    expect(sent.statusCode, sent.body).toBe(200)
    expectContract('sendFeedback', sent.json())
    const ticket = sent.json().value
    expect(ticket).toMatchObject({ questionType: 'game', status: 'open', imageCount: 2, thread: [{ author: 'member', content: TEXT }] })
    // The same key again: the same ticket, nothing new.
    const before = await stored()
    const again = await call('sendFeedback', m, { body: { idempotencyKey: key, questionType: 'game', content: TEXT, imageIds: images } })
    expect(again.json().value.id).toBe(ticket.id)
    expectError(await call('sendFeedback', m, { body: { idempotencyKey: key, questionType: 'game', content: `${TEXT} Other words.` } }), 409, 'idempotency.key.reused')
    expect(await stored()).toEqual(before)
    const mine = await call('myFeedback', m)
    expectContract('myFeedback', mine.json())
    expect(mine.json().value).toMatchObject({ totalCount: 1, list: [{ id: ticket.id, imageCount: 2 }] })
    expectError(await call('myFeedback', {}), 401, 'please.login')
  })

  it('refuses every bad input with the contract’s code and stores nothing', async () => {
    const m = await member()
    const other = await member()
    const waiting = await imageId(m)
    const othersImage = await imageId(other)
    const before = await stored()
    const refusals: [Promise<{ statusCode: number; body: string }>, number, string][] = [
      [send(m, { content: 'Too short' }), 400, 'feedback.content.length'],
      [send(m, { content: 'x'.repeat(1001) }), 400, 'feedback.content.length'],
      [send(m, { content: ' '.repeat(40) }), 400, 'feedback.content.length'],
      // A text file named and declared as a PNG: its bytes say otherwise.
      [upload(m, Buffer.from('this is not.png, only text pretending to be an image')), 400, 'feedback.image.invalid'],
      [upload(m, PNG, 'image/jpeg'), 400, 'feedback.image.invalid'],
      [upload(m, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])), 413, 'payload.too.large'],
      [upload({ headers: demo }, PNG), 401, 'please.login'],
      [send(m, { imageIds: [waiting, await imageId(m), await imageId(m), await imageId(m)] }), 400, 'feedback.image.limit'],
      [send(m, { imageIds: [othersImage] }), 400, 'feedback.image.unknown'],
      [send(m, { imageIds: [waiting, othersImage] }), 400, 'feedback.image.unknown'],
      [send(m, { questionType: 'complaint' }), 400, 'request.invalid'],
      [send(m, { extra: true }), 400, 'request.invalid'],
      [send(m, { content: 'y'.repeat(5001) }), 400, 'request.invalid'],
      // Guests: not where the merchant takes members only; where it takes them, only with a phone number or e-mail, and no images.
      [send({ headers: lotus }, { contact: 'guest@example.com' }), 403, 'feedback.guest.not.allowed'],
      [send({}, {}), 400, 'feedback.contact.invalid'],
      [send({}, { contact: 'call me' }), 400, 'feedback.contact.invalid'],
      [send({}, { contact: 'guest@example.com', imageIds: [othersImage] }), 400, 'feedback.image.unknown'],
    ]
    const beforeImages = before[2] + 3
    for (const [answer, status, code] of refusals) expectError(await answer, status, code)
    // Nothing but the three uploads the fourth-image case made itself.
    expect(await stored()).toEqual([before[0], before[1], beforeImages])
    // The images named by a refused feedback still wait for the member's next try.
    const sent = await send(m, { imageIds: [waiting] })
    expect(sent.json().value.imageCount).toBe(1)
    expectError(await send(m, { imageIds: [waiting] }), 400, 'feedback.image.unknown')
  })

  it('takes a guest’s feedback with a contact where the merchant allows guests', async () => {
    const sent = await send({}, { contact: ' +66 81 234 5678 ', questionType: 'deposit' })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(await count('feedback_tickets', `id = ${sent.json().value.id} AND member_id IS NULL AND contact = '+66 81 234 5678'`)).toBe(1)
    expect((await send({}, { contact: 'guest@example.com' })).statusCode).toBe(200)
  })

  it('lets staff answer once per key (the member’s message with it), close, and nothing after', async () => {
    const m = await member()
    const ticket = (await send(m, { questionType: 'deposit' })).json().value
    const base = `/ops/feedback/demo/tickets/${ticket.id}`
    expectError(await ops('GET', '/ops/feedback/demo/tickets', undefined, {}), 401, 'operator.key.invalid')
    const listed = (await ops('GET', '/ops/feedback/demo/tickets?status=open')).json().value.list
    expect(listed.map((t: { id: number }) => t.id)).toContain(ticket.id)
    expect(listed.find((t: { id: number }) => t.id === ticket.id)).toMatchObject({ account: expect.stringMatching(/^fb/), contact: null })

    const answer = { content: 'We found your deposit: it is credited now.', idempotencyKey: randomUUID() }
    const answered = await ops('POST', `${base}/answer`, answer)
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().value).toMatchObject({ status: 'answered', thread: [{ author: 'member' }, { author: 'staff', staffName: 'admin:bea', content: answer.content }] })
    // Repeated with the same key: no second answer and no second message.
    expect((await ops('POST', `${base}/answer`, answer)).json().value.thread).toHaveLength(2)
    expectError(await ops('POST', `${base}/answer`, { ...answer, content: 'Other words' }), 409, 'idempotency.key.reused')
    const messages = (await call('memberMessages', m)).json().value
    expect(messages.list.filter((msg: { kind: string }) => msg.kind === 'feedback.answered')).toEqual([
      expect.objectContaining({ kind: 'feedback.answered', read: false, params: { ticketId: String(ticket.id), answer: answer.content } }),
    ])
    expect(messages.unread).toBe(1)
    expect((await call('myFeedback', m)).json().value.list[0]).toMatchObject({ status: 'answered', thread: [{ author: 'member' }, { author: 'staff', content: answer.content }] })
    // The staff's name stays with staff: the member's thread has none.
    expect(JSON.stringify((await call('myFeedback', m)).json().value)).not.toContain('admin:bea')

    const closed = await ops('POST', `${base}/close`)
    expect(closed.json().value).toMatchObject({ status: 'closed', closedBy: 'admin:bea' })
    const before = await stored()
    expectError(await ops('POST', `${base}/answer`, { content: 'One more thing', idempotencyKey: randomUUID() }), 409, 'feedback.closed')
    expectError(await ops('POST', `${base}/close`), 409, 'feedback.closed')
    expect(await stored()).toEqual(before)
    expect((await call('memberMessages', m)).json().value.unread).toBe(1)
  })

  it('takes a member’s reply on its own open or answered ticket, once per key, and reopens an answered one', async () => {
    const m = await member()
    const other = await member()
    const ticket = (await send(m, { questionType: 'customerService' })).json().value
    const base = `/ops/feedback/demo/tickets/${ticket.id}`
    const reply = (who: Caller, body: Record<string, unknown>) =>
      call('replyFeedback', who, { body: { idempotencyKey: randomUUID(), ticketId: ticket.id, content: 'Any news on this, please?', ...body } })

    // The live chat's conversation is this customer-service ticket while it is not closed.
    const chat = await call('feedbackChat', m)
    expectContract('feedbackChat', chat.json())
    expect(chat.json().value.ticket).toMatchObject({ id: ticket.id, questionType: 'customerService' })
    expect((await call('feedbackChat', other)).json().value).toEqual({ ticket: null })

    await ops('POST', `${base}/answer`, { content: 'We are looking into it.', idempotencyKey: randomUUID() })
    expect((await ops('GET', base)).json().value).toMatchObject({ status: 'answered', lastAuthor: 'staff' })
    const key = randomUUID()
    const replied = await reply(m, { idempotencyKey: key, content: '  It is still missing.  ' })
    expect(replied.statusCode, replied.body).toBe(200)
    expectContract('replyFeedback', replied.json())
    expect(replied.json().value).toMatchObject({ status: 'open', thread: [{ author: 'member' }, { author: 'staff' }, { author: 'member', content: 'It is still missing.' }] })
    // Staff see who wrote last; the same key again adds nothing; with other words it is refused.
    const listed = (await ops('GET', '/ops/feedback/demo/tickets?status=open')).json().value.list
    expect(listed.find((t: { id: number }) => t.id === ticket.id)).toMatchObject({ status: 'open', lastAuthor: 'member' })
    expect((await reply(m, { idempotencyKey: key, content: 'It is still missing.' })).json().value.thread).toHaveLength(3)
    expectError(await reply(m, { idempotencyKey: key, content: 'Other words entirely.' }), 409, 'idempotency.key.reused')

    const before = await stored()
    expectError(await reply(m, { content: 'short' }), 400, 'feedback.content.length')
    expectError(await reply(other, {}), 404, 'feedback.not.found')
    expectError(await reply(await member(lotus), {}), 404, 'feedback.not.found')
    expectError(await reply({}, {}), 401, 'please.login')
    await ops('POST', `${base}/close`)
    expect(await stored()).toEqual(before)
    expectError(await reply(m, {}), 409, 'feedback.closed')
    expect(await stored()).toEqual(before)
    // A closed conversation is no longer the chat's: the next message starts a new ticket.
    expect((await call('feedbackChat', m)).json().value).toEqual({ ticket: null })
  })

  it('keeps a merchant’s tickets out of another merchant’s operators’ paths', async () => {
    const m = await member()
    const id = await imageId(m)
    const ticket = (await send(m, { imageIds: [id] })).json().value
    const shown = (await ops('GET', `/ops/feedback/demo/tickets/${ticket.id}`)).json().value
    expect(shown.images).toEqual([{ id, contentType: 'image/png', size: PNG.length }])
    expect(Buffer.from((await ops('GET', `/ops/feedback/demo/tickets/${ticket.id}/images/${id}`)).json().value.data, 'base64').equals(PNG)).toBe(true)
    const before = await stored()
    expectError(await ops('GET', `/ops/feedback/lotus/tickets/${ticket.id}`), 404, 'feedback.not.found')
    expectError(await ops('GET', `/ops/feedback/lotus/tickets/${ticket.id}/images/${id}`), 404, 'feedback.not.found')
    expectError(await ops('POST', `/ops/feedback/lotus/tickets/${ticket.id}/answer`, { content: 'Hello', idempotencyKey: randomUUID() }), 404, 'feedback.not.found')
    expectError(await ops('POST', `/ops/feedback/lotus/tickets/${ticket.id}/close`), 404, 'feedback.not.found')
    expectError(await ops('GET', `/ops/feedback/nobody/tickets/${ticket.id}`), 404, 'feedback.not.found')
    expect((await ops('GET', '/ops/feedback/lotus/tickets')).json().value.list.map((t: { id: number }) => t.id)).not.toContain(ticket.id)
    expect(await stored()).toEqual(before)
    // A lotus member's list never holds a demo ticket either.
    expect((await call('myFeedback', await member(lotus))).json().value.list).toEqual([])
  })

  it('seeds demomember’s tickets once, one answered with its message, and a live chat waiting for staff', async () => {
    expect(await seed(db, await loadTestMerchants(), clock)).toEqual(expect.arrayContaining(['feedback:demo', 'feedback-chat:demo']))
    expect(await seed(db, await loadTestMerchants(), clock)).not.toEqual(expect.arrayContaining(['feedback:demo']))
    const demomember = (await findMemberByUsername(db, 'demo', 'demomember'))!
    const { list } = await myFeedback(db, { memberId: demomember.id }, {})
    expect(list.map((t) => [t.questionType, t.status, t.imageCount, t.thread.map((e) => e.author)])).toEqual([
      ['customerService', 'open', 0, ['member', 'staff', 'member']],
      ['game', 'open', 1, ['member']],
      ['withdrawal', 'answered', 0, ['member', 'staff']],
    ])
    expect((await feedbackChat(db, (await loadTestMerchants()).byCode('demo')!.config, { memberId: demomember.id })).ticket?.id).toBe(list[0]!.id)
    const { rows } = await db.query<{ params: Record<string, string> }>(`SELECT params FROM member_messages WHERE member_id = $1 AND kind = 'feedback.answered'`, [demomember.id])
    expect(rows).toEqual(expect.arrayContaining([{ params: expect.objectContaining({ ticketId: String(list[2]!.id) }) }]))
  })
})
