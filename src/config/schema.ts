/**
 * The merchant config schema: one JSON file per brand (src/config/merchants/*.json) is validated against it.
 * Types come from the schema with `Static<>`; never write a type beside it by hand.
 * Pure TypeScript: used by the server (loader), the portal (types of the public config) and scripts.
 */
import { Type, type Static } from 'typebox'
import { LANGUAGE_CODES, THEME_MODES } from './languages'
import { ContractTerms, GAME_TYPE_KEYS } from '../contract/schemas/contracts'
import { FEEDBACK_LENGTH_LIMIT } from '../contract/feedbackEndpoints'
import { MAJOR_AMOUNT_PATTERN, MajorAmountSetting, majorAmountSetting } from './amountSetting'
import { ChatSettings } from './chatSettings'
import { SportsbookSettings } from './sportsbookSettings'
import { CATEGORY_KEYS, CS_POSITIONS, MINI_GAME_CATEGORIES, CS_TYPES, NAV_KEYS, REGISTER_FIELDS, RULE_NAMES, WHITELABEL_MOD_IDS } from './constants'

export * from './constants'
export { CockfightSettings, SportsbookSettings } from './sportsbookSettings'

/** One of a fixed list of strings, as JSON Schema `enum` (one clear error: "must be one of ..."). */
const literals = Type.Enum

export const Language = literals(LANGUAGE_CODES, { description: 'A language code the portal knows (spec section 1).' })
export const ThemeModeSchema = literals(THEME_MODES)

const HexColour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb.' })
const Url = Type.String({ minLength: 1, description: 'An absolute URL or a path on this server.' })

export const WhitelabelModIdSchema = literals(WHITELABEL_MOD_IDS)

const WhitelabelLeaf = Type.Object(
  { modId: WhitelabelModIdSchema, enabled: Type.Boolean(), childrenNodes: Type.Optional(Type.Array(Type.Never(), { maxItems: 0 })) },
  { additionalProperties: false },
)
const WhitelabelMid = Type.Object(
  { modId: WhitelabelModIdSchema, enabled: Type.Boolean(), childrenNodes: Type.Optional(Type.Array(WhitelabelLeaf)) },
  { additionalProperties: false },
)
/** A node of the whitelabel tree: a feature is on when it and every ancestor are enabled. Three levels deep. */
export const WhitelabelNode = Type.Object(
  { modId: WhitelabelModIdSchema, enabled: Type.Boolean(), childrenNodes: Type.Optional(Type.Array(WhitelabelMid)) },
  { additionalProperties: false },
)
export type WhitelabelNode = Static<typeof WhitelabelNode>

export const Vendor = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z0-9_]{2,16}$', description: 'Vendor code, e.g. SBO, PG, SV3.' }),
    name: Type.String({ minLength: 1 }),
    logo: Type.Optional(Url),
    isHot: Type.Optional(Type.Boolean()),
    maintenance: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type Vendor = Static<typeof Vendor>

export const Category = Type.Object(
  { key: literals(CATEGORY_KEYS), vendors: Type.Array(Vendor) },
  { additionalProperties: false },
)
export type Category = Static<typeof Category>

export const CustomerService = Type.Object(
  { csPosition: literals(CS_POSITIONS), csType: literals(CS_TYPES), title: Type.String({ minLength: 1 }), link: Url },
  { additionalProperties: false },
)
export type CustomerService = Static<typeof CustomerService>

export const RegisterFieldRule = Type.Object(
  {
    field: literals(REGISTER_FIELDS),
    show: Type.Boolean(),
    required: Type.Boolean(),
    rule: literals(RULE_NAMES),
    minLength: Type.Integer({ minimum: 0, maximum: 128 }),
    maxLength: Type.Integer({ minimum: 1, maximum: 256 }),
  },
  { additionalProperties: false },
)
export type RegisterFieldRule = Static<typeof RegisterFieldRule>

