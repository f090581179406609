/**
 * Child processes and temporary directories the bench owns, and their clean-up: on normal completion, on a
 * thrown error, on SIGINT/SIGTERM/SIGHUP and, as a last resort, synchronously on process exit. Every process is
 * ended by its own pid (Chrome by its own process group), never by name.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import type { Writable } from 'node:stream'
import { join } from 'node:path'

/** Processes to end on clean-up; `group`: the process leads its own process group (Chrome), end the group. */
const children = new Map<ChildProcess, { group: boolean }>()
const tempDirs = new Set<string>()

// The reaper (./reaper.mjs) cleans up after us if this process is killed outright (SIGKILL skips every handler).
let reaper: ChildProcess | undefined
function tellReaper(message: Record<string, unknown>): void {
  if (!reaper) {
    reaper = spawn(process.execPath, [join(import.meta.dirname, 'reaper.mjs')], { detached: true, stdio: ['pipe', 'ignore', 'inherit'] })
    reaper.unref()
    ;(reaper.stdin as Writable & { unref?: () => void }).unref?.()
    reaper.stdin?.on('error', () => {}) // the reaper gone: nothing to do
  }
  reaper.stdin?.write(`${JSON.stringify(message)}\n`)
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  tempDirs.add(dir)
  tellReaper({ dir })
  return dir
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
  tempDirs.delete(dir)
  tellReaper({ forgetDir: dir })
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null
}

/** Ends `child` (and its group, when tracked as a group leader) on clean-up until it exits. */
export function track(child: ChildProcess, options: { group?: boolean } = {}): void {
  if (child.pid === undefined || !isRunning(child)) return
  const { pid } = child
  children.set(child, { group: options.group ?? false })
  tellReaper({ pid, group: options.group ?? false })
  child.once('exit', () => {
    children.delete(child)
    tellReaper({ forget: pid })
  })
}

export function startProcess(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options)
  track(child)
  return child
}

function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  const pid = child.pid
  if (pid === undefined) return
  try {
    process.kill(children.get(child)?.group ? -pid : pid, sig)
  } catch {
    // already gone
  }
}

/** Resolves when `child` has exited, or after `timeoutMs`. */
export function exitOf(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (!isRunning(child)) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (!isRunning(child)) return
  signal(child, 'SIGCONT') // in case it was paused
  signal(child, 'SIGTERM')
  const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs)
  await exitOf(child, graceMs + 5000)
  clearTimeout(timer)
}

/** Runs a command to completion; rejects on a non-zero exit. Returns the elapsed seconds. */
export async function runToCompletion(command: string, args: string[], options: SpawnOptions): Promise<number> {
  const started = performance.now()
  const child = startProcess(command, args, { stdio: 'inherit', ...options })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (exitCode) => resolve(exitCode))
  })
  if (code !== 0) throw new Error(`\`${command} ${args.join(' ')}\` exited with ${code}`)
  return (performance.now() - started) / 1000
}

function removeAllTempDirs(): void {
  for (const dir of tempDirs) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
    } catch (error) {
      console.error(`could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  tempDirs.clear()
}

/** Kills everything still alive (SIGKILL), waits for it to exit, then removes the temporary directories. */
export async function cleanup(): Promise<void> {
  const alive = [...children.keys()]
  for (const child of alive) {
    signal(child, 'SIGCONT')
    signal(child, 'SIGKILL')
  }
  await Promise.all(alive.map((child) => exitOf(child, 5000)))
  removeAllTempDirs()
  reaper?.stdin?.end()
}

/** Last resort on process exit (synchronous: nothing can be awaited there). */
function cleanupSync(): void {
  for (const child of children.keys()) {
    signal(child, 'SIGCONT')
    signal(child, 'SIGKILL')
  }
  removeAllTempDirs()
  reaper?.stdin?.end()
}

let installed = false
export function installExitHandlers(): void {
  if (installed) return
  installed = true
  process.once('exit', cleanupSync)
  let stopping = false
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: a second signal (a terminal sends SIGINT to the whole process group, tsx forwards another)
    // must not fall back to the default action and kill this process half-way through cleaning up.
    process.on(sig, () => {
      if (stopping) return
      stopping = true
      console.error(`\n${sig}: stopping the bench and cleaning up.`)
      void cleanup().finally(() => process.exit(130))
    })
  }
}

/** True when something already accepts connections on host:port. */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Polls `url` until it answers 2xx; fails early if `child` exits first. Returns the elapsed seconds. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number, since = performance.now()): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`the process exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) return (performance.now() - since) / 1000
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
