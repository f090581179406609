/**
 * SQL of the vendor protocol's `winBatch` (domain/games/vendorWinBatch.ts): many wins of one merchant and vendor in one
 * transaction, each with the effect a `win` has (migration 023's `vendor_win`), written set-based: the rounds changed
 * in one statement, the ledger's entries, account updates and postings in one statement each, the losses' records in
 * one. What `ledger_post` does per entry is done here for all at once, with the same rules:
 *
 * - the rounds are locked first, in id order, so a `win` or a batch arriving meanwhile for one of them waits and then
 *   finds it settled (or the entry posted) and answers as a replay;
 * - each entry's fingerprint is the text `ledger_request_fingerprint` writes (currency, type, reference, actor, the
 *   postings by account key, the call's own fingerprint), so a `win` sent later under the same txn id is told a replay
 *   or a reuse exactly as if the batch had been single calls;
 * - accounts are locked the merchant's first, then the members', each in id order (migration 022's order), and each
 *   posting carries the balance its account had right after it, in the batch's order;
 * - each entry still balances at the commit (the ledger's deferred check).
 */
import { playSessionEnd, portalSessionJoin } from '../accounts/playSessions'
import type { Queryable } from '../database'
import type { GameSessionRow } from '../games/vendorProtocol'

export type BatchWallet = 'main' | 'vendor' | 'trial'

/** One win of a batch, as the domain checked it against its session. */
export interface BatchWin {
  txnId: string
  roundRef: string
  memberId: number
  wallet: BatchWallet
  amount: bigint
  final: boolean
  /** The round's result for the betting record (JSON text), or null to keep the round's. */
  result: string | null
  /** The call's fingerprint (everything but the session token): the entry's `p_request`. */
  request: string
}

export type BatchOutcome = { status: 'paid' | 'replayed'; balance: bigint } | { status: 'refused'; code: string }

interface Scope {
  merchantCode: string
  vendorCode: string
  currency: string
  at: Date
}

/** The game sessions behind many tokens' hashes in one read (a batch names a session per win; many share one). */
export async function gameSessionsByTokenHashes(db: Queryable, tokenHashes: readonly string[]): Promise<Map<string, GameSessionRow>> {
  const { rows } = await db.query<GameSessionRow & { tokenHash: string }>(
    `SELECT g.token_hash AS "tokenHash", g.id, g.merchant_code AS "merchantCode", g.member_id AS "memberId", g.vendor_code AS "vendorCode", g.node_id AS "nodeId",
            g.wallet, ${playSessionEnd('g')} AS "expiresAt", g.portal_session_id AS "portalSessionId"
       FROM game_sessions g ${portalSessionJoin('g')} WHERE g.token_hash = ANY($1::text[])`,
    [tokenHashes],
  )
  return new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]))
}

/** The ledger key of a vendor call's movement (domain/games/vendorProtocol.ts ledgerKey). */
const keyOf = (vendorCode: string, txnId: string) => `vt:${vendorCode}:${txnId}`

/** An account's key as the ledger's fingerprint spells it (migration 024 ledger_account_key). */
function accountKey(kind: string, memberId: number | null, vendorCode: string): string {
  if (kind === 'vendor') return `vendor:${memberId}:${vendorCode}`
  if (kind === 'main' || kind === 'trial') return `${kind}:${memberId}`
  return kind
}

/** `ledger_request_fingerprint` of a win's entry, in TypeScript (the same text; its names are plain ASCII). */
function winFingerprint(scope: Scope, roundId: bigint, win: BatchWin): string {
  const member = accountKey(win.wallet, win.memberId, scope.vendorCode)
  const house = win.wallet === 'trial' ? 'trial_credit' : 'house'
  const postings = [
    [member, win.amount],
    [house, -win.amount],
  ].sort(([a], [b]) => Buffer.compare(Buffer.from(a as string), Buffer.from(b as string)))
  const list = postings.map(([key, amount]) => `[${JSON.stringify(key)},"${amount}"]`).join(',')
  return `[${JSON.stringify(scope.currency)},"win",${JSON.stringify(`round:${roundId}`)},${JSON.stringify(`vendor:${scope.vendorCode}`)},[${list}]] ${win.request}`
}

