/**
 * Activity for the Lighthouse bench: a site whose home page has something to show (a winner board with winners, hot
 * games, members with money and rounds played), made through the product's own paths, as members would make it:
 *   - a member per merchant: demo's seeded `demomember`; on lotus, which seeds no accounts, one registered through the
 *     register call (its captcha answered from the development outbox, PORTICO_DEV_CAPTCHA_OUTBOX);
 *   - a deposit each, created by the deposit call and approved on the sandbox provider's payment page, whose signed
 *     callback credits the wallet;
 *   - house games launched by the launch call and played through the house API (dice rolls and slots spins), which
 *     moves the money over the signed vendor protocol: the settled rounds are what the winner board reads.
 * The server must run with PORTICO_DEV_CAPTCHA_OUTBOX=1 (the lotus registration) and, to keep this short, a small
 * PORTICO_HOUSE_MIN_CYCLE_MS (the least time between two rounds of one game session).
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { HOUSE_CALLS } from '../../src/contract/house'
import { DEMO_PASSWORD } from '../../src/server/seed/accounts'

/** One merchant's site as the bench reaches it: the server's address and the Host naming the merchant. */
export interface Site {
  /** http://127.0.0.1:PORT */
  base: string
  /** `localhost:PORT` or `lotus.localhost:PORT`. */
  host: string
}

interface Answer<T = unknown> {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: () => { success: boolean; value: T; errorCode?: string; message?: string }
}

/**
 * A request to the site with its Host header (fetch cannot set Host, and Node does not resolve `*.localhost`).
 */
