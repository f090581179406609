/**
 * The platform server as a value: `buildServer(options)` returns a Fastify instance built only from what it is
 * given (database, clock, random source, merchants), so tests build as many as they like and nothing is global.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { Database } from './db/database'
import type { Merchant, MerchantRegistry } from './merchants/registry'
import { installCompression } from './delivery/compression'
import { startData } from './delivery/startData'
import { decideAccess } from './domain/system/access'
import { createNoticeReader } from './domain/content/noticeCache'
import { clientErrorResponse, frameworkErrors, installErrorHandler, sendError } from './plugins/errorHandler'
import { memoryKeyStore, type EncryptionKeyStore } from './crypto/keys'
import { createSecretBox } from './crypto/secretBox'
import { DatabaseCaptchaStore } from './db/verification/captchas'
import { DatabaseCodeStore } from './db/verification/codes'
import { createCodeIssuer } from './domain/notify/codes'
import { MemorySender, type MessageSender, type OutboxWriter } from './domain/notify/sender'
import { createCaptchaService, type CaptchaService, type CaptchaStore } from './domain/accounts/captcha'
import type { AccountServices } from './domain/accounts/login'
import { createPasswordHasher, type Argon2Params, type PasswordHasher } from './domain/accounts/passwords'
import { sessionAuthenticator } from './domain/accounts/sessions'
import { SOCIAL_LOGIN_OFF, type SocialSettings } from './domain/social/settings'
import { installContractHooks } from './plugins/contract'
import { bodyDecryptor } from './plugins/encryption'
import { installMerchantResolution } from './plugins/merchant'
import { installRateLimits, type RateLimitOptions } from './plugins/rateLimit'
import { trustedProxyCheck } from './proxy'
import { API_SECURITY_POLICY, BASE_SECURITY_HEADERS, contentSecurityPolicy, installSecurityHeaders, merchantImageOrigins, merchantLaunchOrigins } from './plugins/securityHeaders'
import { assetRoutes, seededBannerSlugs } from './routes/assets'
import { pwaRoutes } from './routes/pwa'
import { domainProbeSources } from './domain/system/domainRoute'
import { SEED_NOTICES } from './seed'
import { isPagePath, portalRoutes, type Portal } from './routes/portal'
import { apiRoutes } from './routes/api'
import { inProcessEventBus, type MemberEventBus } from './domain/events/bus'
import { shareInvalidations } from './db/readCache'
import { HOUSE_ARENA_STUDIOS, HOUSE_BOOK_STUDIOS, HOUSE_STUDIOS } from './games/house/catalogue'
import { checkSportsbookConfigs } from './domain/sports/book/settings'
import { bookRoutes } from './routes/sports/book'
import { cockfightRoutes } from './routes/sports/cockfight'
import { checkCockfightConfigs } from './domain/sports/cockfight/settings'
import { vendorProtocolRoutes } from './routes/games/vendorProtocol'
import { houseAdapter, httpAdapter } from './games/adapters'
import { installOpenApi, serveOpenApi } from './plugins/openapi'
import { houseRoutes } from './games/house/server/routes'
import { houseWallet, type WalletTransport } from './games/house/server/walletClient'
import type { LaunchServices } from './domain/games/launch'
import type { DepositServices } from './domain/money/deposits'
import { paymentProviders, type PaymentSettings } from './domain/money/paymentProviders'
import { cryptoRandom, type Clock, type RandomSource } from './runtime'
import { checkLotteryConfigs } from './domain/lottery/settings'

export interface ServerOptions {
  db: Database
  clock: Clock
  random: RandomSource
  merchants: MerchantRegistry
  /** Directory of the built portal (`dist/portal`); without it the server answers the API only. */
  staticDir?: string
  /** Fastify's `trustProxy`: a hop count or the proxies' addresses/CIDRs. Decides `request.ip` and whether country headers count. */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** Rate limits: a Redis client to share counts between processes (REDIS_URL); tests set one tiny limit. */
  rateLimit?: RateLimitOptions
  /** How long a request (30 s) and its headers (15 s) may take to arrive; tests shorten them. */
  timeouts?: { requestMs?: number; headersMs?: number }
  /** Where SMS and e-mail go (verification codes); default: kept in memory, for tests. `npm start` uses the outbox file. */
  sender?: MessageSender
  /** The key pair encrypted bodies are opened with; default: one made in memory on first use (tests). */
  keys?: EncryptionKeyStore
  /** argon2id parameters; the defaults are the minimum allowed (19 MiB, t = 2, p = 1). */
  argon2?: Argon2Params
  /** The key sealing stored secrets (crypto/secretBox.ts); default: a random one for this process (tests). */
  dataKey?: Uint8Array
  /** Where captcha answers wait (tests read them); default: the database, so every server process knows them. */
  captchaStore?: CaptchaStore
  /**
   * Development only (PORTICO_DEV_CAPTCHA_OUTBOX; config.ts refuses it in production): each captcha's answer is
   * also written here, channel `captcha`, to the captcha id, so an end-to-end journey can answer it.
   */
  devCaptchaOutbox?: OutboxWriter
  /**
   * Social login: the providers' credentials and whether the sandbox identity provider runs (main.ts reads them
   * from PORTICO_SOCIAL_*, domain/social/settings.ts). Default: no social login (no credentials, no sandbox).
   */
  social?: SocialSettings
  /** The password hasher itself (tests count its calls); default: argon2id with `argon2`. */
  passwordHasher?: PasswordHasher
  /**
   * Where members' events (balance after a movement) go to reach their open pages; default: this process only.
   * main.ts passes a Redis-backed bus when REDIS_URL is set, so every process's streams hear every event.
   */
  events?: MemberEventBus
  /**
   * Payments: the sandbox provider's signing secret (the sandbox runs, and serves its payment page, only with one)
   * and any further providers an operator has added. Default: no providers, so no channel can take a deposit.
   */
  payments?: PaymentSettings
  /** The operators' key (PORTICO_OPERATOR_KEY): the operators' API (`/ops/withdrawals`) is served only with one. */
  operatorKey?: string
  /**
   * The game vendors' shared secrets (the vendor protocol's signatures), by vendor code: main.ts reads
   * PORTICO_VENDOR_SECRET_<CODE>. The house vendor's studios use `houseVendorSecret` (PORTICO_HOUSE_VENDOR_SECRET;
   * default: a random one for this process, which is enough while one process serves).
   */
  vendorSecret?: (vendorCode: string) => string | undefined
  houseVendorSecret?: string
  /** An external vendor's launch address, by code (PORTICO_VENDOR_LAUNCH_URL_<CODE>); its games launch only with one. */
  vendorLaunchUrl?: (vendorCode: string) => string | undefined
  /** The house games' build (dist/house): the game frames' documents and assets. */
  houseStaticDir?: string
  /** The least time between two rounds of one house game session, in ms (PORTICO_HOUSE_MIN_CYCLE_MS; default 1500). */
  houseMinCycleMs?: number
  /**
   * The house tables (live baccarat, crash): `pace` scales their betting, deal and result phases (PORTICO_HOUSE_TABLE_PACE;
   * default 1, the real pace); `settleEveryMs` how often rounds that have played are settled (false: never by
   * itself, tests call settleDue).
   */
  houseTables?: { pace?: number; settleEveryMs?: number | false }
  /**
   * The house sportsbook: how often its job runs (false: never by itself; tests call `bookOf(app).tick`; default every
   * second), and the random source its days' seeds are drawn from (default the CSPRNG; a test seeds it to replay a
   * programme). Its own source, so the job's draws never shift another part's seeded sequence.
   */
  sportsbook?: { tickEveryMs?: number | false; random?: RandomSource }
  /**
   * The house cockfighting arena: how often its job runs (false: never by itself; tests call `cockfightOf(app).tick`;
   * default the sportsbook's, else every second) and the random source its days' seeds are drawn from.
   */
  cockfight?: { tickEveryMs?: number | false; random?: RandomSource }
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger']
}

