#!/usr/bin/env node
/**
 * `npm test`: everything, from a fresh clone. Installs what is missing (Chromium from Debian when absent and
 * running as root), builds the portal, then runs the suites in lanes side by side and prints one line per suite,
 * its ten slowest tests, what it skipped, and the total.
 *   checks lane:     lint, typecheck, unit, server (on PGlite, and PostgreSQL's tests that do not name it), a
 *                    quarter of the stories (in Chromium: play, axe, screenshots)
 *   browser lane:    bundle budget, the other three quarters of the stories
 *   late lanes:      then, once both are done, the end-to-end journeys in two parts side by side (Playwright
 *                    against `npm start`; each part its own server and database): a journey mostly waits; and,
 *                    when DATABASE_URL is set, the server suite's PostgreSQL tests (`server-pg`, at a lower CPU
 *                    priority), in the core the waiting journeys leave idle
 * The lanes share nothing (the journeys' server has its own port and data directory, and the server suite opens
 * its own databases): side by side, a run takes about the longest lane instead of the sum (docs/testing.md
 * "Keeping CI under 30 minutes").
 * `npm test -- unit server` runs only the named suites (`e2e` names the journeys' parts, `components` the stories');
 * `--serial` runs them one after another.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDependencies, ensurePortalBuild, root, run } from './lib/prepare.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const reports = join(root, 'test-results', 'reports')

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian\'s chromium package...')
    run('apt-get', ['update', '-qq'])
    if (run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0 && existsSync(CHROMIUM)) return
  }
  throw new Error(
    `Chromium was not found at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary. Browser downloads by Playwright are not used.',
  )
}

/** The first line of a failure message, without colour codes, so the summary names what broke in one line. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return plain.split('\n').map((l) => l.trim()).find(Boolean)?.slice(0, 240) ?? ''
}

/** The ten slowest tests of a suite, so a run's time can be read where it goes. */
function slowestOf(timed) {
  return timed.sort((a, b) => b.ms - a.ms).slice(0, 10)
}

/** A suite's results; with `only` (a pass's name pattern), the tests it leaves to the other pass are not "skipped". */
function vitestCounts(file, only) {
  if (!existsSync(file)) return undefined
  const r = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  const skipped = []
  const timed = []
  for (const testFile of r.testResults ?? []) {
    const name = testFile.name.replace(`${root}/`, '')
    const failedTests = (testFile.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failedTests) failures.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
    // A file that failed to load has no failed tests of its own; say so rather than hide it.
    if (testFile.status === 'failed' && !failedTests.length) failures.push(`${name}: ${firstLine(testFile.message)}`)
    for (const t of testFile.assertionResults ?? []) {
      if (t.status === 'skipped' || t.status === 'pending' || t.status === 'todo') {
        if (!only || only.test(t.fullName)) skipped.push(`${name} › ${t.fullName}`)
      }
      else if (typeof t.duration === 'number') timed.push({ name: `${name} › ${t.fullName}`, ms: t.duration })
    }
  }
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, failures, skipped, slowest: slowestOf(timed) }
}

function playwrightCounts(file) {
  if (!existsSync(file)) return undefined
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  const skipped = []
  const timed = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `${spec.file} › ${[...titles, spec.title].join(' › ')}`
        timed.push({ name: title, ms: (test.results ?? []).reduce((sum, res) => sum + (res.duration ?? 0), 0) })
        if (test.status === 'skipped') skipped.push(title)
        if (test.status === 'expected' || test.status === 'skipped') continue
        const error = test.results?.find((res) => res.error)?.error
        failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')} (${test.status}): ${firstLine(error?.message)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of suites ?? []) walk(suite, [])
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), failures, skipped, slowest: slowestOf(timed) }
}

/** A Vitest run of some projects, its JSON report named `report` (the first project's name unless told). */
const vitest = (projects, { report = projects[0], args = [], nice = false, only } = {}) => ({
  command: [
    nice ? 'nice' : 'npx',
    [...(nice ? ['-n', '10', 'npx'] : []), 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${report}.json`)}`],
  ],
  counts: () => vitestCounts(join(reports, `${report}.json`), only),
})

/** One of the stories' COMPONENT_PARTS parts (Vitest's --shard splits the files), in a lane of its own choosing. */
const COMPONENT_PARTS = 4
const componentsPart = (part, lane) => ({
  [`components-${part}`]: {
    lane,
    ...vitest(['components', 'dom'], { report: `components-${part}`, args: [`--shard=${part}/${COMPONENT_PARTS}`] }),
    // Each part its own pre-bundled dependencies (vitest.config.ts), since two may run at once.
    env: { PORTICO_VITE_CACHE: `components-${part}` },
  },
})

