/**
 * The tables' server push: each open frame holds one event stream on its table, and every stream on a table hears
 * the same `round` event (a TableState) at the same moment: when it connects and at every change of phase. One
 * watcher per table and process reads the round (from memory while its phase lasts), so a hundred players cost
 * what one does.
 */
import type { TableState } from '../../../../contract/house'
import type { TableKind } from './kinds'
import type { TableRoundRow } from '../../../db/house/tableRounds'
import { currentRound, phaseAt, tableState, type TableServices } from './service'

type Listener = (state: TableState) => void

interface Channel {
  listeners: Set<Listener>
  round: TableRoundRow | null
  sent: string | null
  last: TableState | null
  timer: ReturnType<typeof setInterval>
  busy: boolean
}

/** How often a watched table looks at the clock: the phase shows within this of its change. */
const TICK_MS = 200

export class TableChannels {
  private readonly channels = new Map<string, Channel>()

  constructor(private readonly services: TableServices) {}

  /** Listens to a table; the first event comes at once. Call the answer to stop. */
  listen(kind: TableKind, key: { merchantCode: string; gameId: string }, listener: Listener): () => void {
    const id = `${key.merchantCode}:${key.gameId}`
    let channel = this.channels.get(id)
    if (!channel) {
      const created: Channel = { listeners: new Set(), round: null, sent: null, last: null, busy: false, timer: setInterval(() => void this.tick(kind, key, created), TICK_MS) }
      created.timer.unref?.()
      this.channels.set(id, (channel = created))
      void this.tick(kind, key, created)
    } else if (channel.last) {
      // Stamped now: the frame sets its clock by serverTime.
      listener({ ...channel.last, serverTime: this.services.clock.now().toISOString() })
    }
    channel.listeners.add(listener)
    return () => {
      channel.listeners.delete(listener)
      if (channel.listeners.size === 0) {
        clearInterval(channel.timer)
        this.channels.delete(id)
      }
    }
  }

  close(): void {
    for (const channel of this.channels.values()) clearInterval(channel.timer)
    this.channels.clear()
  }

  private async tick(kind: TableKind, key: { merchantCode: string; gameId: string }, channel: Channel): Promise<void> {
    if (channel.busy) return
    channel.busy = true
    try {
      const now = this.services.clock.now()
      if (!channel.round || phaseAt(channel.round, now) === 'over') channel.round = await currentRound(this.services, kind, key)
      const phase = phaseAt(channel.round, now)
      const mark = `${channel.round.roundNo}:${phase}`
      if (mark === channel.sent) return
      const state = await tableState(this.services, kind, key, channel.round)
      channel.sent = mark
      channel.last = state
      for (const listener of channel.listeners) listener(state)
    } catch {
      // The database did not answer this time: the next tick tries again.
    } finally {
      channel.busy = false
    }
  }
}