export function call<T = unknown>(site: Site, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer<T>> {
  const url = new URL(path, site.base)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: { host: site.host, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

async function value<T>(answer: Promise<Answer<T>>, what: string): Promise<T> {
  const settled = await answer
  let body: ReturnType<Answer<T>['json']>
  try {
    body = settled.json()
  } catch {
    throw new Error(`${what}: answered ${settled.status} ${settled.text.slice(0, 200)}`)
  }
  if (!body.success) throw new Error(`${what}: ${body.errorCode ?? settled.status} ${body.message ?? ''}`)
  return body.value
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** A body sealed as the portal seals an encrypted call's. */
async function sealed(site: Site, path: string, payload: unknown): Promise<string> {
  const key = await value<{ kid: string; publicKey: string }>(call(site, 'GET', ENDPOINTS.encryptionKey.path), 'encryption key')
  return JSON.stringify(await encryptBody(await importPublicKey(key.publicKey), key.kid, payload, { path, at: Date.now() }))
}

/** Logs `username` in through the login call: the session token. */
export async function logIn(site: Site, username: string, password = DEMO_PASSWORD): Promise<string> {
  const body = await sealed(site, ENDPOINTS.login.path, { type: 'username', username, password })
  const result = await value<{ token: string }>(call(site, 'POST', ENDPOINTS.login.path, { headers: { 'content-type': 'application/json' }, body }), `log in as ${username}`)
  return result.token
}

/** The captcha's answer, which the server wrote to the development outbox under the captcha's id. */
function captchaAnswer(dataDir: string, captchaId: string): string | undefined {
  let text: string
  try {
    text = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8')
  } catch {
    return undefined
  }
  for (const line of text.trim().split('\n').reverse()) {
    const entry = JSON.parse(line) as { to?: string; purpose?: string; text?: string }
    if (entry.purpose === 'captcha' && entry.to === captchaId) return /(\S+)\s*$/.exec(entry.text ?? '')?.[1]
  }
  return undefined
}

/** Registers a member through the register call (the portal's form: username, password, captcha), logged in. */
export async function register(site: Site, dataDir: string, username: string, password: string): Promise<string> {
  const captcha = await value<{ captchaId: string }>(call(site, 'GET', ENDPOINTS.captcha.path), 'captcha')
  let answer: string | undefined
  for (let tries = 0; tries < 50 && !answer; tries++) {
    answer = captchaAnswer(dataDir, captcha.captchaId)
    if (!answer) await new Promise((done) => setTimeout(done, 100))
  }
  if (!answer) throw new Error('no captcha answer in the outbox: start the server with PORTICO_DEV_CAPTCHA_OUTBOX=1')
  const body = await sealed(site, ENDPOINTS.register.path, {
    username, password, confirmPassword: password, captchaId: captcha.captchaId, captcha: answer, agree: true, login: true, registerMethod: 'WEB',
  })
  const result = await value<{ token?: string }>(call(site, 'POST', ENDPOINTS.register.path, { headers: { 'content-type': 'application/json' }, body }), `register ${username}`)
  if (!result.token) throw new Error(`register ${username}: no session in the answer`)
  return result.token
}

/** A deposit through the deposit call, approved on the sandbox provider's page (its signed callback credits the wallet). */
export async function deposit(site: Site, token: string, channelCode: string, amount: string): Promise<void> {
  const order = await value<{ payUrl: string | null }>(
    call(site, 'POST', ENDPOINTS.createDeposit.path, { headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ idempotencyKey: randomUUID(), channelCode, amount }) }),
    `deposit of ${amount}`,
  )
  if (!order.payUrl) throw new Error('the deposit has no payment page')
  const page = new URL(order.payUrl, site.base)
  const form = new URLSearchParams({ sig: page.searchParams.get('sig') ?? '', decision: 'approve' })
  const paid = await call(site, 'POST', page.pathname, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() })
  if (paid.status !== 200 || !paid.text.includes('approved')) throw new Error(`the sandbox did not approve the deposit (${paid.status})`)
}

/** A house game launched for the member through the launch call: the game session's token. */
async function launch(site: Site, token: string, gameId: string): Promise<string> {
  const list = await value<{ list: { gameId: string; nodeId: string }[] }>(call(site, 'GET', `${ENDPOINTS.gameList.path}?gameGroupCode=RNG&pageSize=100`), 'game list')
  const game = list.list.find((entry) => entry.gameId === gameId)
  if (!game) throw new Error(`no ${gameId} in the catalogue`)
  const launched = await value<{ content: { game_url: string } }>(
    call(site, 'GET', `${ENDPOINTS.launchGame.path}?nodeId=${game.nodeId}&accountType=1&confirmTrans=1`, { headers: { authorization: token } }),
    `launch ${gameId}`,
  )
  const session = new URL(launched.content.game_url, site.base).searchParams.get('session')
  if (!session) throw new Error(`the launch of ${gameId} named no session`)
  return session
}

/** Plays `rounds` house rounds of dice (even-money rolls) and slots spins: the settled rounds fill the winner board. */
async function play(site: Site, token: string, rounds: { dice: number; slots: number }): Promise<{ wins: number }> {
  let wins = 0
  const dice = await launch(site, token, 'dice')
  for (let i = 0; i < rounds.dice; i++) {
    // Stakes vary so the board's amounts do (and so its rows are as wide as real ones).
    const stake = `${10 + ((i * 37) % 90)}.00`
    const round = await value<{ won: boolean }>(call(site, 'POST', HOUSE_CALLS.diceRoll, json({ session: dice, stake, direction: 'over', target: 5000 })), 'dice roll')
    if (round.won) wins++
  }
  const slots = await launch(site, token, 'koi-terrace')
  const rules = await value<{ slots?: { lineBets: string[]; paylines: number[][] } }>(call(site, 'POST', HOUSE_CALLS.session, json({ session: slots })), 'slots session')
  const lineBet = rules.slots?.lineBets[Math.min(2, rules.slots.lineBets.length - 1)]
  if (!lineBet) throw new Error('the slots session has no line bets')
  for (let i = 0; i < rounds.slots; i++) {
    const round = await value<{ totalWin: string }>(call(site, 'POST', HOUSE_CALLS.slotsSpin, json({ session: slots, lineBet, lines: rules.slots!.paylines.length })), 'slots spin')
    if (Number(round.totalWin) > 0) wins++
  }
  return { wins }
}

export interface SeededActivity {
  /** Per merchant: the member who played (and its password), and the wins it made. */
  members: { merchant: string; username: string; password: string; wins: number }[]
}

/**
 * Fills both merchants with activity (see the file's comment). `dataDir` is the server's data directory (its
 * outbox holds the captcha answers).
 */
export async function seedActivity(input: { port: number; dataDir: string; log: (line: string) => void }): Promise<SeededActivity> {
  const base = `http://127.0.0.1:${input.port}`
  const demo: Site = { base, host: `localhost:${input.port}` }
  const lotus: Site = { base, host: `lotus.localhost:${input.port}` }
  const rounds = { dice: 60, slots: 20 }
  const members: SeededActivity['members'] = []

  const demoToken = await logIn(demo, 'demomember')
  await deposit(demo, demoToken, 'bank-transfer', '5000')
  members.push({ merchant: 'demo', username: 'demomember', password: DEMO_PASSWORD, ...(await play(demo, demoToken, rounds)) })

  const username = `lotus${randomUUID().replace(/-/g, '').slice(0, 8)}`
  const password = `Bench#7${randomUUID().slice(0, 8)}`
  const lotusToken = await register(lotus, input.dataDir, username, password)
  await deposit(lotus, lotusToken, 'bank', '5000')
  members.push({ merchant: 'lotus', username, password, ...(await play(lotus, lotusToken, rounds)) })

  for (const member of members) input.log(`  activity on ${member.merchant}: ${member.username} deposited and played ${rounds.dice} dice rolls and ${rounds.slots} slots spins (${member.wins} wins)`)
  return { members }
}

/** The account types the portal counts as agents (SessionStore's AGENT_CODES). */
const AGENT_CODES = [1, 2, 4, 41, 42]

/**
 * A fresh session of `username`, as the portal keeps it in the tab's session storage after a login (SessionStore's
 * `signIn`: the token, the account, the user info and the agent code), to be written into a browser tab.
 */
export async function signedInStorage(site: Site, username: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const token = await logIn(site, username, password)
  const info = await value<{ id: number; account: string; nickname: string | null; type: number; toUpline: string | null; regDate: string; clubLabel: unknown }>(
    call(site, 'GET', ENDPOINTS.memberInfo.path, { headers: { authorization: token } }),
    `member info of ${username}`,
  )
  const userInfo = { nickname: info.nickname ?? info.account, account: info.account, id: info.id, type: info.type, toUpline: info.toUpline, regDate: info.regDate, clubLabel: info.clubLabel }
  return {
    token,
    account: info.account,
    userInfo: JSON.stringify(userInfo),
    ...(AGENT_CODES.includes(info.type) ? { isAgent: String(info.type) } : {}),
  }
}
