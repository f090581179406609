/** Request and response shapes of the money calls (the ledger's read side). */
import { Type, type Static } from 'typebox'
import { Text } from './text'

/** An amount on the wire: a decimal string in major units with exactly the currency's decimals (`1234.50`). */
export const MajorAmount = Type.String({ pattern: '^-?[0-9]{1,20}(\\.[0-9]{1,8})?$', description: 'Major units, the currency’s decimals.' })
export type MajorAmount = Static<typeof MajorAmount>

export const WalletKind = Type.Union([Type.Literal('main'), Type.Literal('vendor'), Type.Literal('trial')])
export type WalletKind = Static<typeof WalletKind>

export const WalletBalanceItem = Type.Object({
  kind: WalletKind,
  /** The vendor a `vendor` wallet is kept at (transfer-wallet mode). */
  vendorCode: Type.Optional(Type.String()),
  balance: MajorAmount,
})
export type WalletBalanceItem = Static<typeof WalletBalanceItem>

/**
 * The member's balance: `sumBalance` is the main wallet plus every vendor wallet (real money, never trial credit);
 * for a trial account (type 4) it is its trial play credit. The main wallet is always listed (zero before any
 * movement); a trial account's trial wallet likewise.
 */
export const WalletBalance = Type.Object({
  sumBalance: MajorAmount,
  wallets: Type.Array(WalletBalanceItem),
})
export type WalletBalance = Static<typeof WalletBalance>

/**
 * A wallet named on the wire: `main`, or the code of a vendor whose wallet is kept apart (transfer-wallet mode).
 * Vendor codes are upper case (config: `^[A-Z0-9_]{2,16}$`), so `main` never clashes with one.
 */
export const WalletName = Type.String({ pattern: '^(main|[A-Z0-9_]{2,16})$' })
export type WalletName = Static<typeof WalletName>

/** A client-made key (a UUID) that makes a money-moving call safe to send again: a replay moves nothing. */
export const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'A UUID the client makes per request.' })

/** The merchant's wallet mode (`GCS_merchantWallet`, cached): one wallet, or a wallet per transfer-wallet vendor. */
export const MerchantWallet = Type.Object({
  isSingle: Type.Boolean(),
  /** The vendor wallets a member can transfer to and from; empty when `isSingle`. */
  vendors: Type.Array(Type.Object({ vendorCode: Type.String(), name: Type.String() })),
})
export type MerchantWallet = Static<typeof MerchantWallet>

/** `GCS_walletTransfer`: move an amount between two of the member's wallets, or recall every vendor wallet to main. */
export const WalletTransferBody = Type.Union([
  Type.Object(
    { idempotencyKey: IdempotencyKey, action: Type.Literal('transfer'), from: WalletName, to: WalletName, amount: MajorAmount },
    { additionalProperties: false },
  ),
  Type.Object({ idempotencyKey: IdempotencyKey, action: Type.Literal('recallAll') }, { additionalProperties: false }),
])
export type WalletTransferBody = Static<typeof WalletTransferBody>

export const WalletTransferResult = Type.Object({
  /** What moved (for recall all, the sum of every vendor wallet brought back; 0 when they were all empty). */
  moved: MajorAmount,
  /** True when this answers an earlier call with the same key: nothing moved this time. */
  replayed: Type.Boolean(),
  balance: WalletBalance,
})
export type WalletTransferResult = Static<typeof WalletTransferResult>

/** The member's funds at a glance (`/wps/member/info/funds/consolidated`). */
export const ConsolidatedFunds = Type.Object({
  sumBalance: MajorAmount,
  mainBalance: MajorAmount,
  vendorBalance: MajorAmount,
  /** Asked for and not yet paid or refused. */
  pendingWithdrawal: MajorAmount,
  totalDeposit: MajorAmount,
  totalWithdrawal: MajorAmount,
  totalBonus: MajorAmount,
})
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>