type Found = {
  n: number
  roundId: bigint | null
  memberId: number | null
  wallet: string | null
  bet: bigint | null
  status: string | null
  recorded: string | null
  posted: string | null
}

/**
 * Pays a batch inside the caller's transaction: one outcome per win, in order. Within the batch the wins are taken in
 * order as separate calls would be (a second win on a round a `final` one settled is refused as a closed round).
 */
export async function postWinBatch(tx: Queryable, scope: Scope, wins: readonly BatchWin[]): Promise<BatchOutcome[]> {
  const { merchantCode, vendorCode, currency, at } = scope
  const { rows: found } = await tx.query<Found>(
    `WITH i AS (SELECT * FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS i (txn, round_ref, n)),
          r AS (SELECT g.id, g.round_ref, g.member_id, g.wallet, g.bet, g.status FROM game_rounds g
                 WHERE g.merchant_code = $1 AND g.vendor_code = $2 AND g.round_ref IN (SELECT round_ref FROM i) ORDER BY g.id FOR UPDATE)
     SELECT i.n::integer AS n, r.id AS "roundId", r.member_id AS "memberId", r.wallet, r.bet, r.status,
            (SELECT t.fingerprint FROM vendor_transactions t WHERE t.merchant_code = $1 AND t.vendor_code = $2 AND t.txn_id = i.txn) AS recorded,
            (SELECT e.fingerprint FROM ledger_entries e WHERE e.merchant_code = $1 AND e.idempotency_key = 'vt:' || $2 || ':' || i.txn) AS posted
       FROM i LEFT JOIN r ON r.round_ref = i.round_ref ORDER BY i.n`,
    [merchantCode, vendorCode, wins.map((w) => w.txnId), wins.map((w) => w.roundRef)],
  )
  const outcomes: (BatchOutcome | null)[] = wins.map(() => null)
  // Per round, as the batch changes it: its win so far, whether a win settled it, and the result last given.
  const rounds = new Map<bigint, { win: bigint; final: boolean; result: string | null }>()
  const seenTxn = new Set<string>()
  const paid: { i: number; roundId: bigint }[] = []
  const losses: { i: number; roundId: bigint }[] = []
  for (const row of found) {
    const i = row.n - 1
    const win = wins[i]
    const refuse = (code: string) => (outcomes[i] = { status: 'refused', code })
    if (seenTxn.has(win.txnId)) {
      refuse('idempotency.key.reused')
      continue
    }
    seenTxn.add(win.txnId)
    if (row.recorded !== null) {
      // A loss recorded under this id (or a void bet, another call): the same loss again is a replay.
      if (row.recorded === win.request && win.amount === 0n) outcomes[i] = { status: 'replayed', balance: 0n }
      else refuse('idempotency.key.reused')
      continue
    }
    if (row.posted !== null) {
      if (row.roundId !== null && win.amount > 0n && row.posted === winFingerprint(scope, row.roundId, win)) outcomes[i] = { status: 'replayed', balance: 0n }
      else refuse('idempotency.key.reused')
      continue
    }
    if (row.roundId === null || row.memberId !== win.memberId || row.wallet !== win.wallet || (row.bet ?? 0n) <= 0n) {
      refuse('vendor.bet.not.found')
      continue
    }
    const round = rounds.get(row.roundId) ?? { win: 0n, final: false, result: null }
    if (row.status !== 'open' || round.final) {
      refuse('vendor.round.closed')
      continue
    }
    rounds.set(row.roundId, { win: round.win + win.amount, final: win.final, result: win.result ?? round.result })
    ;(win.amount > 0n ? paid : losses).push({ i, roundId: row.roundId })
  }
  if (rounds.size > 0) {
    const changed = [...rounds.entries()]
    await tx.query(
      `UPDATE game_rounds g SET win = g.win + c.win, status = CASE WHEN c.final THEN 'settled' ELSE g.status END,
              settled_at = CASE WHEN c.final THEN $1::timestamptz ELSE g.settled_at END, result = coalesce(c.result, g.result)
         FROM unnest($2::bigint[], $3::bigint[], $4::boolean[], $5::jsonb[]) AS c (id, win, final, result) WHERE g.id = c.id`,
      [at, changed.map(([id]) => id), changed.map(([, c]) => c.win), changed.map(([, c]) => c.final), changed.map(([, c]) => c.result)],
    )
  }
  if (paid.length > 0) await postWins(tx, scope, wins, paid)
  // Every member the batch names: the balance each answer reports (the wallet's after the whole batch).
  const members = [...new Set(wins.map((w) => `${w.wallet}:${w.memberId}`))]
  const { rows: held } = await tx.query<{ kind: string; memberId: number; balance: bigint }>(
    `SELECT a.kind, a.member_id AS "memberId", a.balance FROM ledger_accounts a
       JOIN unnest($3::text[], $4::integer[]) AS m (kind, member_id) ON a.kind = m.kind AND a.member_id = m.member_id
      WHERE a.merchant_code = $1 AND a.currency = $2 AND a.vendor_code = CASE WHEN m.kind = 'vendor' THEN $5 ELSE '' END AND a.shard = 0`,
    [merchantCode, currency, members.map((m) => m.split(':')[0]), members.map((m) => Number(m.split(':')[1])), vendorCode],
  )
  const balanceOf = new Map(held.map((row) => [`${row.kind}:${row.memberId}`, row.balance]))
  if (losses.length > 0) {
    // A loss moves nothing: its record keeps the answer a replay gives (the wallet's balance, minor units).
    await tx.query(
      `INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_ref, member_id, amount, status, fingerprint, response, created_at)
       SELECT $1, $2, l.txn, 'win', l.round_ref, l.member_id, 0, 'ok', l.request, jsonb_build_object('balanceMinor', l.balance), $3
         FROM unnest($4::text[], $5::text[], $6::integer[], $7::text[], $8::text[]) AS l (txn, round_ref, member_id, request, balance)`,
      [
        merchantCode, vendorCode, at, losses.map(({ i }) => wins[i].txnId), losses.map(({ i }) => wins[i].roundRef), losses.map(({ i }) => wins[i].memberId),
        losses.map(({ i }) => wins[i].request), losses.map(({ i }) => String(balanceOf.get(`${wins[i].wallet}:${wins[i].memberId}`) ?? 0n)),
      ],
    )
  }
  return wins.map((win, i) => {
    const outcome = outcomes[i]
    const balance = balanceOf.get(`${win.wallet}:${win.memberId}`) ?? 0n
    if (outcome === null) return { status: 'paid', balance }
    return outcome.status === 'refused' ? outcome : { ...outcome, balance }
  })
}

