/**
 * A bet on the book (`placeBet`): a single, or a parlay of 2 to 10 legs on different matches, struck at the prices
 * the book offers at this second (programme.ts), as the player's odds-change choice allows:
 * - `none`: every leg at the slip's price; `higher`: at the slip's price or a longer one; `any`: at whatever it is.
 *   Otherwise `sports.price.changed`, with every leg's price now, and nothing happens.
 * - Its terms from the core (contract/sports/odds.ts betTerms, settle.ts parlayTerms): at a negative Malay or
 *   Indonesian price a single's slip amount is what it wins, and the wallet debits the risk.
 * - Limits: the risk within the merchant's min and max, the return within its max per bet and, with the member's
 *   other bets placed today (UTC), within its max per member per day; each market's and match's worst case within
 *   its cap (liability.ts), checked under the matches' row locks so two bets cannot both pass.
 * - A leg on a match in play holds the bet `pending` for the merchant's delay (default 5 s); settle.ts accepts it
 *   then only if no event or suspension came in between and every price still stands, else refunds it.
 *
 * Money: the bet is written (`placing`), then its risk is taken over the vendor protocol (`bet`, round `sb-<id>`,
 * txn `sb-<id>-bet`); a refusal deletes it and answers why; no answer rolls the stake back and deletes it. A bet
 * left `placing` by a crash is rolled back by the job (settle.ts). The same idempotency key answers the first bet
 * and moves nothing; with another slip it is `idempotency.key.reused`.
 */
import { toMajorString, toMinorUnits } from '../../../../contract/money'
import type { SportsBetAnswer, SportsBetRequest, SportsLegRequest } from '../../../../contract/sportsbook'
import { SportsError } from '../../../../contract/sports/errors'
import { toQuote, betTerms, type BetTerms, type Quote } from '../../../../contract/sports/odds'
import { parlayTerms } from '../../../../contract/sports/settle'
import { betById, betByKey, deletePlacingBet, exposureOn, insertBet, memberReturnsSince, moveBet, type BetRow, type NewBet } from '../../../db/sports/bets'
import { eventsByIds, lockEvents, type SportsEventRow } from '../../../db/sports/events'
import { AppError } from '../../../errors'
import { WalletRefusal } from '../../../games/house/server/walletClient'
import { DAY_MS, type FeedMarket } from '../feed'
import { exposureOf } from './liability'
import { bookInstant, type Programmes } from './programme'
import { BOOK_SPORTS_OF, walletError, type BookSession } from './session'
import type { BookServices } from './services'
import { bookSettings } from './settings'
import { betView } from './views'

export const betRound = (id: bigint) => `sb-${id}`
export const betTxn = (id: bigint) => `sb-${id}-bet`

interface Struck {
  request: SportsLegRequest
  event: SportsEventRow
  market: FeedMarket
  price: number
  inPlay: boolean
}

/** Thrown inside the transaction when the member's key is taken. */
const REPLAY = Symbol('sports bet replay')

function stakeOf(text: string, decimals: number): bigint {
  try {
    const stake = toMinorUnits(text, decimals, { negative: false, zero: false })
    if (stake > 0n) return stake
  } catch {
    // answered below
  }
  throw new AppError('sports.bet.invalid', `The stake ${text} is not an amount.`, { field: '/stake' })
}

