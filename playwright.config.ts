import { defineConfig } from '@playwright/test'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * End-to-end: the real server started the way `npm start` starts it (built portal, embedded PGlite in a fresh
 * data directory), plus the test merchants of tests/e2e/merchants (maintenance, region-restricted, IP-blocked, a fast
 * lottery, open sign-up) on their own *.localhost hosts, which Chromium resolves to loopback.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317)
const TIME_SCALE = Number(process.env.E2E_TIME_SCALE ?? 1)
/**
 * The journeys' own PGlite directory, beside `npm start`'s (.data/ is git-ignored), emptied at the start of every
 * run so each run starts from a fresh database. Only the runner process empties it: Playwright's workers load this
 * file too, while the server is already using the directory.
 */
const dataDir = fileURLToPath(new URL(`.data/e2e-${PORT}`, import.meta.url))
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true })

export const baseURL = `http://localhost:${PORT}`
/** The operators' key the journeys' server is started with (a test value, never a deployment's). */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdefghij'
export const hostURL = (host: string) => `http://${host}:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts: each server's journeys get their own, so a run (one half of
  // `npm test`'s journeys) never deletes the other half's traces, nor the reports and logs the other suites write
  // beside it in test-results/.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits catch a hang; they never assert a speed. `npm test` runs the journeys in two parts side by side on a
  // 2-core machine, where a journey can take twice as long: it scales them (E2E_TIME_SCALE; tests/e2e/support.ts).
  timeout: 30_000 * TIME_SCALE,
  expect: { timeout: 10_000 * TIME_SCALE },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The same on every machine, whatever its TZ: the portal shows times in the browser's zone.
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 860 } } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/wps/system/status?url=localhost`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // Playwright starts the server with process.env plus this: DATABASE_URL must be blanked here, not left out, or
    // in CI (where it is set for the server suite) the journeys would run on the shared PostgreSQL database.
    env: {
      DATABASE_URL: '',
      // Like a fresh machine: rate-limit counts in the process, not in CI's shared Redis.
      REDIS_URL: '',
      // Every journey comes from one loopback address, so the per-visitor limits (20 logins a minute) would count
      // all of them as one person; the server suite tests the limits themselves (tests/server/rateLimit.test.ts).
      PORTICO_RATE_LIMIT_PER_MINUTE: '10000',
      PORT: String(PORT),
      // One log line per request would bury a failure in the CI log; warnings and errors still show.
      LOG_LEVEL: 'warn',
      PORTICO_DATA_DIR: dataDir,
      // The operators' API, which the withdrawal journey drives through `npm run operator`.
      PORTICO_OPERATOR_KEY: E2E_OPERATOR_KEY,
      PORTICO_MERCHANT_DIRS: 'src/config/merchants:tests/e2e/merchants',
      // The browser stands in for the CDN in front of a real deployment: its country header counts because it
      // comes from loopback, the one proxy this server trusts.
      PORTICO_TRUST_PROXY: 'loopback',
      // Each captcha's answer also goes to the outbox, so the captcha journey can answer it (refused in production).
      PORTICO_DEV_CAPTCHA_OUTBOX: '1',
      // The demo accounts without the demo team's two weeks of play: the games journey finds its own win on the
      // winner board, which the seeded players' bigger wins would fill; the agents journey counts its own team.
      PORTICO_DEMO_PLAY: '0',
      // The house tables' phases at the journeys' time scale: at the real pace a baccarat round shows its result
      // for 4 s, which two loaded lanes on two cores can spend before both screens have read it.
      PORTICO_HOUSE_TABLE_PACE: String(Math.min(5, TIME_SCALE)),
      // The wage job every 5 s instead of each minute: the contracts journey waits for a real-time window's payout.
      PORTICO_WAGES_EVERY_SECONDS: '5',
    },
  },
})
