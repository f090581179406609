/**
 * What the book stands to lose on a match, so that a bet taking a market or a match past the merchant's cap is
 * refused. A market's worst case is its worst selection: what every bet on that selection would win, less the risk
 * of the singles on the market's other selections (which the book keeps then). A parlay counts its whole profit
 * against each of its legs' selections and no stake elsewhere: the book cannot know which leg decides it, so it
 * assumes the worst on each. A match's worst case is the sum of its markets' (markets of one match move together,
 * and a sum never understates).
 */
export interface ExposureLeg {
  betId: bigint
  kind: 'single' | 'parlay'
  risk: bigint
  toWin: bigint
  eventId: string
  market: string
  selection: string
}

export interface Exposure {
  /** Worst case per `eventId|market`. */
  markets: Map<string, bigint>
  /** Worst case per eventId. */
  matches: Map<string, bigint>
}

export function exposureOf(legs: readonly ExposureLeg[]): Exposure {
  const byMarket = new Map<string, ExposureLeg[]>()
  for (const leg of legs) {
    const key = `${leg.eventId}|${leg.market}`
    const list = byMarket.get(key)
    if (list) list.push(leg)
    else byMarket.set(key, [leg])
  }
  const markets = new Map<string, bigint>()
  const matches = new Map<string, bigint>()
  for (const [key, list] of byMarket) {
    const selections = new Set(list.map((leg) => leg.selection))
    let worst = 0n
    for (const selection of selections) {
      let loss = 0n
      for (const leg of list) {
        if (leg.selection === selection) loss += leg.toWin
        else if (leg.kind === 'single') loss -= leg.risk
      }
      if (loss > worst) worst = loss
    }
    markets.set(key, worst)
    const eventId = key.slice(0, key.indexOf('|'))
    matches.set(eventId, (matches.get(eventId) ?? 0n) + worst)
  }
  return { markets, matches }
}