/**
 * The paying wins' ledger entries: headers, the accounts (made when missing, locked in the ledger's order, updated by
 * each account's total), and two postings per entry with the running balances.
 */
async function postWins(tx: Queryable, scope: Scope, wins: readonly BatchWin[], paid: readonly { i: number; roundId: bigint }[]): Promise<void> {
  const { merchantCode, vendorCode, currency, at } = scope
  const actor = `vendor:${vendorCode}`
  const { rows: inserted } = await tx.query<{ id: bigint; key: string }>(
    `INSERT INTO ledger_entries (merchant_code, currency, entry_type, reference, idempotency_key, fingerprint, actor, ip, created_at)
     SELECT $1, $2, 'win', e.reference, e.key, e.fingerprint, $3, NULL, $4 FROM unnest($5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS e (reference, key, fingerprint, n)
      ORDER BY e.n RETURNING id, idempotency_key AS key`,
    [
      merchantCode, currency, actor, at, paid.map(({ roundId }) => `round:${roundId}`), paid.map(({ i }) => keyOf(vendorCode, wins[i].txnId)),
      paid.map(({ i, roundId }) => winFingerprint(scope, roundId, wins[i])),
    ],
  )
  const entryOf = new Map(inserted.map((e) => [e.key, e.id]))
  // The accounts: each member's wallet (shard 0) and the house (or the play credit) on one shard picked for the batch.
  const shard = Math.floor(Math.random() * 16)
  const accountOf = ({ i }: { i: number }) => {
    const win = wins[i]
    return { member: [win.wallet, win.memberId, win.wallet === 'vendor' ? vendorCode : ''] as const, house: win.wallet === 'trial' ? 'trial_credit' : 'house' }
  }
  const wanted = new Map<string, readonly [string, number | null, string, number]>()
  for (const p of paid) {
    const { member, house } = accountOf(p)
    wanted.set(`${member[0]}:${member[1]}`, [member[0], member[1], member[2], 0])
    wanted.set(house, [house, null, '', shard])
  }
  const list = [...wanted.values()]
  const columns = [list.map((a) => a[0]), list.map((a) => a[1]), list.map((a) => a[2]), list.map((a) => a[3])]
  await tx.query(
    `INSERT INTO ledger_accounts (merchant_code, currency, kind, member_id, vendor_code, shard, created_at)
     SELECT $1, $2, a.kind, a.member_id, a.vendor_code, a.shard, $3 FROM unnest($4::text[], $5::integer[], $6::text[], $7::smallint[]) AS a (kind, member_id, vendor_code, shard)
     ON CONFLICT (merchant_code, currency, kind, (coalesce(member_id, 0)), vendor_code, shard) DO NOTHING`,
    [merchantCode, currency, at, ...columns],
  )
  const { rows: accounts } = await tx.query<{ id: bigint; kind: string; memberId: number | null; balance: bigint }>(
    `SELECT a.id, a.kind, a.member_id AS "memberId", a.balance FROM ledger_accounts a
       JOIN unnest($3::text[], $4::integer[], $5::text[], $6::smallint[]) AS w (kind, member_id, vendor_code, shard)
         ON a.kind = w.kind AND coalesce(a.member_id, 0) = coalesce(w.member_id, 0) AND a.vendor_code = w.vendor_code AND a.shard = w.shard
      WHERE a.merchant_code = $1 AND a.currency = $2
      ORDER BY a.member_id IS NOT NULL, a.id FOR UPDATE OF a`,
    [merchantCode, currency, ...columns],
  )
  const idOf = new Map(accounts.map((a) => [a.memberId === null ? a.kind : `${a.kind}:${a.memberId}`, a]))
  // Each account's running balance through the batch, in the batch's order.
  const running = new Map(accounts.map((a) => [a.id, a.balance]))
  const postings: { entry: bigint; account: bigint; amount: bigint; after: bigint }[] = []
  for (const p of paid) {
    const { member, house } = accountOf(p)
    const amount = wins[p.i].amount
    const entry = entryOf.get(keyOf(vendorCode, wins[p.i].txnId))
    if (entry === undefined) throw new Error('a batch win whose entry was not written')
    for (const [account, delta] of [
      [idOf.get(house), -amount],
      [idOf.get(`${member[0]}:${member[1]}`), amount],
    ] as const) {
      if (!account) throw new Error('a batch win without its account')
      const after = (running.get(account.id) ?? 0n) + delta
      running.set(account.id, after)
      postings.push({ entry, account: account.id, amount: delta, after })
    }
  }
  const totals = accounts.map((a) => [a.id, (running.get(a.id) ?? 0n) - a.balance] as const).filter(([, total]) => total !== 0n)
  await tx.query(`UPDATE ledger_accounts a SET balance = a.balance + t.total FROM unnest($1::bigint[], $2::bigint[]) AS t (id, total) WHERE a.id = t.id`, [
    totals.map(([id]) => id), totals.map(([, total]) => total),
  ])
  await tx.query(`INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[])`, [
    postings.map((p) => p.entry), postings.map((p) => p.account), postings.map((p) => p.amount), postings.map((p) => p.after),
  ])
}
