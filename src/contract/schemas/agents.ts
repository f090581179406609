/**
 * The agent centre (spec section 2 "Agent centre"): the team's figures, its members, its bets, its ledger, the
 * agent's own income, accounts the agent creates and its invite links. Every call needs an agent's token (types 1,
 * 2, 41, 42): a member answers `error.not.agent`, a trial account `in_need_true_account`. Every figure is the
 * server's, read from the team rollups (docs/agents.md); the portal shows them and never sums them itself.
 *
 * Amounts are major-unit strings with the merchant's decimals. Days are `YYYY-MM-DD` in the merchant's time zone.
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox'
import { GAME_TYPE_KEYS, type GameTypeKey } from '../../config/constants'
import { BetRound } from './games'
import { Text } from './text'

export { GAME_TYPE_KEYS, type GameTypeKey }

/** The date ranges every report offers; `custom` takes `from` and `to`. */
export const REPORT_RANGES = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const
export type ReportRange = (typeof REPORT_RANGES)[number]

/** The longest range a report covers, in days (a longer custom range is refused: `agent.range.too.long`). */
export const MAX_REPORT_DAYS = 366
/** The largest page a report answers. */
export const MAX_REPORT_PAGE_SIZE = 100

const Amount = Type.String({ pattern: '^-?[0-9]{1,20}(\\.[0-9]{1,8})?$', description: 'Major units, the currency’s decimals.' })
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A day in the merchant’s time zone.' })
const PageNo = Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: '1-based.' })
const PageSize = Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', description: `1 to ${MAX_REPORT_PAGE_SIZE}.` })
const Account = Text(64, { minLength: 1, description: 'An account name of the agent’s team.' })
const Timestamp = Type.String({ format: 'date-time' })