/**
 * The journeys in two parts of about equal time, by file (Playwright's --shard balances the number of tests, not their
 * time: its halves took 895 s and 561 s). The second part is these files; the first every other, so a new journey
 * runs in the first unless it is put here. From CI's timings (2026-11-30, with the engagement pages and the server
 * suite's PostgreSQL pass beside them): the files of the first summed 785 s, the second's 663 s, before the agency
 * notice, the announcements and the help centre moved here.
 */
const E2E_SECOND_PART = ['agency-notice', 'announcements', 'contracts-wages', 'fonts', 'help', 'layout', 'lottery', 'member', 'money', 'preferences', 'routes', 'site-states', 'sportsbook-play']
const E2E_PARTS = 2
const journeyFiles = readdirSync(join(root, 'tests', 'e2e')).filter((name) => name.endsWith('.spec.ts')).map((name) => name.replace(/\.spec\.ts$/, ''))
const e2eFilesOf = (part) => journeyFiles.filter((name) => E2E_SECOND_PART.includes(name) === (part === 2)).map((name) => `/${name}\\.spec\\.ts$`)
const e2ePart = (part) => ({
  [`e2e-${part}`]: {
    lane: `journeys-${part}`,
    late: true,
    command: ['npx', ['playwright', 'test', ...e2eFilesOf(part)]],
    // The parts share two cores: a journey's time limits are doubled (playwright.config.ts), not its expectations.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `e2e-${part}.json`), E2E_PORT: String(4316 + part), E2E_TIME_SCALE: '2' },
    counts: () => playwrightCounts(join(reports, `e2e-${part}.json`)),
  },
})

/**
 * The server suite's two passes, by test name: a block per backend names it (`'postgres'`, `(postgres)`), so the
 * two patterns split the suite exactly, each test in one pass. (Vitest's pattern is a case-sensitive RegExp:
 * "PostgreSQL" in a name does not match.)
 */
const POSTGRES_PASS = 'postgres'
const PGLITE_PASS = '^(?!.*postgres)'

const SUITES = {
  lint: { lane: 'checks', command: ['npx', ['eslint', '.', '--max-warnings=0']] },
  typecheck: { lane: 'checks', command: ['npm', ['run', '--silent', 'typecheck']] },
  unit: { lane: 'checks', ...vitest(['unit']) },
  // With DATABASE_URL set, the server suite runs its tests in two suites: those named for PostgreSQL (each backend's
  // block names its backend: tests/server/helpers.ts BACKENDS) late, as `server-pg`; every other one here. A block
  // whose tests are all filtered out opens no database (Vitest runs no hook of a block with nothing to run).
  server: { lane: 'checks', ...vitest(['server'], process.env.DATABASE_URL ? { args: ['--testNamePattern', PGLITE_PASS], only: new RegExp(PGLITE_PASS) } : {}) },
  ...(process.env.DATABASE_URL
    ? {
        // Late, beside the journeys, which leave about a core idle while they wait on their servers and browsers;
        // at a lower priority, so a journey's next step is never the one kept waiting (CI, 2026-11-30: the busy
        // lanes took 1,054 s with it in them, the journeys about 700 s at half a core each).
        'server-pg': { lane: 'server-pg', late: true, ...vitest(['server'], { report: 'server-pg', args: ['--testNamePattern', POSTGRES_PASS], only: new RegExp(POSTGRES_PASS), nice: true }) },
      }
    : {}),
  // Before the lanes start: the budget and the journeys read the build, and nothing may read it half-written.
  build: { lane: 'first', action: () => (ensurePortalBuild(), 0) },
  budget: { lane: 'browser', ...vitest(['budget']) },
  // The stories in four parts: one after the server suite, three in the browser lane, so the two lanes end together.
  ...componentsPart(1, 'checks'),
  ...componentsPart(2, 'browser'),
  ...componentsPart(3, 'browser'),
  ...componentsPart(4, 'browser'),
  // The journeys in two parts, side by side once the busy lanes are done, each against its own server on its own
  // port with its own fresh database (E2E_PORT: playwright.config.ts), so the parts share nothing. A journey mostly
  // waits (on its server, its browser, a table's next phase): about half a core each. Three parts put the load
  // average at 20 and a baccarat journey past six minutes.
  ...e2ePart(1),
  ...e2ePart(2),
}

const GROUPS = {
  // `npm test -- server` runs the whole server suite, both passes.
  server: ['server', ...(process.env.DATABASE_URL ? ['server-pg'] : [])],
  e2e: Array.from({ length: E2E_PARTS }, (_, i) => `e2e-${i + 1}`),
  components: Array.from({ length: COMPONENT_PARTS }, (_, i) => `components-${i + 1}`),
}
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-')).flatMap((name) => GROUPS[name] ?? [name])
// The journeys and the budget read the build: it is made first, once, so two journeys' servers never both make it.
const needsBuild = wanted.some((name) => name === 'budget' || name.startsWith('e2e')) && !wanted.includes('build')
const order = wanted.length ? [...(needsBuild ? ['build'] : []), ...wanted] : Object.keys(SUITES)
for (const name of order) {
  if (!SUITES[name]) {
    console.error(`Unknown suite "${name}". Suites: ${Object.keys(SUITES).join(', ')}`)
    process.exit(2)
  }
}

