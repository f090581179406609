/**
 * The V2 launch (`/wps/game/launchGame`, spec section 3): opens a game session on the game's vendor for the member
 * and answers the address the portal frames. In one transaction: when the launch asks for it (confirmTrans 1), the
 * member's money moved to the wallet the game plays from (a transfer-wallet vendor's own, or main), the balance check against the game's smallest bet, the
 * session (its token is answered once, inside the address, and kept only as a hash), and the game's place among
 * the member's recent games. Refused, changing nothing: an unknown game (`game.not.found`), a vendor in maintenance
 * (`vendor.under.maintenance`, with its window), too little to play with (`launch.balance.not.enough`).
 */
import { toMajorString } from '../../../contract/money'
import type { LaunchGame, LaunchGameQuery } from '../../../contract/schemas/games'
import type { MerchantConfig } from '../../../config/schema'
import type { Database, Queryable } from '../../db/database'
import { touchRecent } from '../../db/games/catalogue'
import { insertGameSession, type PlayWalletKind } from '../../db/games/vendorProtocol'
import { memberAccounts } from '../../db/money/ledger'
import { AppError } from '../../errors'
import type { GameAdapter } from '../../games/adapters'
import type { Principal } from '../../plugins/contract'
import type { RandomSource } from '../../runtime'
import { isTrialAccount } from '../money/amounts'
import { transfer, type Wallet } from '../money/movements'
import { merchantWallet } from '../money/wallets'
import { inMaintenance, nameIn, readCatalogue } from './catalogue'
import { gameTokenHash } from './vendorProtocol'

/** How long a game session lasts at most (a long evening's play; it ends sooner with the portal session that launched it); a new launch makes a new one. */
export const GAME_SESSION_HOURS = 12

export interface LaunchServices {
  db: Database
  random: RandomSource
  /** The adapter of each kind of vendor (`game_vendors.adapter`). */
  adapters: Record<'house' | 'http', GameAdapter>
}

export interface LaunchCall {
  config: MerchantConfig
  principal: Principal
  /** The language the game opens in (the Language header's, else the merchant's default). */
  language: string
  ip: string
  now: Date
}

/** One of the merchant's launch hosts, at random (spec section 9); '' (this server) when it lists none. */
function launchHosts(config: MerchantConfig, random: RandomSource): [string, string | undefined] {
  const hosts = config.cdn.launchGame.length ? config.cdn.launchGame : ['']
  const first = random.int(hosts.length)
  const second = hosts.length > 1 ? hosts[(first + 1 + random.int(hosts.length - 1)) % hosts.length] : undefined
  return [hosts[first], second]
}

async function balanceOf(tx: Queryable, config: MerchantConfig, memberId: number, wallet: PlayWalletKind, vendorCode: string): Promise<bigint> {
  const accounts = await memberAccounts(tx, { merchantCode: config.code, currency: config.currency.code }, memberId)
  return accounts.find((a) => a.kind === wallet && (wallet !== 'vendor' || a.vendorCode === vendorCode))?.balance ?? 0n
}

export async function launchGame(services: LaunchServices, call: LaunchCall, query: LaunchGameQuery): Promise<LaunchGame> {
  const { config, principal, now } = call
  const catalogue = await readCatalogue(services.db, config.code)
  const game = catalogue.games.find((row) => row.nodeId.toString() === query.nodeId)
  const named = query.gameId ?? query.roomId
  if (!game || (named !== undefined && named !== game.gameId)) throw new AppError('game.not.found')
  const vendor = catalogue.vendorByCode.get(game.vendorCode)
  if (!vendor) throw new AppError('game.not.found')
  if (inMaintenance(vendor, now)) {
    throw new AppError('vendor.under.maintenance', `${vendor.name} is under maintenance.`, {
      vendorCode: vendor.code,
      from: vendor.maintenanceFrom?.toISOString(),
      until: vendor.maintenanceUntil?.toISOString(),
    })
  }

  // A trial account plays its play credit, whatever it asks; a member asking for free play has none to play.
  const trial = isTrialAccount(principal)
  if (!trial && query.accountType === '0') throw new AppError('in_need_true_account', 'Free play is for trial accounts.')
  const transferWallet = !trial && merchantWallet(config).vendors.some((v) => v.vendorCode === vendor.code)
  const wallet: PlayWalletKind = trial ? 'trial' : transferWallet ? 'vendor' : 'main'

  const token = Buffer.from(services.random.bytes(32)).toString('base64url')
  const [host, secondHost] = launchHosts(config, services.random)
  const adapter = services.adapters[vendor.adapter]
  const launchRequest = { vendorCode: vendor.code, gameId: game.gameId, sessionToken: token, language: call.language, trial }
  const address = adapter.launch({ ...launchRequest, host })
  if (!address) throw new AppError('game.not.found', `${vendor.name} is not connected.`)
  const expiresAt = new Date(now.getTime() + GAME_SESSION_HOURS * 3_600_000)
  const tokenHash = gameTokenHash(token)

  const transferred = await services.db.transaction(async (tx) => {
    // confirmTrans 1: the member's money goes where this game plays: every other wallet (main, or another vendor's)
    // into the play wallet. A trial account's play credit never moves.
    let moved = 0n
    if (wallet !== 'trial' && query.confirmTrans === '1') {
      const accounts = await memberAccounts(tx, { merchantCode: config.code, currency: config.currency.code }, principal.memberId)
      const target: Wallet = wallet === 'vendor' ? { kind: 'vendor', vendorCode: vendor.code } : { kind: 'main' }
      for (const account of accounts) {
        const isTarget = account.kind === target.kind && (target.kind !== 'vendor' || account.vendorCode === target.vendorCode)
        if (isTarget || account.balance <= 0n || (account.kind !== 'main' && account.kind !== 'vendor')) continue
        const from: Wallet = account.kind === 'vendor' ? { kind: 'vendor', vendorCode: account.vendorCode } : { kind: 'main' }
        await transfer(tx, {
          merchantCode: config.code, currency: config.currency.code, memberId: principal.memberId, amount: account.balance, from, to: target,
          idempotencyKey: `launch:${tokenHash}:${account.kind === 'vendor' ? account.vendorCode : 'main'}`, reference: `launch:${vendor.code}`,
          actor: `member:${principal.memberId}`, ip: call.ip, at: now,
        })
        moved += account.balance
      }
    }
    const playable = await balanceOf(tx, config, principal.memberId, wallet, vendor.code)
    if (playable < game.minBet) {
      throw new AppError('launch.balance.not.enough', 'The balance is less than this game’s smallest bet.', {
        minBet: toMajorString(game.minBet, config.currency.decimals),
        balance: toMajorString(playable, config.currency.decimals),
        wallet,
      })
    }
    await insertGameSession(tx, {
      tokenHash, merchantCode: config.code, memberId: principal.memberId, vendorCode: vendor.code, nodeId: game.nodeId, wallet, at: now, expiresAt,
      portalSessionId: principal.sessionId,
    })
    await touchRecent(tx, principal.memberId, game.nodeId, now)
    return moved
  })

  const second = secondHost === undefined ? undefined : adapter.launch({ ...launchRequest, host: secondHost })?.url
  return {
    content: {
      game_url: address.url,
      ...(second && second !== address.url ? { game_url2: second } : {}),
      vendorCode: vendor.code,
      gameName: nameIn(game.names, call.language, config) || game.gameId,
      wallet,
      transferred: toMajorString(transferred, config.currency.decimals),
      newWindow: address.newWindow,
      expiresAt: expiresAt.toISOString(),
    },
  }
}
