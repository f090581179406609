/**
 * The member's events (the balance after a movement, a deposit's new state) on their way to every page the member
 * has open. In one process they go straight to the streams it holds; with REDIS_URL every process publishes to
 * Redis and each one delivers to its own streams, so a deposit confirmed by the process that got the provider's
 * callback reaches a page whose stream another process holds. Delivery is best effort: a page that missed an
 * event still reads the truth when it next asks (the balance call).
 */
import type { Redis } from 'ioredis'
import type { MemberEvent } from '../../../contract/schemas/money'

export type MemberEventListener = (event: MemberEvent) => void

export interface MemberEventBus {
  publish(merchantCode: string, memberId: number, event: MemberEvent): void
  /** Listens to one member's events; call the answer to stop. */
  subscribe(merchantCode: string, memberId: number, listener: MemberEventListener): () => void
  close(): Promise<void>
}

const channelOf = (merchantCode: string, memberId: number) => `portico:member-events:${merchantCode}:${memberId}`

/** The streams this process holds, by channel. */
class LocalListeners {
  private readonly byChannel = new Map<string, Set<MemberEventListener>>()

  add(channel: string, listener: MemberEventListener): { first: boolean; remove: () => boolean } {
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

  deliver(channel: string, event: MemberEvent): void {
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
  return {
    publish: (merchantCode, memberId, event) => listeners.deliver(channelOf(merchantCode, memberId), event),
    subscribe(merchantCode, memberId, listener) {
      const { remove } = listeners.add(channelOf(merchantCode, memberId), listener)
      return () => void remove()
    },
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
  subscriber.on('message', (channel: string, message: string) => {
    try {
      listeners.deliver(channel, JSON.parse(message) as MemberEvent)
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
    async close() {
      subscriber.disconnect()
    },
  }
}