/** Each leg's market and price now, or why the slip cannot be struck as it is. */
async function strike(services: BookServices, programmes: Programmes, session: BookSession, body: SportsBetRequest, at: number): Promise<Struck[]> {
  const { config } = session
  const ids = [...new Set(body.legs.map((leg) => leg.eventId))]
  if (body.legs.length > 1 && ids.length < body.legs.length) throw new AppError('sports.parlay.legs.invalid', 'A parlay takes one leg per match.')
  const sports = BOOK_SPORTS_OF[session.book]
  const events = new Map((await eventsByIds(services.db, config.code, ids)).filter((event) => sports.includes(event.sport as never)).map((event) => [event.eventId, event]))
  const struck: Struck[] = []
  const changed: SportsLegRequest[] = []
  let suspended = false
  for (const request of body.legs) {
    const event = events.get(request.eventId)
    if (!event) throw new AppError('sports.event.not.found', `There is no match ${request.eventId} in this book.`, { eventId: request.eventId })
    const script = await programmes.scriptOf(config, event)
    const market = programmes.marketsAt(config, script, at).find((candidate) => candidate.key === request.market)
    const selection = market?.selections.find((candidate) => candidate.key === request.selection)
    if (!market || !selection || market.status === 'closed') {
      throw new AppError('sports.market.unavailable', `${request.market} ${request.selection} is not offered on ${request.eventId} now.`, { eventId: request.eventId, market: request.market })
    }
    if (market.status === 'suspended' || selection.price === null) {
      suspended = true
      continue
    }
    const now = selection.price
    const moved = body.oddsChange === 'none' ? now !== request.price : body.oddsChange === 'higher' ? now < request.price : false
    changed.push({ ...request, price: now })
    if (!moved) struck.push({ request, event, market, price: now, inPlay: at >= script.spec.startsAt })
  }
  if (suspended) throw new AppError('sports.market.suspended', 'A market on the slip is suspended; try again in a moment.')
  if (struck.length < body.legs.length) throw new AppError('sports.price.changed', 'A price on the slip has changed.', { legs: changed })
  return struck
}

function termsOf(body: SportsBetRequest, struck: readonly Struck[], stake: bigint): { quotes: Quote[]; terms: BetTerms } {
  try {
    const quotes = struck.map((leg) => toQuote(leg.price, body.oddsFormat))
    const terms = quotes.length === 1 ? betTerms(quotes[0], stake) : parlayTerms(stake, quotes)
    return { quotes, terms }
  } catch (error) {
    if (error instanceof SportsError) throw new AppError('sports.bet.invalid', error.message)
    throw error
  }
}