/** The default minimum game cycle of the house games: a slot's reels take about this long to stop. */
export const DEFAULT_HOUSE_MIN_CYCLE_MS = 1500

export function buildServer(options: ServerOptions): FastifyInstance {
  const { db, clock, merchants } = options
  // A merchant whose lottery is wrong stops the server before it serves anything, every problem named at once.
  checkLotteryConfigs(merchants.merchants)
  checkSportsbookConfigs(merchants.merchants.map((merchant) => merchant.config))
  checkCockfightConfigs(merchants.merchants.map((merchant) => merchant.config))
  const basePolicy = contentSecurityPolicy()
  // Errors met before routing are answered with a JSON envelope: the API's policy suits them.
  const securityHeaders = { ...BASE_SECURITY_HEADERS, 'content-security-policy': API_SECURITY_POLICY }
  const timeouts = { requestMs: options.timeouts?.requestMs ?? 30_000, headersMs: options.timeouts?.headersMs ?? 15_000 }
  const app = Fastify({
    logger: redactingLogger(options.logger),
    trustProxy: options.trustProxy ?? false,
    // Bodies here are small JSON documents; anything larger is a mistake or an attack.
    bodyLimit: 256 * 1024,
    // `/wps/notice/` is the same call as `/wps/notice`.
    routerOptions: { ignoreTrailingSlash: true },
    // Unguessable request ids, so a log line can be quoted to support without exposing request counts.
    genReqId: requestIds(options.random),
    // A client that sends its request slowly is cut off rather than holding a connection open (slowloris): the
    // whole request within 30 s, its headers within 15 s, checked every second (Node's default is every 30 s).
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: (error, socket) => {
      if (socket.writable) socket.end(clientErrorResponse(error, securityHeaders))
      else socket.destroy(error)
    },
  })
  app.setValidatorCompiler(TypeBoxValidatorCompiler)
  // The forgot-password call is form-encoded (spec section 7): a flat form becomes the same object JSON would.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  installErrorHandler(app)
  installOpenApi(app)
  installCompression(app)
  installMerchantResolution(app, merchants)

  const policies = new Map(merchants.merchants.map((m) => [m.config.code, contentSecurityPolicy([...merchantImageOrigins(m.config), ...domainProbeSources(m.config)], merchantLaunchOrigins(m.config))]))
  const policyFor = (merchant: Merchant | null) => (merchant && policies.get(merchant.config.code)) ?? basePolicy
  installSecurityHeaders(app, policyFor)

  const isTrustedProxy = trustedProxyCheck(options.trustProxy ?? false)
  let keys: Promise<EncryptionKeyStore> | undefined
  const keyStore = () => (keys ??= options.keys ? Promise.resolve(options.keys) : memoryKeyStore())
  const sender = options.sender ?? new MemorySender(clock)
  const accounts: AccountServices = {
    db,
    clock,
    random: options.random,
    hasher: options.passwordHasher ?? createPasswordHasher(options.argon2, options.random),
    captcha: captchaService(options),
    codes: createCodeIssuer({ clock, random: options.random, sender, store: new DatabaseCodeStore(db, clock) }),
    sender,
    secrets: createSecretBox(options.dataKey ?? options.random.bytes(32)),
  }
  installContractHooks(app, { merchants, clock, isTrustedProxy, authenticator: sessionAuthenticator(db), decryptor: bodyDecryptor(keyStore) })
  const notices = createNoticeReader(db)
  app.addHook('onClose', async () => notices.close())
  installRateLimits(app, options.rateLimit)
  // Routes are added once the rate-limit plugin has loaded, so its hook sees every one of them.
  const events = options.events ?? inProcessEventBus()
  // The sessions and balances this process keeps are forgotten when another process changes them.
  shareInvalidations(db, events.invalidations)
  const deposits: DepositServices = { db, clock, random: options.random, events, providers: paymentProviders(options.payments) }
  const houseSecret = options.houseVendorSecret ?? Buffer.from(options.random.bytes(32)).toString('hex')
  const houseStudios = new Set([...HOUSE_STUDIOS, ...HOUSE_BOOK_STUDIOS, ...HOUSE_ARENA_STUDIOS].map((studio) => studio.code))
  app.after(() =>
    vendorProtocolRoutes(app, {
      seamless: { db, merchants, events },
      clock,
      vendorSecret: (code) => (houseStudios.has(code) ? houseSecret : options.vendorSecret?.(code)),
    }),
  )
  // The house vendor's game server: its frames' calls, played against the wallet over the vendor protocol (here
  // through Fastify's inject: the whole HTTP path, signature check included, without a socket).
  const houseWalletTransport: WalletTransport = {
    post: async (url, headers, payload) => {
      const response = await app.inject({ method: 'POST', url, headers, payload })
      return { status: response.statusCode, body: response.body }
    },
  }
  app.after(() =>
    houseRoutes(app, {
      staticDir: options.houseStaticDir,
      settleEveryMs: options.houseTables?.settleEveryMs,
      services: {
        db, merchants, clock, random: options.random, minCycleMs: options.houseMinCycleMs ?? DEFAULT_HOUSE_MIN_CYCLE_MS,
        wallet: houseWallet({ transport: houseWalletTransport, secret: houseSecret, clock }),
        secrets: accounts.secrets, pace: options.houseTables?.pace ?? 1,
      },
    }),
  )
  app.after(() =>
    bookRoutes(app, {
      tickEveryMs: options.sportsbook?.tickEveryMs,
      services: { db, merchants, clock, random: options.sportsbook?.random ?? cryptoRandom, secrets: accounts.secrets, wallet: houseWallet({ transport: houseWalletTransport, secret: houseSecret, clock }) },
    }),
  )
  app.after(() =>
    cockfightRoutes(app, {
      tickEveryMs: options.cockfight?.tickEveryMs ?? options.sportsbook?.tickEveryMs,
      services: { db, merchants, clock, random: options.cockfight?.random ?? cryptoRandom, secrets: accounts.secrets, wallet: houseWallet({ transport: houseWalletTransport, secret: houseSecret, clock }) },
    }),
  )
  const launch: LaunchServices = {
    db, random: options.random, adapters: { house: houseAdapter, http: httpAdapter(options.vendorLaunchUrl ?? (() => undefined)) },
  }
  app.after(() =>
    apiRoutes(app, {
      notices, accounts, keys: keyStore, social: options.social ?? SOCIAL_LOGIN_OFF, rateLimitPerMinute: options.rateLimit?.perMinute,
      deposits, events, paymentSandboxSecret: options.payments?.sandboxSecret,
      withdrawals: { db, clock, random: options.random, events, hasher: accounts.hasher }, merchants, operatorKey: options.operatorKey, launch,
      lottery: { db, clock, random: options.random, merchants, secrets: accounts.secrets },
    }),
  )

  app.after(() => serveOpenApi(app))
  assetRoutes(app, { merchants, bannerSlugs: seededBannerSlugs(Object.values(SEED_NOTICES).flat()) })
  // The installable web app: each merchant's manifest and icons, and the build's service worker.
  pwaRoutes(app, { staticDir: options.staticDir })
  const portal: Portal | undefined = options.staticDir
    ? portalRoutes(app, {
        staticDir: options.staticDir,
        policyFor,
        startData: (request, merchant, language) => {
          const now = clock.now()
          const access = decideAccess(merchant, { ip: request.ip, headers: request.headers, now, viaTrustedProxy: isTrustedProxy(request.socket.remoteAddress) })
          return startData({ notices, db }, { merchant, access, language, host: request.headers.host ?? '', now })
        },
      })
    : undefined

  app.setNotFoundHandler((request, reply) => {
    if (portal && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url)) return portal.sendPage(request, reply)
    const allowed = allowedMethods(app, request.url)
    if (allowed.length) return sendError(reply.header('allow', allowed.join(', ')), 'method.not.allowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}.`)
    return sendError(reply, 'not.found', `No ${request.method} ${request.url.split('?')[0].slice(0, 200)} here.`)
  })
  return app
}