/** How members log in and how long they stay logged in; every field has a default (server domain/accounts/settings.ts). */
export const AccountSettings = Type.Object(
  {
    sessionIdleMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440, description: 'A session unused this long ends. Default 30.' })),
    sessionMaxHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720, description: 'A session ends this long after login however it is used. Default 24.' })),
    captchaAfterFailures: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'Consecutive failed logins after which every attempt needs a captcha. Default 3.' })),
    lockAfterFailures: Type.Optional(Type.Integer({ minimum: 2, maximum: 50, description: 'Consecutive failed logins that lock the account. Default 8.' })),
    lockMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 10080, description: 'How long a lock lasts. Default 15.' })),
    newIpVerification: Type.Optional(Type.Boolean({ description: 'A login from an address the account never used asks for a second proof. Default false.' })),
    passwordMaxAgeDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'With PWDEXPFORCECHANGE3 on, older passwords must be changed at login. Default 90.' })),
    defaultPassword: Type.Optional(
      Type.String({ minLength: 6, maxLength: 64, description: 'The password agents give the accounts they create; logging in with it forces a change.' }),
    ),
    codeExpiryMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: 'SMS and e-mail codes expire after this. Default 5.' })),
    freePlayCredit: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,12}(\\.[0-9]{1,8})?$',
        description: 'Play credit a free-play (trial) account starts with, in major units (FREEPLAY3). Default "2000".',
      }),
    ),
  },
  { additionalProperties: false },
)
export type AccountSettings = Static<typeof AccountSettings>

/**
 * The merchant's wallet mode (`GCS_merchantWallet`): one wallet for everything (`isSingle`, the default), or a
 * main wallet plus one wallet per transfer-wallet vendor, between which the member moves money (transferFund).
 */
export const WalletSettings = Type.Object(
  {
    isSingle: Type.Boolean(),
    transferVendors: Type.Array(
      Type.Object(
        { code: Type.String({ pattern: '^[A-Z0-9_]{2,16}$' }), name: Type.String({ minLength: 1, maxLength: 64 }) },
        { additionalProperties: false },
      ),
      { maxItems: 50, description: 'Vendors whose games play from a wallet of their own; must be empty when isSingle.' },
    ),
  },
  { additionalProperties: false },
)
export type WalletSettings = Static<typeof WalletSettings>


/** The merchant's deposit channels (depositv2): each with its limits and the payment provider that takes it. */
export const DepositSettings = Type.Object(
  {
    expiryMinutes: Type.Integer({ minimum: 5, maximum: 1440, description: 'A deposit not paid within this many minutes expires.' }),
    channels: Type.Array(
      Type.Object(
        {
          code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
          type: Type.Enum(['bank', 'ewallet', 'qr', 'crypto', 'card']),
          name: Type.String({ minLength: 1, maxLength: 64 }),
          min: MajorAmountSetting,
          max: MajorAmountSetting,
          provider: Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'The payment provider: "sandbox", or one an operator has added.' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
)
export type DepositSettings = Static<typeof DepositSettings>

/** The merchant's withdrawal rules: limits, what a member must have done first, and the confirmation window. */
export const WithdrawalSettings = Type.Object(
  {
    min: MajorAmountSetting,
    max: MajorAmountSetting,
    dailyCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Withdrawals a member may ask for per day (UTC). Default 5.' })),
    requireRealName: Type.Optional(Type.Boolean({ description: 'The member must have set their real name (payeeName) first. Default false.' })),
    turnoverMultiplier: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, description: 'Bets required since the last paid withdrawal, as a multiple of the deposits since then. Default 0 (none).' }),
    ),
    autoConfirmMinutes: Type.Integer({ minimum: 5, maximum: 43200, description: 'A paid withdrawal the member has not confirmed by then counts as received.' }),
  },
  { additionalProperties: false },
)
export type WithdrawalSettings = Static<typeof WithdrawalSettings>

/**
 * Agent contracts and wages (docs/contracts.md; the server's defaults: src/server/domain/contracts/settings.ts). The
 * spec's switches turn each kind on (enableCt dividends, salary the daily salary, dailySalary the manual-release daily
 * salary, hourSalary the hourly salary, and realTimeSalary); a kind that is off cannot be offered and pays nothing.
 */
export const ContractSettings = Type.Object(
  {
    enableCt: Type.Optional(Type.Boolean({ description: 'Dividend contracts. Default off.' })),
    salary: Type.Optional(Type.Boolean({ description: 'Daily salary contracts. Default off.' })),
    dailySalary: Type.Optional(Type.Boolean({ description: 'Manual-release daily salary contracts. Default off.' })),
    hourSalary: Type.Optional(Type.Boolean({ description: 'Hourly salary contracts. Default off.' })),
    realTimeSalary: Type.Optional(Type.Boolean({ description: 'Real-time salary contracts (lottery). Default off.' })),
    carryOver: Type.Optional(Type.Boolean({ description: 'Dividend contracts may carry a period\'s net win into the next. Default off.' })),
    releaseExpiryDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, description: 'Days an upline has to release a manual daily salary before it expires. Default 7.' })),
    realTimeWindowMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: 'The real-time salary\'s window. Default 5 (spec section 9).' })),
    /** The merchant's terms offered to each top agent (an agent with no agent above it), per kind and game type. */
    topAgentTerms: Type.Optional(
      Type.Array(Type.Object({ gameType: Type.Enum(GAME_TYPE_KEYS), terms: ContractTerms }, { additionalProperties: false }), { maxItems: 40 }),
    ),
  },
  { additionalProperties: false },
)
export type ContractSettings = Static<typeof ContractSettings>