export async function placeBet(services: BookServices, programmes: Programmes, session: BookSession, body: SportsBetRequest): Promise<SportsBetAnswer> {
  const { config } = session
  const decimals = config.currency.decimals
  const money = (minor: bigint) => toMajorString(minor, decimals)
  const settings = bookSettings(config)
  const memberId = session.row.memberId
  const stake = stakeOf(body.stake, decimals)
  const fingerprint = JSON.stringify([body.legs.map((leg) => [leg.eventId, leg.market, leg.selection, leg.price]), stake.toString(), body.oddsFormat, body.oddsChange])

  const earlier = await betByKey(services.db, memberId, body.idempotencyKey)
  if (earlier) return replay(services, session, earlier, fingerprint)

  const now = services.clock.now()
  const struck = await strike(services, programmes, session, body, bookInstant(now))
  const { quotes, terms } = termsOf(body, struck, stake)
  if (terms.risk < settings.minStake) throw new AppError('sports.stake.below.min', `The least a bet risks is ${money(settings.minStake)}.`, { min: money(settings.minStake) })
  if (terms.risk > settings.maxStake) throw new AppError('sports.stake.above.max', `The most a bet risks is ${money(settings.maxStake)}.`, { max: money(settings.maxStake) })
  if (terms.potentialReturn > settings.maxPayout) throw new AppError('sports.payout.above.max', `The most a bet returns is ${money(settings.maxPayout)}.`, { max: money(settings.maxPayout) })

  const inPlay = struck.some((leg) => leg.inPlay)
  const bet: NewBet = {
    merchantCode: config.code, memberId, vendorCode: session.game.vendorCode, gameId: session.game.gameId, sessionSeal: services.secrets.seal(session.token),
    idempotencyKey: body.idempotencyKey, fingerprint, kind: struck.length === 1 ? 'single' : 'parlay', oddsFormat: body.oddsFormat, stake, risk: terms.risk,
    toWin: terms.toWin, placedAt: now, acceptAt: inPlay && settings.inPlayDelayMs > 0 ? new Date(now.getTime() + settings.inPlayDelayMs) : null,
    legs: struck.map((leg, i) => ({
      eventId: leg.event.eventId, market: leg.market.key, kind: leg.market.kind, scope: leg.market.scope, period: leg.market.period ?? null, unit: leg.market.unit,
      line: leg.market.line ?? null, selection: leg.request.selection, listed: leg.market.kind === 'correct-score' ? leg.market.selections.map((s) => s.key).filter((key) => key !== 'other') : null,
      price: leg.price, quote: quotes[i], inPlay: leg.inPlay,
    })),
  }
  const eventIds = struck.map((leg) => leg.event.eventId)
  let id: bigint
  try {
    id = await services.db.transaction(async (tx) => {
      await lockEvents(tx, config.code, eventIds)
      const exposure = exposureOf([
        ...(await exposureOn(tx, config.code, eventIds)),
        ...bet.legs.map((leg) => ({ betId: 0n, kind: bet.kind, risk: bet.risk, toWin: bet.toWin, eventId: leg.eventId, market: leg.market, selection: leg.selection })),
      ])
      for (const leg of bet.legs) {
        if ((exposure.markets.get(`${leg.eventId}|${leg.market}`) ?? 0n) > settings.marketLiability || (exposure.matches.get(leg.eventId) ?? 0n) > settings.matchLiability) {
          throw new AppError('sports.liability.reached', 'The book takes no more on this market now; try a smaller stake.', { eventId: leg.eventId, market: leg.market })
        }
      }
      const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS)
      if ((await memberReturnsSince(tx, memberId, dayStart)) + terms.potentialReturn > settings.maxPayoutPerMemberDay) {
        throw new AppError('sports.daily.limit.reached', `Your bets today may return at most ${money(settings.maxPayoutPerMemberDay)} together.`)
      }
      const inserted = await insertBet(tx, bet)
      if (inserted === null) throw REPLAY
      return inserted
    })
  } catch (error) {
    if (error !== REPLAY) throw error
    const first = await betByKey(services.db, memberId, body.idempotencyKey)
    if (!first) throw new Error('sports bet vanished after a key conflict', { cause: error })
    return replay(services, session, first, fingerprint)
  }
  await takeStake(services, session, id, terms.risk, money)
  const status = bet.acceptAt ? 'pending' : 'open'
  await moveBet(services.db, id, 'placing', status)
  return answer(services, session, id, false)
}

/** The risk leaves the wallet, or the bet is forgotten and the refusal answered. */
async function takeStake(services: BookServices, session: BookSession, id: bigint, risk: bigint, money: (minor: bigint) => string): Promise<void> {
  try {
    await services.wallet.bet(session.game.vendorCode, { sessionToken: session.token, txnId: betTxn(id), roundId: betRound(id), amount: money(risk) })
  } catch (error) {
    // No answer: the bet may have landed; a rollback gives it back (or refuses it, should it land later).
    if (!(error instanceof WalletRefusal) || error.status >= 500) {
      await services.wallet.rollback(session.game.vendorCode, { sessionToken: session.token, txnId: `${betTxn(id)}-undo`, refTxnId: betTxn(id) }).catch(() => undefined)
    }
    await deletePlacingBet(services.db, id)
    throw walletError(error)
  }
}

async function replay(services: BookServices, session: BookSession, first: BetRow, fingerprint: string): Promise<SportsBetAnswer> {
  if (first.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
  return answer(services, session, first.id, true)
}

export async function answer(services: BookServices, session: BookSession, id: bigint, replayed: boolean): Promise<SportsBetAnswer> {
  const row = await betById(services.db, id)
  if (!row) throw new Error(`sports bet ${id} vanished`)
  const events = new Map((await eventsByIds(services.db, session.config.code, row.legs.map((leg) => leg.eventId))).map((event) => [event.eventId, event]))
  const balance = await services.wallet.balance(session.game.vendorCode, session.token).then((reply) => reply.balance, (error: unknown) => { throw walletError(error) })
  // The bet's answer carries no cash-out offer (the member's bets list does, refreshed as prices move).
  return { bet: betView(row, events, session.config.currency.decimals, null), balance, replayed }
}