/** Captchas kept in the database (or the given store), revealed to the development outbox when one is given. */
function captchaService({ db, clock, random, captchaStore, devCaptchaOutbox }: ServerOptions): CaptchaService {
  return createCaptchaService({
    clock,
    random,
    store: captchaStore ?? new DatabaseCaptchaStore(db, clock),
    reveal: devCaptchaOutbox
      ? ({ id, text, merchantCode }) =>
          devCaptchaOutbox.write({ channel: 'captcha', to: id, merchantCode: merchantCode ?? '', purpose: 'captcha', text: `Captcha answer: ${text}` })
      : undefined,
  })
}

/**
 * Query parameters whose values are credentials: a play session's token rides in its frame's address
 * (`/house/play/<game>?session=`, `/lottery-app/<view>?…&session=`, `/house-api/v1/table/events?session=`), a reset
 * link's token in its page's, OAuth's code and state in the social callback's, a payment page's signature in its own.
 */
const SECRET_PARAMS = ['session', 'sessionToken', 'token', 'code', 'state', 'sig', 'ticket']
/** A secret parameter's value, up to the next parameter, the end of the address, or the end of its JSON string. */
const SECRET_IN_URL = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"\\\\]+`, 'gi')
/** What a log line shows in place of a secret parameter's value. */
export const REDACTED = '[redacted]'

