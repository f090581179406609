/**
 * The server process (`npm start` runs `node --import tsx src/server/main.ts`).
 *
 * Environment: PORT (3000), HOST (0.0.0.0), PORTICO_DATA_DIR (.data; PGlite lives in <dir>/pglite),
 * DATABASE_URL (PostgreSQL instead of PGlite), REDIS_URL (shared rate-limit counts), PORTICO_MERCHANT_DIRS (colon-separated directories of merchant
 * JSON; default src/config/merchants), PORTICO_STATIC_DIR (dist/portal), PORTICO_TRUST_PROXY (true, a hop
 * count, or proxy addresses/CIDRs, comma-separated), PORTICO_DEV_CAPTCHA_OUTBOX (1: captcha answers go to the outbox
 * too; development and end-to-end tests only, refused with NODE_ENV=production), PORTICO_SOCIAL_* (social login's
 * provider credentials and sandbox; see domain/social/settings.ts), PORTICO_PAYMENT_SANDBOX and
 * PORTICO_PAYMENT_SANDBOX_SECRET (the sandbox payment provider; config.ts), PORTICO_OPERATOR_KEY (the operators' API),
 * PORTICO_DEMO_PLAY (0: a new database's seed leaves out the demo team's play).
 *
 * Order: load and check merchants (refuse to start on any error), open the database, migrate, seed, listen.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { buildServer } from './app'
import { DEV_CAPTCHA_OUTBOX_WARNING, readSettings, type ProcessSettings } from './config'
import type { Database } from './db/database'
import { migrate } from './db/migrate'
import { openDatabase } from './db/open'
import { loadMerchants, MerchantConfigError } from './merchants/load'
import type { MerchantRegistry } from './merchants/registry'
import { cryptoRandom, systemClock } from './runtime'
import { seed } from './seed'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts'
import { loadKeyStore } from './crypto/keys'
import { createSecretBox, loadDataKey } from './crypto/secretBox'
import { OutboxSender } from './domain/notify/sender'
import { inProcessEventBus, redisEventBus } from './domain/events/bus'
import { expireDeposits } from './domain/money/deposits'
import { autoConfirmWithdrawals } from './domain/money/withdrawals'
import { lotteryRoundsJob } from './jobs/lottery'
import { pointsAccrualJob } from './jobs/points'
import { startJobs } from './jobs/scheduler'
import { teamRollupJob, wagesJob } from './jobs/agents'

/** A browsable address per merchant: its first concrete domain (patterns like *.example.com can't be opened). */
export function merchantUrls(merchants: MerchantRegistry, port: number): { code: string; name: string; url: string | null }[] {
  return merchants.merchants.map(({ config }) => {
    const domain = config.domains.find((d) => !d.includes('*'))
    return { code: config.code, name: config.name, url: domain ? `http://${domain}${port === 80 ? '' : `:${port}`}` : null }
  })
}