/** The agent centre's rules (the server's defaults: src/server/domain/agents/settings.ts). */
export const AgentSettings = Type.Object(
  {
    utcOffsetMinutes: Type.Optional(
      Type.Integer({ minimum: -720, maximum: 840, description: 'The time zone the agents\' reports count days in, as minutes from UTC. Default 420 (Bangkok).' }),
    ),
    activeMemberMinStake: Type.Optional(
      Type.String({
        pattern: MAJOR_AMOUNT_PATTERN,
        description: 'A member is active on a day it settles a round with at least this stake (the one definition every report and wage uses). Default 1.',
      }),
    ),
    inviteLinkLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Live invite links an agent may keep. Default 20.' })),
    contracts: Type.Optional(ContractSettings),
  },
  { additionalProperties: false },
)
export type AgentSettings = Static<typeof AgentSettings>

/**
 * The lottery's bet types (the server's rules: src/server/domain/lottery/betTypes.ts, which checks it has the same
 * codes): lô, đề, 3 càng, xiên 2/3/4, and the special's head and tail digit.
 */
export const LOTTERY_BET_TYPE_CODES = ['lo', 'de', '3cang', 'xien2', 'xien3', 'xien4', 'head', 'tail'] as const
/** The prize tables a lottery game draws (src/server/domain/lottery/prizeTables.ts). */
export const LOTTERY_PRIZE_TABLES = ['north', 'south', 'electronic'] as const
/** The categories a lottery game is listed under: the electronic lottery and the (Vietnamese) lottery. */
export const LOTTERY_CATEGORIES = ['ELOTT', 'LOTT'] as const satisfies readonly (typeof CATEGORY_KEYS)[number][]

/**
 * The price, odds and limits of one bet type. A bet's stake buys `stake / price` points and each winning unit pays
 * `payout` per point: a winning bet is credited ⌊stake × payout × units / price⌋ (in minor units, rounded down once).
 * "price 23, payout 80" is the Vietnamese lô's 80 per 23; "price 1, payout 70" is a plain 70× multiplier.
 */
export const LotteryBetTypeSetting = Type.Object(
  {
    price: majorAmountSetting('The stake of one point, in major units (more than zero).'),
    payout: majorAmountSetting('What one point pays for each winning unit, in major units.'),
    min: majorAmountSetting('The smallest stake of one bet.'),
    maxPerBet: majorAmountSetting('The largest stake of one bet.'),
    maxPerNumber: majorAmountSetting('The most all players together may stake on one number of this bet type in one round (a xiên: on one combination).'),
  },
  { additionalProperties: false },
)
export type LotteryBetTypeSetting = Static<typeof LotteryBetTypeSetting>

const LotteryBetTypes = Type.Partial(Type.Record(literals(LOTTERY_BET_TYPE_CODES), LotteryBetTypeSetting), {
  description: 'By bet type code; a bet type not listed is not offered.',
})

/** When a lottery game draws: every `everySeconds` (electronic games), or once a day at a local time (Vietnamese games). */
export const LotterySchedule = Type.Union([
  Type.Object(
    { kind: Type.Literal('interval'), everySeconds: Type.Integer({ minimum: 20, maximum: 86_400, description: 'Seconds between draws (20 at the least); rounds start on whole multiples since the Unix epoch.' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('daily'),
      drawTime: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'The local draw time, HH:MM.' }),
      utcOffsetMinutes: Type.Integer({ minimum: -720, maximum: 840, description: 'The game\'s zone as minutes from UTC (Vietnam: 420).' }),
    },
    { additionalProperties: false },
  ),
])
export type LotterySchedule = Static<typeof LotterySchedule>