/** The kinds of movement a member sees in the transaction history (the ledger's entry types). */
export const TRANSACTION_TYPES = [
  'deposit', 'withdrawal_request', 'withdrawal_approve', 'withdrawal_reject', 'transfer', 'bet', 'win', 'bonus', 'wage', 'trial_credit',
  'agent_transfer', 'bet_refund', 'win_reversal',
] as const
export const TransactionType = Type.Enum(TRANSACTION_TYPES)
export type TransactionType = Static<typeof TransactionType>

/** A period of records: from (inclusive) to (exclusive), ISO timestamps the portal computes in the member's time zone. */
const Period = {
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
}

export const TransactionHistoryQuery = Type.Object(
  {
    /** 1-based; a query string, so digits. Default 1. */
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    /** 1 to 100; default 20. */
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
    type: Type.Optional(TransactionType),
    ...Period,
  },
  { additionalProperties: false },
)
export type TransactionHistoryQuery = Static<typeof TransactionHistoryQuery>

export const TransactionRecord = Type.Object({
  id: Type.String(),
  type: TransactionType,
  createdAt: Type.String({ format: 'date-time' }),
  /** What the movement did to the member's money: positive in, negative out; 0 for a transfer between own wallets. */
  amount: MajorAmount,
  /** The amount a transfer moved, and between which wallets. */
  transferred: Type.Optional(Type.Object({ from: WalletName, to: WalletName, amount: MajorAmount })),
  /** The member's money (main plus vendor wallets; trial credit for a trial wallet movement) right after it. */
  balanceAfter: MajorAmount,
  reference: Type.Union([Type.String(), Type.Null()]),
})
export type TransactionRecord = Static<typeof TransactionRecord>

export const TransactionHistory = Type.Object({
  list: Type.Array(TransactionRecord),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  /** Over every record the filter matches, not only this page. */
  footer: Type.Object({ totalIn: MajorAmount, totalOut: MajorAmount }),
})
export type TransactionHistory = Static<typeof TransactionHistory>

export const PersonalProfitQuery = Type.Object({ ...Period }, { additionalProperties: false })
export type PersonalProfitQuery = Static<typeof PersonalProfitQuery>

/** Profit and loss over a period: what was staked and won, and the money in and out beside it. */
export const PersonalProfit = Type.Object({
  betAmount: MajorAmount,
  winAmount: MajorAmount,
  /** Wins minus bets: positive when the member is ahead. */
  profit: MajorAmount,
  bonus: MajorAmount,
  deposit: MajorAmount,
  withdrawal: MajorAmount,
  betCount: Type.Integer(),
})
export type PersonalProfit = Static<typeof PersonalProfit>

/** How a deposit channel takes money; the portal shows an icon and a hint per kind. */
export const DEPOSIT_CHANNEL_TYPES = ['bank', 'ewallet', 'qr', 'crypto', 'card'] as const
export const DepositChannelType = Type.Enum(DEPOSIT_CHANNEL_TYPES)
export type DepositChannelType = Static<typeof DepositChannelType>

/** A way to deposit the merchant offers, with the smallest and largest amount it takes (config). */
export const DepositChannel = Type.Object({
  code: Type.String(),
  type: DepositChannelType,
  name: Type.String(),
  min: MajorAmount,
  max: MajorAmount,
})
export type DepositChannel = Static<typeof DepositChannel>

export const DepositChannels = Type.Object({
  channels: Type.Array(DepositChannel),
  /** How long a deposit waits for its payment before it expires. */
  expiryMinutes: Type.Integer(),
})
export type DepositChannels = Static<typeof DepositChannels>

/** A bonus or promotion code a member may type with a deposit (kept on the order for promotions, not built yet). */
const PromotionCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' })

export const CreateDepositBody = Type.Object(
  {
    idempotencyKey: IdempotencyKey,
    channelCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
    amount: MajorAmount,
    bonusCode: Type.Optional(PromotionCode),
    promoCode: Type.Optional(PromotionCode),
  },
  { additionalProperties: false },
)
export type CreateDepositBody = Static<typeof CreateDepositBody>