try {
  ensureDependencies()
  if (order.some((n) => n === 'components' || n.startsWith('e2e'))) ensureChromium()
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
if (process.env.DATABASE_URL) console.log(`DATABASE_URL is set: the server suite also runs on PostgreSQL.`)

const serial = process.argv.includes('--serial')
const logs = join(root, 'test-results', 'logs')
mkdirSync(logs, { recursive: true })

/**
 * Runs a command with its output on the console, each line prefixed by the suite's name (the lanes write at once),
 * and in full in test-results/logs/<suite>.log. Resolves to its exit status.
 */
function runPrefixed(name, command, args, env) {
  const log = createWriteStream(join(logs, `${name}.log`))
  const tag = `[${name}] `
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        log.write(chunk)
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) process.stdout.write(tag + line + '\n')
      })
      stream.on('end', () => rest && process.stdout.write(tag + rest + '\n'))
    }
    child.on('error', (error) => {
      console.error(`${tag}${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => log.end(() => resolve(code ?? 1)))
  })
}

async function runSuite(name) {
  const suite = SUITES[name]
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  let status
  try {
    status = suite.action ? suite.action() : await runPrefixed(name, suite.command[0], suite.command[1], suite.env)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    status = 1
  }
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  return { name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), counts: suite.counts?.() }
}

async function runLane(names) {
  const done = []
  for (const name of names) done.push(await runSuite(name))
  return done
}

const started = Date.now()
const byLane = (lane) => order.filter((name) => SUITES[name].lane === lane)
const LANES = [...new Set(order.map((name) => SUITES[name].lane))].filter((lane) => lane !== 'first')
const isLate = (lane) => byLane(lane).some((name) => SUITES[name].late)
/**
 * Three phases: the build; the busy lanes (checks, browser), about a core each; then the late lanes together (the
 * journeys, and the server suite's PostgreSQL pass at a lower priority). A journey is slow and fails on time beside
 * a busy lane (every step waits on a server and a browser that share the cores), so the journeys come after them.
 */
async function runPhases() {
  const done = await runLane(byLane('first'))
  for (const phase of [LANES.filter((lane) => !isLate(lane)), LANES.filter(isLate)]) {
    done.push(...(await Promise.all(phase.map((lane) => runLane(byLane(lane))))).flat())
  }
  return done
}
const results = serial ? await runLane(order) : await runPhases()
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))

let passed = 0
let failed = 0
console.log('\nSummary')
for (const r of results) {
  const detail = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed` : ''
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(11)} ${r.seconds.padStart(6)} s  ${detail}`)
  if (r.counts) {
    passed += r.counts.passed
    failed += r.counts.failed
  }
  if (!r.ok && !(r.counts && r.counts.failed)) failed += 1
}
for (const r of results) {
  if (!r.counts?.slowest?.length) continue
  console.log(`\nSlowest in ${r.name}`)
  for (const t of r.counts.slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`)
}
const skipped = results.flatMap((r) => (r.counts?.skipped ?? []).map((t) => `  [${r.name}] ${t}`))
if (skipped.length) {
  const why = process.env.PORTICO_REQUIRE_SERVICES === '1' ? '' : ' (PostgreSQL and Redis tests skip without DATABASE_URL / REDIS_URL; CI sets both)'
  console.log(`\nSkipped${why}\n${skipped.join('\n')}`)
}
/**
 * Why a suite failed when none of its tests did (an unhandled error, a hook's timeout, a worker that died): the
 * error lines of its log, since the summary is what a reader of CI's output sees first.
 */
function unexplainedFailure(r) {
  if (r.ok || r.counts?.failures?.length) return []
  const file = join(logs, `${r.name}.log`)
  if (!existsSync(file)) return []
  // eslint-disable-next-line no-control-regex
  const lines = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '').split('\n')
  // Vitest's own headings ("⎯⎯ Unhandled Rejection ⎯⎯", "⎯⎯ Failed Suites 1 ⎯⎯"); else the end of the log.
  const at = lines.findIndex((line) => /⎯.*(Unhandled|Failed)/.test(line))
  const shown = at >= 0 ? lines.slice(at, at + 20) : lines.slice(-20)
  return shown.filter((line) => line.trim()).map((line) => `${firstLine(line)}`)
}
const failures = results.flatMap((r) => [...(r.counts?.failures ?? []), ...unexplainedFailure(r)].map((f) => `  [${r.name}] ${f}`))
if (failures.length) console.log(`\nFailed\n${failures.join('\n')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed, in ${((Date.now() - started) / 60000).toFixed(1)} minutes${serial ? '' : ` (${LANES.length} lanes side by side)`}`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
