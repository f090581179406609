/**
 * Story fixture: a house API that answers from a script instead of the network, for the screen stories. Each call
 * takes the next answer of its list (the last one repeats); an answer that is an error code fails the call as the
 * server would (a HouseApiError carrying the code). A table's event stream plays its scripted steps, each `after`
 * ms after the one before. Never used by the app.
 */
import type { CrashCashOut, DiceRound, HouseSession, SlotsRound, TableBetAnswer, TableSnapshot, TableState } from '../../contract/house'
import { HouseApiError, type HouseApi, type TableWatcher } from '../api'

type Scripted<T> = T | { fail: string }

/** One step of a table's stream: a round's state, a break the browser reconnects from, or a refusal. */
export type TableStep = { after?: number } & ({ state: TableState } | { interrupt: true } | { close: true })

export interface StoryApiScript {
  /** The session answers in turn, or 'pending' for one that never comes. */
  session?: Scripted<HouseSession>[] | 'pending'
  spins?: Scripted<SlotsRound>[]
  rolls?: Scripted<DiceRound>[]
  /** The table's snapshots in turn. */
  tables?: Scripted<TableSnapshot>[]
  baccaratBets?: Scripted<TableBetAnswer>[]
  crashBets?: Scripted<TableBetAnswer>[]
  cashOuts?: Scripted<CrashCashOut>[]
  /** What the table's stream sends, each time it is opened. */
  events?: TableStep[]
}

function next<T>(list: Scripted<T>[] | undefined, index: number, what: string): Promise<T> {
  if (!list?.length) return Promise.reject(new Error(`the story scripted no ${what}`))
  const answer = list[Math.min(index, list.length - 1)]
  if (answer && typeof answer === 'object' && 'fail' in answer) return Promise.reject(new HouseApiError(answer.fail, answer.fail, 400))
  return Promise.resolve(answer as T)
}

/** Plays `steps` to `watcher`; answers the stop. */
function play(steps: TableStep[], watcher: TableWatcher): () => void {
  const timers: ReturnType<typeof setTimeout>[] = []
  let delay = 0
  for (const step of steps) {
    delay += step.after ?? 0
    timers.push(
      setTimeout(() => {
        if ('state' in step) watcher.onState(step.state)
        else if ('interrupt' in step) watcher.onInterrupted()
        else watcher.onClosed()
      }, delay),
    )
  }
  return () => timers.forEach(clearTimeout)
}

export interface StoryCalls {
  session: number
  spins: number
  rolls: number
  tables: number
  baccaratBets: number
  crashBets: number
  cashOuts: number
  watches: number
  /** The bodies of the bets placed, in order. */
  bets: object[]
}

/** A scripted house API (see the module comment). `calls` counts what the screen asked for. */
export function storyApi(script: StoryApiScript): HouseApi & { calls: StoryCalls } {
  const calls: StoryCalls = { session: 0, spins: 0, rolls: 0, tables: 0, baccaratBets: 0, crashBets: 0, cashOuts: 0, watches: 0, bets: [] }
  return {
    calls,
    session: () => {
      const index = calls.session++
      if (script.session === 'pending') return new Promise(() => undefined)
      return next(script.session, index, 'session')
    },
    balance: () => Promise.reject(new Error('not scripted')),
    slotsSpin: () => next(script.spins, calls.spins++, 'spins'),
    diceRoll: () => next(script.rolls, calls.rolls++, 'rolls'),
    table: () => next(script.tables, calls.tables++, 'table snapshots'),
    baccaratBet: (bet) => {
      calls.bets.push(bet)
      return next(script.baccaratBets, calls.baccaratBets++, 'baccarat bets')
    },
    crashBet: (bet) => {
      calls.bets.push(bet)
      return next(script.crashBets, calls.crashBets++, 'crash bets')
    },
    crashCashOut: () => next(script.cashOuts, calls.cashOuts++, 'cash-outs'),
    watchTable: (watcher) => {
      calls.watches++
      return play(script.events ?? [], watcher)
    },
  }
}