export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired'] as const
export const DepositStatus = Type.Enum(DEPOSIT_STATUSES)
export type DepositStatus = Static<typeof DepositStatus>

/** A deposit order: pending until its provider confirms or declines it, or it expires. */
export const DepositOrder = Type.Object({
  orderId: Type.String(),
  channelCode: Type.String(),
  amount: MajorAmount,
  status: DepositStatus,
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  /** Where the payer approves the payment (the provider's page), while the order is pending; null otherwise. */
  payUrl: Type.Union([Type.String(), Type.Null()]),
  bonusCode: Type.Union([Type.String(), Type.Null()]),
  promoCode: Type.Union([Type.String(), Type.Null()]),
})
export type DepositOrder = Static<typeof DepositOrder>

export const DepositOrderQuery = Type.Object({ orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }, { additionalProperties: false })
export type DepositOrderQuery = Static<typeof DepositOrderQuery>

/** What the member's event stream carries (`/wps/member/events`, server-sent events): the balance after a movement. */
export const MemberEvent = Type.Union([
  Type.Object({ type: Type.Literal('balance'), balance: WalletBalance }),
  Type.Object({ type: Type.Literal('deposit'), order: DepositOrder }),
  /** The member's unread in-platform messages, after a new one (the header's badge). */
  Type.Object({ type: Type.Literal('unread'), count: Type.Integer({ minimum: 0 }) }),
])
export type MemberEvent = Static<typeof MemberEvent>

/**
 * Why a member cannot withdraw now (the requirement checks), each with what the page offers to fix it:
 * bind a bank card or a real name in the security centre, set a payment password, play the turnover, or wait for
 * (or confirm) the withdrawal already under way.
 */
export const WITHDRAWAL_REASONS = [
  'BANK_CARD_REQUIRED', 'REAL_NAME_REQUIRED', 'PAYMENT_PASSWORD_REQUIRED', 'TURNOVER_NOT_MET', 'PENDING_WITHDRAWAL_EXISTS',
  'CONFIRMATION_REQUIRED', 'DAILY_LIMIT_REACHED', 'BALANCE_TOO_LOW',
] as const
export const WithdrawalReason = Type.Enum(WITHDRAWAL_REASONS)
export type WithdrawalReason = Static<typeof WithdrawalReason>

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const
/** What the member said after a payment: received it all, part of it (then, later, the rest), or not at all. */
export const WITHDRAWAL_CONFIRMATIONS = ['received', 'partial', 'not_received', 'all_received', 'auto_received'] as const

export const Withdrawal = Type.Object({
  withdrawalId: Type.String(),
  amount: MajorAmount,
  bankName: Type.String(),
  /** Masked: the last four digits. */
  accountNumber: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  /** Null until the member confirms a paid withdrawal (or it counts as received when the time is up). */
  confirmation: Type.Union([Type.Enum(WITHDRAWAL_CONFIRMATIONS), Type.Null()]),
  /** With `partial`: what the member received so far. */
  amountReceived: Type.Union([MajorAmount, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** A paid withdrawal not confirmed by then counts as received. */
  confirmBy: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type Withdrawal = Static<typeof Withdrawal>

export const WithdrawalRequirements = Type.Object({
  canWithdraw: Type.Boolean(),
  /** Empty when `canWithdraw`. */
  reasons: Type.Array(WithdrawalReason),
  min: MajorAmount,
  max: MajorAmount,
  /** What the main wallet holds: the most a member can ask for (never more than `max`). */
  available: MajorAmount,
  turnover: Type.Object({ required: MajorAmount, done: MajorAmount }),
  bankAccounts: Type.Array(Type.Object({ id: Type.Integer(), bankName: Type.String(), holderName: Type.String(), accountNumber: Type.String() })),
  /** The withdrawal under way (pending, or paid and waiting for the member's confirmation), if any. */
  current: Type.Union([Withdrawal, Type.Null()]),
})
export type WithdrawalRequirements = Static<typeof WithdrawalRequirements>

export const CreateWithdrawalBody = Type.Object(
  {
    idempotencyKey: IdempotencyKey,
    amount: MajorAmount,
    /** A row id of an integer column. */
    bankAccountId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
    paymentPassword: Text(64, { minLength: 1 }),
  },
  { additionalProperties: false },
)
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>

/** An image the member attaches to "not received": PNG or JPEG, at most 5 MB, at most 3 per withdrawal. */
export const WithdrawalProof = Type.Object({ proofId: Type.String(), contentType: Type.String(), size: Type.Integer() })
export type WithdrawalProof = Static<typeof WithdrawalProof>
export const WithdrawalProofQuery = Type.Object({ withdrawalId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }, { additionalProperties: false })

export const ConfirmWithdrawalBody = Type.Object(
  {
    withdrawalId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    outcome: Type.Enum(['received', 'partial', 'not_received', 'all_received']),
    /** With `partial`: the amount received so far (less than the withdrawal). */
    amountReceived: Type.Optional(MajorAmount),
    /** With `not_received`: the proofs uploaded for it (1 to 3). */
    proofIds: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }), { minItems: 1, maxItems: 3 })),
  },
  { additionalProperties: false },
)
export type ConfirmWithdrawalBody = Static<typeof ConfirmWithdrawalBody>

