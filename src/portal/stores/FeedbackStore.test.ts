import { describe, expect, it } from 'vitest'
import { answeredTicket, feedbackSettings, openTicket } from '../../components/support/feedback/fixtures'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { feedbackOf } from './FeedbackStore'

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], name, { type: 'image/png', lastModified: 1 })
const draft = { questionType: 'game' as const, content: 'The game froze after a free spin.' }

describe('the feedback store', () => {
  it('uploads a member’s images first, then sends the feedback naming them, and reads "my feedback" again', async () => {
    let uploads = 0
    const server = fakeServer('demo')
      .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
      .on('unreadCount', { value: 0 })
      .on('feedbackSettings', { value: feedbackSettings })
      .on('uploadFeedbackImage', () => ({ value: { imageId: `image-${++uploads}-xyz`, contentType: 'image/png', size: 10 } }))
      .on('sendFeedback', { value: openTicket })
      .on('myFeedback', { value: { list: [openTicket, answeredTicket], totalCount: 2, totalPages: 1 } })
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = feedbackOf(root)
    expect(feedbackOf(root)).toBe(store)
    await store.loadSettings()
    expect(store.settings?.maxLength).toBe(1000)

    expect(await store.send({ ...draft, images: [png('a.png'), png('b.png')] })).toBe(true)
    const uploadsSent = transport.requests.filter((r) => r.name === 'uploadFeedbackImage')
    expect(uploadsSent.map((r) => r.headers['Content-Type'])).toEqual(['image/png', 'image/png'])
    const sent = transport.requests.find((r) => r.name === 'sendFeedback')!.body as Record<string, unknown>
    expect(sent).toMatchObject({ questionType: 'game', content: draft.content, imageIds: ['image-1-xyz', 'image-2-xyz'] })
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/)
    expect(sent).not.toHaveProperty('contact')
    expect(store.sent?.id).toBe(openTicket.id)
    await expect.poll(() => store.mine?.list.map((t) => t.id)).toEqual([42, 41])
  })

  it('keeps the key and the uploads of a send that got no answer, and a refusal on the request', async () => {
    let reply: 'network' | 'refuse' | 'ok' = 'network'
    const server = fakeServer('demo')
      .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
      .on('unreadCount', { value: 0 })
      .on('uploadFeedbackImage', { value: { imageId: 'image-once-xyz', contentType: 'image/png', size: 10 } })
      .on('sendFeedback', () => (reply === 'network' ? { network: true } : reply === 'refuse' ? { status: 400, errorCode: 'feedback.content.length', value: { min: 10, max: 1000 } } : { value: openTicket }))
      .on('myFeedback', { value: { list: [openTicket], totalCount: 1, totalPages: 1 } })
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = feedbackOf(root)
    const image = png('a.png')
    expect(await store.send({ ...draft, images: [image] })).toBe(false)
    reply = 'ok'
    expect(await store.send({ ...draft, images: [image] })).toBe(true)
    const sends = transport.requests.filter((r) => r.name === 'sendFeedback').map((r) => r.body as { idempotencyKey: string })
    expect(sends[1].idempotencyKey).toBe(sends[0].idempotencyKey)
    expect(transport.count('uploadFeedbackImage')).toBe(1)

    reply = 'refuse'
    store.startAgain()
    expect(await store.send({ ...draft, content: 'Too short', images: [] })).toBe(false)
    expect(store.requests.send.error?.code).toBe('feedback.content.length')
    reply = 'ok'
    expect(await store.send({ ...draft, content: 'Too short', images: [] })).toBe(true)
    const last = transport.requests.filter((r) => r.name === 'sendFeedback').slice(-2).map((r) => (r.body as { idempotencyKey: string }).idempotencyKey)
    // A refusal was an answer: the next try is a new request.
    expect(last[1]).not.toBe(last[0])
  })

  it('sends a guest’s feedback with the contact and no images, and reads no list for a guest', async () => {
    const server = fakeServer('demo').on('sendFeedback', { value: { ...openTicket, imageCount: 0 } })
    const { root, transport } = portalWith(server)
    await root.start()
    const store = feedbackOf(root)
    expect(await store.send({ ...draft, images: [png('a.png')], contact: 'guest@example.com' })).toBe(true)
    expect(transport.count('uploadFeedbackImage')).toBe(0)
    expect(transport.requests.find((r) => r.name === 'sendFeedback')!.body).toMatchObject({ contact: 'guest@example.com' })
    await store.loadMine()
    expect(transport.count('myFeedback')).toBe(0)
  })

  it('replies on a ticket once per key after a lost answer, and shows the reopened ticket in "my feedback"', async () => {
    let answer: 'network' | 'ok' = 'network'
    const reopened = { ...answeredTicket, status: 'open' as const, thread: [...answeredTicket.thread, { id: 86, author: 'member' as const, content: 'Still not there.', createdAt: answeredTicket.updatedAt }] }
    const server = fakeServer('demo')
      .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
      .on('unreadCount', { value: 0 })
      .on('myFeedback', { value: { list: [openTicket, answeredTicket], totalCount: 2, totalPages: 1 } })
      .on('replyFeedback', () => (answer === 'network' ? { network: true } : { value: reopened }))
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = feedbackOf(root)
    await store.loadMine()
    expect(await store.reply(answeredTicket.id, 'Still not there.')).toBe(false)
    answer = 'ok'
    expect(await store.reply(answeredTicket.id, 'Still not there.')).toBe(true)
    const keys = transport.requests.filter((r) => r.name === 'replyFeedback').map((r) => (r.body as { idempotencyKey: string; ticketId: number }))
    expect(keys[1]).toEqual(keys[0])
    expect(keys[0]).toMatchObject({ ticketId: answeredTicket.id })
    expect(store.mine!.list.find((t) => t.id === answeredTicket.id)).toMatchObject({ status: 'open', thread: { length: 3 } })
  })

  it('starts the live chat as a customer-service ticket, then replies on it, and starts again after staff close it', async () => {
    const chat = { ...openTicket, id: 50, questionType: 'customerService' as const, imageCount: 0 }
    let replyAnswer: 'ok' | 'closed' = 'ok'
    const server = fakeServer('demo')
      .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
      .on('unreadCount', { value: 0 })
      .on('feedbackChat', { value: { ticket: null } })
      .on('sendFeedback', { value: chat })
      .on('replyFeedback', () => (replyAnswer === 'closed' ? { status: 409, errorCode: 'feedback.closed' } : { value: chat }))
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = feedbackOf(root)
    await store.loadChat()
    expect(store.chatRead).toBe(true)
    expect(store.chat).toBeNull()
    expect(await store.sendChat('Hello, I need help with a deposit.')).toBe(true)
    expect(transport.requests.find((r) => r.name === 'sendFeedback')!.body).toMatchObject({ questionType: 'customerService', content: 'Hello, I need help with a deposit.' })
    expect(store.chat?.id).toBe(50)
    expect(await store.sendChat('It was 500 THB by PromptPay.')).toBe(true)
    expect(transport.requests.find((r) => r.name === 'replyFeedback')!.body).toMatchObject({ ticketId: 50 })
    // Staff closed it meanwhile: refused, the chat read again (no conversation now), so the next message starts anew.
    replyAnswer = 'closed'
    expect(await store.sendChat('One more question here.')).toBe(false)
    expect(store.requests.chatSend.error?.code).toBe('feedback.closed')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.chat).toBeNull()
    expect(await store.sendChat('One more question here.')).toBe(true)
    expect(transport.count('sendFeedback')).toBe(2)
  })
})
