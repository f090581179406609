/**
 * The bench's reaper: a tiny detached process that outlives the bench if it is killed outright (tsx's CLI SIGKILLs
 * its child when a forwarded Ctrl-C isn't acknowledged within 30 ms, which happens while Lighthouse is busy).
 * The bench writes JSON lines on our stdin: {"pid":n,"group":bool} / {"forget":n} for processes,
 * {"dir":path} / {"forgetDir":path} for temporary directories. When stdin closes (the bench exited, however it
 * exited), whatever is still registered is killed by pid (process group for group leaders) and removed.
 */
import { rmSync } from 'node:fs'
import { createInterface } from 'node:readline'

const pids = new Map()
const dirs = new Set()

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => {}) // only the bench ends us

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const send = (pid, group, sig) => {
  try {
    process.kill(group ? -pid : pid, sig)
  } catch {
    // gone
  }
}

const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => {
  try {
    const msg = JSON.parse(line)
    if (typeof msg.pid === 'number') pids.set(msg.pid, Boolean(msg.group))
    else if (typeof msg.forget === 'number') pids.delete(msg.forget)
    else if (typeof msg.dir === 'string') dirs.add(msg.dir)
    else if (typeof msg.forgetDir === 'string') dirs.delete(msg.forgetDir)
  } catch {
    // ignore a malformed line
  }
})
lines.on('close', async () => {
  for (const [pid, group] of pids) {
    send(pid, group, 'SIGCONT')
    send(pid, group, 'SIGKILL')
  }
  const deadline = Date.now() + 5000
  while (Date.now() < deadline && [...pids.keys()].some(alive)) await new Promise((r) => setTimeout(r, 50))
  for (const dir of dirs) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
    } catch {
      // best effort
    }
  }
  process.exit(0)
})
