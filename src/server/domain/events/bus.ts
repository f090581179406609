/**
 * The member's events (the balance after a movement, a deposit's new state) on their way to every page the member
 * has open. In one process they go straight to the streams it holds; with REDIS_URL every process publishes to
 * Redis and each one delivers to its own streams, so a deposit confirmed by the process that got the provider's
 * callback reaches a page whose stream another process holds. Delivery is best effort: a page that missed an
 * event still reads the truth when it next asks (the balance call).
 */
import type { Redis } from 'ioredis'
import type { MemberEvent } from '../../../contract/schemas/money'
import type { InvalidationTransport } from '../../db/readCache'

export type MemberEventListener = (event: MemberEvent) => void
/** A room's event (domain/chat: a message, a deletion), as JSON-able data; the room's owner types it. */
export type RoomEventListener = (event: unknown) => void

export interface MemberEventBus {
  publish(merchantCode: string, memberId: number, event: MemberEvent): void
  /** Listens to one member's events; call the answer to stop. */
  subscribe(merchantCode: string, memberId: number, listener: MemberEventListener): () => void
  /**
   * False when no page can hear the member's events, so a publisher may skip the work of making one (a balance read
   * after every game round, for a member who plays with no portal page open). True when one may: in one process, a
   * stream it holds; across processes, always (another process may hold one, and asking Redis would cost a round
   * trip per movement).
   */
  mayBeHeard(merchantCode: string, memberId: number): boolean
  /**
   * A room's events (the chat room, domain/chat/events.ts) to everyone listening to it, in this process and, with
   * Redis, in every other: the same delivery as a member's events, on a channel per merchant and room.
   */
  publishRoom(merchantCode: string, room: string, event: unknown): void
  /** Listens to one room's events; call the answer to stop. */
  subscribeRoom(merchantCode: string, room: string, listener: RoomEventListener): () => void
  /** How this process's read caches (sessions, balances) hear what the other processes invalidated. */
  readonly invalidations: InvalidationTransport
  close(): Promise<void>
}

const INVALIDATIONS_CHANNEL = 'portico:cache-invalidations'

const channelOf = (merchantCode: string, memberId: number) => `portico:member-events:${merchantCode}:${memberId}`
const ROOM_PREFIX = 'portico:room-events:'
const roomChannelOf = (merchantCode: string, room: string) => `${ROOM_PREFIX}${merchantCode}:${room}`

/** The streams this process holds, by channel. */
class LocalListeners<E = MemberEvent> {
  private readonly byChannel = new Map<string, Set<(event: E) => void>>()

  add(channel: string, listener: (event: E) => void): { first: boolean; remove: () => boolean } {
    let set = this.byChannel.get(channel)
    const first = !set
    if (!set) this.byChannel.set(channel, (set = new Set()))
    set.add(listener)
    return {
      first,
      remove: () => {
        set.delete(listener)
        if (set.size) return false
        this.byChannel.delete(channel)
        return true
      },
    }
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel)
  }

  deliver(channel: string, event: E): void {
    for (const listener of this.byChannel.get(channel) ?? []) {
      try {
        listener(event)
      } catch {
        // One broken stream must not keep the event from the others.
      }
    }
  }
}

/** One process: events go straight to its own streams. */
export function inProcessEventBus(): MemberEventBus {
  const listeners = new LocalListeners()
  const rooms = new LocalListeners<unknown>()
  return {
    publish: (merchantCode, memberId, event) => listeners.deliver(channelOf(merchantCode, memberId), event),
    subscribe(merchantCode, memberId, listener) {
      const { remove } = listeners.add(channelOf(merchantCode, memberId), listener)
      return () => void remove()
    },
    mayBeHeard: (merchantCode, memberId) => listeners.has(channelOf(merchantCode, memberId)),
    publishRoom: (merchantCode, room, event) => rooms.deliver(roomChannelOf(merchantCode, room), event),
    subscribeRoom(merchantCode, room, listener) {
      const { remove } = rooms.add(roomChannelOf(merchantCode, room), listener)
      return () => void remove()
    },
    // No other process: nothing to tell, nothing to hear.
    invalidations: { send: () => {}, listen: () => {} },
    close: async () => {},
  }
}

/**
 * Several processes: publish through Redis, deliver what arrives to this process's streams. `publisher` is any
 * connection; `subscriber` becomes a subscriber connection (Redis allows nothing else on it), subscribed to a
 * member's channel while this process holds one of their streams.
 */
export function redisEventBus(publisher: Redis, subscriber: Redis): MemberEventBus {
  const listeners = new LocalListeners()
  const rooms = new LocalListeners<unknown>()
  const invalidationListeners: Parameters<InvalidationTransport['listen']>[0][] = []
  subscriber.on('message', (channel: string, message: string) => {
    try {
      const parsed = JSON.parse(message)
      if (channel === INVALIDATIONS_CHANNEL) for (const receive of invalidationListeners) receive(parsed)
      else if (channel.startsWith(ROOM_PREFIX)) rooms.deliver(channel, parsed)
      else listeners.deliver(channel, parsed as MemberEvent)
    } catch {
      // Not ours, or not JSON: ignored.
    }
  })
  return {
    publish(merchantCode, memberId, event) {
      publisher.publish(channelOf(merchantCode, memberId), JSON.stringify(event)).catch(() => {
        // Best effort: the page reads the truth on its next balance call.
      })
    },
    subscribe(merchantCode, memberId, listener) {
      const channel = channelOf(merchantCode, memberId)
      const { first, remove } = listeners.add(channel, listener)
      if (first) subscriber.subscribe(channel).catch(() => {})
      return () => {
        if (remove()) subscriber.unsubscribe(channel).catch(() => {})
      }
    },
    mayBeHeard: () => true,
    publishRoom(merchantCode, room, event) {
      publisher.publish(roomChannelOf(merchantCode, room), JSON.stringify(event)).catch(() => {
        // Best effort: an open widget reads the room's history again when its stream reconnects.
      })
    },
    subscribeRoom(merchantCode, room, listener) {
      const channel = roomChannelOf(merchantCode, room)
      const { first, remove } = rooms.add(channel, listener)
      if (first) subscriber.subscribe(channel).catch(() => {})
      return () => {
        if (remove()) subscriber.unsubscribe(channel).catch(() => {})
      }
    },
    invalidations: {
      send(message) {
        // A lost message leaves another process's cache stale until its entries expire (seconds).
        publisher.publish(INVALIDATIONS_CHANNEL, JSON.stringify(message)).catch(() => {})
      },
      listen(receive) {
        if (!invalidationListeners.length) subscriber.subscribe(INVALIDATIONS_CHANNEL).catch(() => {})
        invalidationListeners.push(receive)
      },
    },
    async close() {
      subscriber.disconnect()
    },
  }
}