/** A report's period: a named range, or `custom` with both days (inclusive). */
const RangeQuery = {
  range: Type.Optional(Type.Enum(REPORT_RANGES)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
}
const Paging = { pageNo: Type.Optional(PageNo), pageSize: Type.Optional(PageSize) }

/** The period a report answered for, as days in the merchant's time zone (both inclusive). */
export const ReportPeriod = Type.Object({ range: Type.Enum(REPORT_RANGES), from: Day, to: Day, timeZone: Type.String() })
export type ReportPeriod = Static<typeof ReportPeriod>

/** What was played, deposited and paid: the one set of figures every report shows. */
export const TeamFigures = Type.Object({
  deposits: Amount,
  withdrawals: Amount,
  /** Stakes of settled rounds. */
  bets: Amount,
  /** Stakes that count (the merchant's one definition: settled, not voided or refunded). */
  validBets: Amount,
  wins: Amount,
  bonuses: Amount,
  /** The team's result: wins + bonuses − bets (negative: the team lost). */
  netProfit: Amount,
  rounds: Type.Integer(),
})
export type TeamFigures = Static<typeof TeamFigures>

export const TeamOverviewQuery = Type.Object(RangeQuery, { additionalProperties: false })
export type TeamOverviewQuery = Static<typeof TeamOverviewQuery>
export const TeamOverview = Type.Object({
  period: ReportPeriod,
  /** The team as it is now: everyone below the agent. */
  team: Type.Object({
    size: Type.Integer(),
    directMembers: Type.Integer(),
    directAgents: Type.Integer(),
    indirectMembers: Type.Integer(),
    indirectAgents: Type.Integer(),
  }),
  /** In the period. */
  newMembers: Type.Integer(),
  /** Members with at least one settled round of the merchant's minimum stake in the period. */
  activeMembers: Type.Integer(),
  firstDeposits: Type.Integer(),
  figures: TeamFigures,
  /** Per game type key, in the period (keys with no play are left out). */
  byGameType: Type.Array(Type.Object({ gameType: Type.Enum(GAME_TYPE_KEYS), bets: Amount, validBets: Amount, wins: Amount, netProfit: Amount })),
  /** Per day of the period, oldest first (every day, zeros included), for the chart. */
  daily: Type.Array(Type.Object({ day: Day, bets: Amount, validBets: Amount, wins: Amount, netProfit: Amount, deposits: Amount, withdrawals: Amount })),
})
export type TeamOverview = Static<typeof TeamOverview>

/** A paged list with its totals over every row the filters match (not only this page). */
const Paged = <T extends TSchema, F extends TSchema, E extends TProperties>(row: T, footer: F, extra: E) =>
  Type.Object({ list: Type.Array(row), totalPages: Type.Integer(), totalCount: Type.Integer(), footer, ...extra })

export const TEAM_MEMBER_SORTS = ['account', 'regDate', 'lastLogin', 'balance'] as const
export const TeamMembersQuery = Type.Object(
  {
    /** Whose direct line to list: a sub-agent of the team (drill down); the agent's own when absent. */
    parent: Type.Optional(Account),
    /** An account prefix: searches the whole team below `parent` (any depth), not only its direct line. */
    account: Type.Optional(Text(64, { minLength: 1 })),
    type: Type.Optional(Type.Enum(['member', 'agent'])),
    status: Type.Optional(Type.Enum(['active', 'locked', 'disabled'])),
    minBalance: Type.Optional(Amount),
    maxBalance: Type.Optional(Amount),
    /** Last login within this many days (0: never logged in). */
    lastLoginDays: Type.Optional(Type.String({ pattern: '^(0|1|7|30|90)$' })),
    sort: Type.Optional(Type.Enum(TEAM_MEMBER_SORTS)),
    order: Type.Optional(Type.Enum(['asc', 'desc'])),
    ...Paging,
  },
  { additionalProperties: false },
)
export type TeamMembersQuery = Static<typeof TeamMembersQuery>
export const TeamMember = Type.Object({
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  accountType: Type.Integer(),
  isAgent: Type.Boolean(),
  status: Type.String(),
  regDate: Timestamp,
  lastLoginAt: Type.Union([Timestamp, Type.Null()]),
  balance: Amount,
  /** Its own direct line's size. */
  directCount: Type.Integer(),
  /** How far below the agent (1: direct). */
  depth: Type.Integer(),
  upline: Type.Union([Type.String(), Type.Null()]),
})
export type TeamMember = Static<typeof TeamMember>
export const TeamMembers = Paged(TeamMember, Type.Object({ balance: Amount }), {
  /** From the agent down to `parent` (the agent first), for the breadcrumb back up. */
  path: Type.Array(Type.String()),
})
export type TeamMembers = Static<typeof TeamMembers>

export const TEAM_PROFIT_SORTS = ['account', 'bets', 'validBets', 'wins', 'bonuses', 'netProfit'] as const
export const TeamProfitLossQuery = Type.Object(
  { ...RangeQuery, parent: Type.Optional(Account), sort: Type.Optional(Type.Enum(TEAM_PROFIT_SORTS)), order: Type.Optional(Type.Enum(['asc', 'desc'])), ...Paging },
  { additionalProperties: false },
)
export type TeamProfitLossQuery = Static<typeof TeamProfitLossQuery>
export const TeamProfitLossRow = Type.Object({
  account: Type.String(),
  accountType: Type.Integer(),
  /** A sub-agent's row is its whole line (itself and everyone below it); a member's is its own play. */
  isLine: Type.Boolean(),
  bets: Amount,
  validBets: Amount,
  wins: Amount,
  bonuses: Amount,
  netProfit: Amount,
  rounds: Type.Integer(),
})
export type TeamProfitLossRow = Static<typeof TeamProfitLossRow>
export const TeamProfitLoss = Paged(
  TeamProfitLossRow,
  Type.Object({ bets: Amount, validBets: Amount, wins: Amount, bonuses: Amount, netProfit: Amount, rounds: Type.Integer() }),
  { period: ReportPeriod, path: Type.Array(Type.String()) },
)
export type TeamProfitLoss = Static<typeof TeamProfitLoss>

export const TeamBetsQuery = Type.Object(
  {
    ...RangeQuery,
    account: Type.Optional(Account),
    gameType: Type.Optional(Type.Enum(GAME_TYPE_KEYS)),
    ...Paging,
  },
  { additionalProperties: false },
)
export type TeamBetsQuery = Static<typeof TeamBetsQuery>
export const TeamBet = Type.Object({
  id: Type.String(),
  account: Type.String(),
  gameType: Type.Enum(GAME_TYPE_KEYS),
  gameName: Type.String(),
  vendorName: Type.String(),
  bet: Amount,
  win: Amount,
  profit: Amount,
  settledAt: Timestamp,
  /** A game round's detail as the member's betting record shows it (its result, a house round's fairness); null for a lottery result. */
  round: Type.Union([BetRound, Type.Null()]),
})
export type TeamBet = Static<typeof TeamBet>
export const TeamBets = Paged(TeamBet, Type.Object({ bet: Amount, win: Amount, profit: Amount, rounds: Type.Integer() }), { period: ReportPeriod })
export type TeamBets = Static<typeof TeamBets>

/** The ledger entry kinds the downline transactions page filters by. */
export const TEAM_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bet', 'win', 'transfer', 'agent_transfer', 'bonus', 'wage'] as const
export const TeamTransactionsQuery = Type.Object(
  { ...RangeQuery, account: Type.Optional(Account), type: Type.Optional(Type.Enum(TEAM_TRANSACTION_TYPES)), ...Paging },
  { additionalProperties: false },
)
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuery>
export const TeamTransaction = Type.Object({
  id: Type.String(),
  account: Type.String(),
  type: Type.String(),
  /** Into (positive) or out of (negative) the member's wallet. */
  amount: Amount,
  balanceAfter: Amount,
  at: Timestamp,
})
export type TeamTransaction = Static<typeof TeamTransaction>
export const TeamTransactions = Paged(TeamTransaction, Type.Object({ credits: Amount, debits: Amount }), { period: ReportPeriod })
export type TeamTransactions = Static<typeof TeamTransactions>

export const AgentIncomeQuery = Type.Object({ ...RangeQuery, ...Paging }, { additionalProperties: false })
export type AgentIncomeQuery = Static<typeof AgentIncomeQuery>
/** What the agent received as an agent, per day: transfers from its upline, and wages, dividends and salaries. */
export const AgentIncomeDay = Type.Object({ day: Day, fromUpline: Amount, wages: Amount, total: Amount })
export type AgentIncomeDay = Static<typeof AgentIncomeDay>
export const AgentIncome = Paged(AgentIncomeDay, Type.Object({ fromUpline: Amount, wages: Amount, total: Amount }), { period: ReportPeriod })
export type AgentIncome = Static<typeof AgentIncome>

/** An account the agent creates under itself: a member, or a sub-agent (type 2). */
export const CreateDownlineBody = Type.Object(
  {
    account: Type.String({ pattern: '^[A-Za-z0-9_]{4,16}$', description: 'The new account name.' }),
    accountType: Type.Enum(['member', 'agent']),
    nickname: Type.Optional(Text(32)),
  },
  { additionalProperties: false },
)
export type CreateDownlineBody = Static<typeof CreateDownlineBody>
export const CreatedDownline = Type.Object({
  account: Type.String(),
  accountType: Type.Integer(),
  /** The new account logs in with the merchant's default password and must change it at once. */
  mustChangePassword: Type.Literal(true),
})
export type CreatedDownline = Static<typeof CreatedDownline>

/** An invite link's life: never expires (0), or 1, 7 or 30 days. */
export const INVITE_EXPIRIES = [0, 1, 7, 30] as const
export const CreateInviteLinkBody = Type.Object(
  {
    accountType: Type.Enum(['member', 'agent']),
    expiryDays: Type.Union([Type.Literal(INVITE_EXPIRIES[0]), Type.Literal(INVITE_EXPIRIES[1]), Type.Literal(INVITE_EXPIRIES[2]), Type.Literal(INVITE_EXPIRIES[3])]),
    channel: Text(32, { description: 'Where the agent shares it (a label of its own).' }),
  },
  { additionalProperties: false },
)
export type CreateInviteLinkBody = Static<typeof CreateInviteLinkBody>
export const InviteLink = Type.Object({
  id: Type.String(),
  /** The code a registration carries (`affiliateCode`). */
  code: Type.String(),
  accountType: Type.Enum(['member', 'agent']),
  channel: Type.String(),
  createdAt: Timestamp,
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  expired: Type.Boolean(),
  registrations: Type.Integer(),
  /** The registration address on this site: the register route with `?affiliateCode=<code>`, which opens the register form with it. */
  path: Type.String(),
})
export type InviteLink = Static<typeof InviteLink>
export const InviteLinks = Type.Object({ list: Type.Array(InviteLink), totalCount: Type.Integer() })
export type InviteLinks = Static<typeof InviteLinks>
export const InviteLinkIdBody = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) }, { additionalProperties: false })
export type InviteLinkIdBody = Static<typeof InviteLinkIdBody>

/** `/wps/agent/affiliate` (spec section 7): what an invite code names, for the registration form (guests too). */
export const AffiliateQuery = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }) }, { additionalProperties: false })
export type AffiliateQuery = Static<typeof AffiliateQuery>
export const Affiliate = Type.Object({
  valid: Type.Boolean(),
  /** The agent the registration lands under (its account name), when valid. */
  agent: Type.Union([Type.String(), Type.Null()]),
  accountType: Type.Union([Type.Enum(['member', 'agent']), Type.Null()]),
})
export type Affiliate = Static<typeof Affiliate>