export const LotteryGameSetting = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'The game\'s code: its catalogue game id, and the first half of every round\'s public name.' }),
    names: Type.Partial(Type.Record(Language, Type.String({ minLength: 1, maxLength: 64 })), { minProperties: 1, description: 'By language code.' }),
    category: literals(LOTTERY_CATEGORIES),
    prizeTable: literals(LOTTERY_PRIZE_TABLES),
    schedule: LotterySchedule,
    closeBeforeDrawSeconds: Type.Integer({ minimum: 0, maximum: 86_399, description: 'Betting stops this many seconds before each draw.' }),
    betTypes: Type.Optional(
      Type.Partial(Type.Record(literals(LOTTERY_BET_TYPE_CODES), LotteryBetTypeSetting), {
        description: 'This game\'s own settings of some bet types, replacing the merchant\'s (lottery.betTypes) for those types.',
      }),
    ),
  },
  { additionalProperties: false },
)
export type LotteryGameSetting = Static<typeof LotteryGameSetting>

/** The merchant's lottery: its games and schedules, and the price, odds and limits of each bet type. */
export const LotterySettings = Type.Object(
  {
    betTypes: LotteryBetTypes,
    games: Type.Array(LotteryGameSetting, { maxItems: 50 }),
  },
  { additionalProperties: false },
)
export type LotterySettings = Static<typeof LotterySettings>

/**
 * Feedback and complaints (docs/feedback.md): the content's bounds in characters (spec section 5 names bounds, not
 * values) and whether a guest may send feedback with a phone number or e-mail. Left out: 10 to 1000, members only.
 */
export const FeedbackSettings = Type.Object(
  {
    minLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'The shortest feedback, in characters (default 10).' })),
    maxLength: Type.Optional(Type.Integer({ minimum: 20, maximum: FEEDBACK_LENGTH_LIMIT, description: 'The longest feedback, in characters (default 1000).' })),
    guests: Type.Optional(Type.Boolean({ description: 'Whether a guest may send feedback with a phone number or e-mail (default false: members only).' })),
  },
  { additionalProperties: false },
)
export type FeedbackSettings = Static<typeof FeedbackSettings>

/**
 * Points (docs/points.md): a valid bet of `earnEvery` (major units) earns `rates[gameType]` points (a game type left
 * out earns none); `convertPoints` points convert to `convertCash` (major units), in multiples of it, at least
 * `minConvert` points at a time. Left out, or `enabled` false: no points programme.
 */
export const PointsSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    earnEvery: Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$', description: 'The valid bet (major units) that earns a game type\'s rate in points.' }),
    rates: Type.Object(
      Object.fromEntries(GAME_TYPE_KEYS.map((type) => [type, Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 }))])) as Record<(typeof GAME_TYPE_KEYS)[number], ReturnType<typeof Type.Optional<ReturnType<typeof Type.Integer>>>>,
      { additionalProperties: false, description: 'Points per earnEvery of valid bet, per game type.' },
    ),
    convertPoints: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'How many points convert to convertCash.' }),
    convertCash: Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$', description: 'The cash (major units) convertPoints points convert to.' }),
    minConvert: Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'The fewest points one conversion takes.' }),
  },
  { additionalProperties: false },
)
export type PointsSettings = Static<typeof PointsSettings>

/**
 * Bonuses (docs/activities.md): how much of a settled bet on each game type counts toward a bonus's turnover, in
 * percent (a type left out counts nothing). Left out: slots, fishing, card, PVP and sports 100, live 20, lotteries 0.
 * A grant keeps the weights it was granted with.
 */
export const BonusSettings = Type.Object(
  {
    turnoverWeights: Type.Object(
      Object.fromEntries(GAME_TYPE_KEYS.map((type) => [type, Type.Optional(Type.Integer({ minimum: 0, maximum: 100 }))])) as Record<(typeof GAME_TYPE_KEYS)[number], ReturnType<typeof Type.Optional<ReturnType<typeof Type.Integer>>>>,
      { additionalProperties: false, description: 'Percent of a valid bet that counts toward a bonus\'s turnover, per game type.' },
    ),
  },
  { additionalProperties: false },
)
export type BonusSettings = Static<typeof BonusSettings>

