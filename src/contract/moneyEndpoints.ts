/**
 * The member centre's money pages' calls (records, deposits, withdrawals, an agent's transfers to its downline, a
 * member's to its upline), a table of their own: only the money pages' lazy chunk (stores/money/MoneyStore.ts) calls
 * them, so it registers this table with the API client when it loads and the first screen's bundle does not carry it.
 * The server registers them with every other call (`ENDPOINTS` in endpoints.ts). The balance, the wallet mode and the
 * transfers between a member's wallets stay in the entry's table: the header and a game's launch use them.
 */
import type { EndpointDef } from './coreEndpoints'

export const MONEY_ENDPOINTS = {
  // Records (the member centre's transactionHistory and personalProfit pages). Paths the spec leaves unstated.
  transactionHistory: { method: 'GET', path: '/wps/member/records/transactions', auth: true, encrypted: false },
  personalProfit: { method: 'GET', path: '/wps/member/records/profit', auth: true, encrypted: false },
  // Deposits (depositv2): the merchant's channels, a new order (idempotent by the body's key), an order's state.
  depositChannels: { method: 'GET', path: '/wps/member/deposit/channels', auth: true, encrypted: false },
  createDeposit: { method: 'POST', path: '/wps/member/deposit', auth: true, encrypted: false, rateLimitPerMinute: 20 },
  depositOrder: { method: 'GET', path: '/wps/member/deposit/order', auth: true, encrypted: false },
  // Withdrawals: what stands in the way (reason codes), a request (encrypted: it carries the payment password), the
  // member's withdrawals, and the confirmation (a proof image for "not received" is the entry's `uploadWithdrawalProof`).
  withdrawalRequirements: { method: 'GET', path: '/wps/member/withdraw/requirements', auth: true, encrypted: false },
  createWithdrawal: { method: 'POST', path: '/wps/member/withdraw', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  withdrawals: { method: 'GET', path: '/wps/member/withdraw/list', auth: true, encrypted: false },
  confirmWithdrawal: { method: 'POST', path: '/wps/member/withdraw/confirm', auth: true, encrypted: false, rateLimitPerMinute: 20 },
  // Agents and uplines (encrypted: each carries the payment password): an agent moves money to or back from a member
  // of its own downline; a member sends money to its upline.
  downlines: { method: 'GET', path: '/wps/agent/downlines', auth: true, encrypted: false },
  agentTransfer: { method: 'POST', path: '/wps/agent/transfer', auth: true, encrypted: true, rateLimitPerMinute: 30 },
  agentRecall: { method: 'POST', path: '/wps/agent/recall', auth: true, encrypted: true, rateLimitPerMinute: 30 },
  uplineInfo: { method: 'GET', path: '/wps/member/transfer/upline', auth: true, encrypted: false },
  transferUpline: { method: 'POST', path: '/wps/member/transfer/upline', auth: true, encrypted: true, rateLimitPerMinute: 10 },
} as const satisfies Record<string, EndpointDef>
