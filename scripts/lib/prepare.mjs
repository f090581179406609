/**
 * What `npm start` and `npm test` both need before they run anything: dependencies installed and, where asked,
 * the portal built when its build is missing or stale. Plain Node (no TypeScript) so it runs before `npm install`.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** Install dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)
  if (fresh) return
  console.log('Installing dependencies (npm ci)...')
  const status = run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'])
  if (status !== 0) throw new Error('npm could not install the dependencies; see the output above.')
}

/** Everything the browser bundle is built from; a change to any of these makes the build stale. */
const BUILD_INPUTS = ['index.html', 'house.html', 'vite.config.ts', 'vite.house.config.ts', 'package-lock.json', 'src/portal', 'src/house', 'src/components', 'src/config', 'src/contract', 'themes', 'locales', 'public']
const IGNORED = /(\.stories\.tsx|\.test\.tsx?|__screenshots__)/

function* files(path) {
  if (!existsSync(path)) return
  if (statSync(path).isFile()) {
    yield path
    return
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || IGNORED.test(entry)) continue
    yield* files(join(path, entry))
  }
}

export function sourceHash() {
  const hash = createHash('sha256')
  for (const input of BUILD_INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

const stampFile = join(root, 'dist', 'portal', '.source-hash')

/**
 * Build the portal (dist/portal) and the house games' frame app (dist/house, its own build: see vite.house.config.ts)
 * when either is missing or was built from other sources. Returns true when it built.
 */
export function ensurePortalBuild() {
  const hash = sourceHash()
  const built = existsSync(join(root, 'dist/portal/index.html')) && existsSync(join(root, 'dist/house/house.html'))
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && built) {
    return false
  }
  console.log('Building the portal and the house games (vite build)...')
  const status = run('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'])
  if (status !== 0) throw new Error('The portal build failed; see the output above.')
  writeFileSync(stampFile, hash)
  return true
}