/** `text` with the value of every secret query parameter in it replaced by `REDACTED`. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_URL, `$1${REDACTED}`)
}

/**
 * The logger, when one is asked for, writing no credential: every line, once serialised, has each secret parameter's
 * value replaced before it is written. Done on the whole line rather than in the request serializer alone: besides
 * the access log's `req.url`, an error's message or stack and a plain message may quote a request's address (Fastify's
 * own do: a reply sent twice names its route's URL), and the error handler logs errors as they come.
 */
function redactingLogger(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  const options = logger === true ? {} : logger
  return { ...options, hooks: { ...options.hooks, streamWrite: (line) => redactSecrets(options.hooks?.streamWrite?.(line) ?? line) } }
}

/** Request ids of 8 random bytes, drawn from the random source 1 KB at a time (one draw per request is costly). */
function requestIds(random: RandomSource): () => string {
  let pool = Buffer.alloc(0)
  let at = 0
  return () => {
    if (at + 8 > pool.length) {
      pool = Buffer.from(random.bytes(1024))
      at = 0
    }
    at += 8
    return pool.toString('hex', at - 8, at)
  }
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

/** The methods a path answers to (for a 405's Allow header); none when the path itself is unknown. */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0]
  return METHODS.filter((method) => app.hasRoute({ method, url: path }))
}
