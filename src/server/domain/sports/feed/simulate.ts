/**
 * The simulator's entry point: a spec (checked) to the whole match its seed makes, by the sport's model. Pure: the
 * same spec always gives the same script, which the feed then reads at any instant (timeline.ts stateAt, markets.ts
 * marketsAt) with the clock the caller injects.
 */
import { simulateBasketball } from './basketball'
import { simulateCricket } from './cricket'
import { simulateEsports } from './esports'
import { simulateFootball } from './football'
import { simulateTennis } from './tennis'
import { checkSpec } from './timeline'
import type { MatchScript, MatchSpec } from './types'

export function simulate(spec: MatchSpec): MatchScript {
  checkSpec(spec)
  switch (spec.sport) {
    case 'football':
      return simulateFootball(spec)
    case 'basketball':
      return simulateBasketball(spec)
    case 'tennis':
      return simulateTennis(spec)
    case 'cricket':
      return simulateCricket(spec)
    case 'moba':
    case 'shooter':
      return simulateEsports(spec)
  }
}