export const MerchantConfig = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    code: Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'Merchant code, sent as the Merchant header.' }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    domains: Type.Array(Type.String({ pattern: '^[a-z0-9.*-]+$', description: 'Host names (no port); *.example.com matches subdomains.' }), { minItems: 1 }),
    brand: Type.Object(
      {
        logo: Url,
        favicon: Url,
        colours: Type.Object(
          {
            primary: HexColour,
            secondary: HexColour,
            backgroundDark: Type.Optional(HexColour),
            backgroundLight: Type.Optional(HexColour),
          },
          { additionalProperties: false },
        ),
        fonts: Type.Object(
          { body: Type.String({ minLength: 1 }), heading: Type.Optional(Type.String({ minLength: 1 })) },
          { additionalProperties: false },
        ),
        radius: Type.Optional(Type.Integer({ minimum: 0, maximum: 24 })),
        description: Type.Optional(
          Type.Partial(Type.Record(Language, Type.String({ minLength: 1, maxLength: 300 })), {
            description: 'The page description search engines and link previews show, per language code; the default language is used where one is missing.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    theme: Type.Object(
      { defaultMode: ThemeModeSchema, modes: Type.Array(ThemeModeSchema, { minItems: 1, uniqueItems: true }) },
      { additionalProperties: false },
    ),
    currency: Type.Object(
      {
        code: Type.String({ pattern: '^[A-Z]{3}$' }),
        symbol: Type.String({ minLength: 1, maxLength: 4 }),
        decimals: Type.Integer({ minimum: 0, maximum: 4 }),
      },
      { additionalProperties: false },
    ),
    languages: Type.Object(
      {
        default: Language,
        supported: Type.Array(Language, { minItems: 1, uniqueItems: true, description: 'Fully translated languages.' }),
        selectable: Type.Array(Language, { minItems: 1, uniqueItems: true, description: 'Languages the select lists.' }),
      },
      { additionalProperties: false },
    ),
    whitelabel: Type.Array(WhitelabelNode),
    navigation: Type.Object(
      { topNav: Type.Array(literals(NAV_KEYS), { uniqueItems: true }), categories: Type.Array(Category) },
      { additionalProperties: false },
    ),
    customerService: Type.Array(CustomerService),
    contacts: Type.Object(
      {
        line: Type.Optional(Url),
        qq: Type.Optional(Url),
        telegram: Type.Optional(Url),
        facebook: Type.Optional(Url),
        liveChat: Type.Optional(Url),
      },
      { additionalProperties: false },
    ),
    appDownload: Type.Object(
      { ios: Type.Optional(Url), iosMobileConfig: Type.Optional(Url), android: Type.Optional(Url) },
      { additionalProperties: false },
    ),
    footer: Type.Object(
      {
        vendorLogos: Type.Array(Type.String({ pattern: '^[A-Z0-9_]{2,16}$' }), { description: 'Vendor codes; the footer shows at most 18.' }),
        helpTopics: Type.Array(
          Type.Object({ tag: Type.String({ pattern: '^[a-z0-9-]+$' }), titleKey: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
        ),
        copyright: Type.String({ minLength: 1 }),
      },
      { additionalProperties: false },
    ),
    register: Type.Object(
      { fields: Type.Array(RegisterFieldRule) },
      { additionalProperties: false },
    ),
    houseGames: Type.Optional(
      Type.Object(
        {
          miniGames: Type.Optional(
            Type.Object(
              {
                category: literals(MINI_GAME_CATEGORIES),
                name: Type.String({ minLength: 1, maxLength: 40 }),
              },
              { additionalProperties: false, description: 'Where the house mini games (crash, dice) are listed and the vendor name they show under. Default: slots, "House Mini Games".' },
            ),
          ),
        },
        { additionalProperties: false, description: 'The built-in house vendor\'s games as this merchant shows them.' },
      ),
    ),
    cdn: Type.Object(
      { image: Type.Array(Type.String()), launchGame: Type.Array(Type.String()) },
      { additionalProperties: false, description: 'Hosts the portal picks from at random; an empty string means this server.' },
    ),
    maintenance: Type.Object(
      { enabled: Type.Boolean(), endsAt: Type.Optional(Type.String({ format: 'date-time' })) },
      { additionalProperties: false },
    ),
    regionRestriction: Type.Object(
      {
        enabled: Type.Boolean(),
        countryHeader: Type.String({ pattern: '^[a-z0-9-]+$', description: 'Lower-case header a trusted proxy sets to the ISO country code.' }),
        allowedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' })),
      },
      { additionalProperties: false },
    ),
    ipBlocklist: Type.Array(Type.String({ minLength: 2, description: 'IPv4 or IPv6 address or CIDR block.' })),
    accounts: Type.Optional(AccountSettings),
    wallet: Type.Optional(WalletSettings),
    deposit: Type.Optional(DepositSettings),
    withdrawal: Type.Optional(WithdrawalSettings),
    agents: Type.Optional(AgentSettings),
    lottery: Type.Optional(LotterySettings),
    sportsbook: Type.Optional(SportsbookSettings),
    feedback: Type.Optional(FeedbackSettings),
    points: Type.Optional(PointsSettings),
    bonus: Type.Optional(BonusSettings),
    chat: Type.Optional(ChatSettings),
  },
  { additionalProperties: false },
)
export type MerchantConfig = Static<typeof MerchantConfig>