async function start(settings: ProcessSettings): Promise<void> {
  if (settings.devCaptchaOutbox) console.warn(DEV_CAPTCHA_OUTBOX_WARNING)
  let merchants: MerchantRegistry
  try {
    merchants = await loadMerchants(settings.merchantDirs)
  } catch (error) {
    if (error instanceof MerchantConfigError) {
      console.error(`Portico cannot start: ${error.message}`)
      console.error('Fix the file(s) above and start again. Nothing was started.')
      process.exit(1)
    }
    throw error
  }

  // The data directory keeps the embedded database, the body-encryption key and the message outbox.
  mkdirSync(settings.dataDir, { recursive: true })
  const keys = await loadKeyStore({ file: join(settings.dataDir, 'keys', 'encryption.pem'), warn: (message) => console.warn(message) })
  const dataKey = await loadDataKey({ file: join(settings.dataDir, 'keys', 'data.key') })
  const outbox = join(settings.dataDir, 'outbox.jsonl')
  const outboxSender = new OutboxSender(outbox, systemClock)
  const db: Database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir })
  const applied = await migrate(db)
  const seeded = await seed(db, merchants, systemClock, undefined, { teamActivity: settings.demoPlay, secrets: createSecretBox(dataKey.key) })

  // Shared rate-limit counts across processes; a Redis that goes away must not take the portal with it.
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined
  redis?.on('error', (error) => console.error(`Redis (${settings.redisUrl}): ${error.message}`))
  // Members' events (a deposit credited) reach their pages on whichever process holds the stream: through Redis
  // pub/sub when there is one (a subscriber needs a connection of its own), else within this process.
  const events = redis ? redisEventBus(redis, redis.duplicate()) : inProcessEventBus()
  const app = buildServer({
    events,
    payments: { sandboxSecret: settings.paymentSandboxSecret },
    operatorKey: settings.operatorKey,
    vendorSecret: (code) => settings.vendorSecrets[code],
    houseVendorSecret: settings.houseVendorSecret,
    vendorLaunchUrl: (code) => settings.vendorLaunchUrls[code],
    houseStaticDir: settings.houseStaticDir,
    houseMinCycleMs: settings.houseMinCycleMs,
    houseTables: { pace: settings.houseTablePace },
    rateLimit: { redis, perMinute: settings.rateLimitPerMinute },
    db,
    clock: systemClock,
    random: cryptoRandom,
    merchants,
    staticDir: settings.staticDir,
    keys,
    dataKey: dataKey.key,
    sender: outboxSender,
    devCaptchaOutbox: settings.devCaptchaOutbox ? outboxSender : undefined,
    trustProxy: settings.trustProxy,
    social: settings.social,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now.`)
      process.exit(1)
    }
    closing = true
    console.log(`\n${signal} received: finishing open requests and closing.`)
    try {
      jobs.stop()
      await app.close()
      await events.close()
      await db.close()
      redis?.disconnect()
      process.exit(0)
    } catch (error) {
      console.error('Shutdown failed:', error)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  // Jobs: each runs at start (catching up on whatever came due while the server was down), then on its interval.
  const jobs = startJobs(db, [
    { name: 'deposits.expire', everyMs: 60_000, run: () => expireDeposits({ db, clock: systemClock, events }, merchants) },
    { name: 'withdrawals.autoConfirm', everyMs: 60_000, run: () => autoConfirmWithdrawals({ db, clock: systemClock }) },
    teamRollupJob({ db, merchants }),
    wagesJob({ db, merchants, events }, systemClock, settings.wagesEverySeconds === undefined ? undefined : settings.wagesEverySeconds * 1000),
    lotteryRoundsJob({ db, clock: systemClock, random: cryptoRandom, merchants, secrets: createSecretBox(dataKey.key), events }),
    pointsAccrualJob({ db, merchants }, systemClock),
  ], (name, error) => console.error(`Job ${name} failed: ${error instanceof Error ? error.message : String(error)}`))

  await app.listen({ port: settings.port, host: settings.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : settings.port

  const lines = [
    '',
    `Portico is running (database: ${db.kind === 'pglite' ? `PGlite in ${settings.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}; rate limits: ${redis ? 'Redis (REDIS_URL)' : 'in this process'}).`,
    applied.length ? `  Migrations applied: ${applied.join(', ')}` : '  Database schema up to date.',
    seeded.length ? `  Demo data written: ${seeded.join(', ')}` : '  Demo data already present.',
    '',
    '  Merchants:',
    ...merchantUrls(merchants, port).map(({ code, name, url }) => `    ${code.padEnd(10)} ${name.padEnd(20)} ${url ?? '(no concrete domain)'}`),
    '',
    `  Demo accounts (demo merchant), password ${DEMO_PASSWORD} unless noted:`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(14)} ${a.defaultPassword ? `(default password from the merchant config) ` : ''}${a.role}${a.openingBalance ? `, opening balance ${a.openingBalance}` : ''}`),
    ...(settings.paymentSandboxSecret ? ['  Deposits go through the sandbox payment provider: its page, opened from the deposit, approves or declines.'] : []),
    `  SMS and e-mail codes are written to ${outbox} (one JSON line per message), not sent.`,
    ...(settings.devCaptchaOutbox ? [`  Captcha answers are written there too (PORTICO_DEV_CAPTCHA_OUTBOX).`] : []),
    `  Body-encryption key: ${keys.source.kind === 'env' ? 'from PORTICO_ENCRYPTION_PRIVATE_KEY' : keys.source.kind === 'file' ? `${keys.source.path}${keys.source.created ? ' (created now)' : ''}` : 'in memory'}`,
    existsSync(join(settings.staticDir, 'index.html'))
      ? `  Portal: ${settings.staticDir}`
      : `  Portal: not built (${settings.staticDir} has no index.html); pages answer 503 until \`npm run build\` runs. The API works.`,
    '',
  ]
  console.log(lines.join('\n'))
}

// Settings are read inside the promise, so a bad variable ends the process with its message, not a stack trace.
Promise.resolve().then(() => start(readSettings())).catch((error: unknown) => {
  console.error('Portico failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
