#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build the portal when its build is missing or stale, then start the
 * platform server (embedded PGlite under .data/, migrated and seeded on first start) serving portal and API on
 * one port. `npm run dev` (`--dev`): the API server restarts on change and Vite serves the portal with hot reload.
 */
import { spawn } from 'node:child_process'
import { ensureDependencies, ensurePortalBuild, root } from './lib/prepare.mjs'

const dev = process.argv.includes('--dev')

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return child
}

try {
  ensureDependencies()
  if (dev) {
    const port = process.env.PORT ?? '3000'
    const apiPort = process.env.PORTICO_API_PORT ?? '3001'
    start('npx', ['tsx', 'watch', 'src/server/main.ts'], { PORT: apiPort })
    start('npx', ['vite', '--port', port, '--strictPort', '--host'], { PORTICO_API_PORT: apiPort })
  } else {
    ensurePortalBuild()
    start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {})
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