export const WithdrawalListQuery = Type.Object(
  { pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })), pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })) },
  { additionalProperties: false },
)
export const WithdrawalList = Type.Object({ list: Type.Array(Withdrawal), totalPages: Type.Integer(), totalCount: Type.Integer() })
export type WithdrawalList = Static<typeof WithdrawalList>

/** Between an agent and a member of its downline, or a member and its upline: payment password, idempotent. */
export const AgentTransferBody = Type.Object(
  {
    idempotencyKey: IdempotencyKey,
    /** The downline member's account name. */
    downline: Text(64, { minLength: 1 }),
    amount: MajorAmount,
    paymentPassword: Text(64, { minLength: 1 }),
  },
  { additionalProperties: false },
)
export type AgentTransferBody = Static<typeof AgentTransferBody>

/** An agent takes money back from a downline member: an amount, or everything in its main wallet (`all`). */
export const AgentRecallBody = Type.Object(
  {
    idempotencyKey: IdempotencyKey,
    downline: Text(64, { minLength: 1 }),
    amount: Type.Union([MajorAmount, Type.Literal('all')]),
    paymentPassword: Text(64, { minLength: 1 }),
  },
  { additionalProperties: false },
)
export type AgentRecallBody = Static<typeof AgentRecallBody>

export const UplineTransferBody = Type.Object(
  { idempotencyKey: IdempotencyKey, amount: MajorAmount, paymentPassword: Text(64, { minLength: 1 }) },
  { additionalProperties: false },
)
export type UplineTransferBody = Static<typeof UplineTransferBody>

export const AgentTransferResult = Type.Object({
  moved: MajorAmount,
  replayed: Type.Boolean(),
  /** The caller's balances after it. */
  balance: WalletBalance,
  /** Who the money went to or came from. */
  counterparty: Type.String(),
})
export type AgentTransferResult = Static<typeof AgentTransferResult>

/** The member's upline, for the transferUpline page (null: the member has none). */
export const UplineInfo = Type.Object({ upline: Type.Union([Type.String(), Type.Null()]), available: MajorAmount })
export type UplineInfo = Static<typeof UplineInfo>

export const DownlineQuery = Type.Object(
  { keyword: Type.Optional(Text(64)), pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) },
  { additionalProperties: false },
)
export type DownlineQuery = Static<typeof DownlineQuery>
export const Downlines = Type.Object({
  list: Type.Array(Type.Object({ username: Type.String(), nickname: Type.Union([Type.String(), Type.Null()]), accountType: Type.Integer(), balance: MajorAmount })),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
})
export type Downlines = Static<typeof Downlines>
