/** The merchant config's house sportsbook and cockfighting arena (schema.ts's `sportsbook`), as chatSettings.ts is its chat's. */
import { Type, type Static } from 'typebox'
import { majorAmountSetting } from './amountSetting'

/**
 * The house cockfighting arena (src/server/domain/sports/cockfight): its mode (fixed odds or pool), the plasada a
 * pool takes, the rhythm of its fights and its limits. Every field is optional: left out, the arena's defaults
 * (cockfight/settings.ts). A changed rhythm applies to days not yet made; a changed mode to bets not yet placed.
 */
export const CockfightSettings = Type.Object(
  {
    mode: Type.Optional(Type.Union([Type.Literal('fixed'), Type.Literal('pool')], { description: 'Fixed odds (Malay prices, draws 1:8) or pool (parimutuel less the plasada); default fixed.' })),
    plasadaBp: Type.Optional(Type.Integer({ minimum: 0, maximum: 2000, description: 'The pool\'s commission on the whole pool, in basis points (500 is 5%).' })),
    fightEverySeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 3600, description: 'A fight starts every this many seconds, around the clock (must divide a day; default 180).' })),
    bettingSeconds: Type.Optional(Type.Integer({ minimum: 20, maximum: 3000, description: 'How long betting is open from a fight\'s start, last call included (default 100).' })),
    lastCallSeconds: Type.Optional(Type.Integer({ minimum: 5, maximum: 600, description: 'The last part of the betting, announced as the last call (default 20).' })),
    minStake: Type.Optional(majorAmountSetting('The least a cockfight bet risks (default 10).')),
    maxStake: Type.Optional(majorAmountSetting('The most a cockfight bet risks (default 20000).')),
    maxPayout: Type.Optional(majorAmountSetting('The most one cockfight bet may return at fixed odds (default 200000).')),
    maxFightLiability: Type.Optional(majorAmountSetting('Fixed odds: the most the house may lose on one fight, over every result it may have; a bet that would take it further is refused (default 1000000).')),
    maxMemberDailyRisk: Type.Optional(majorAmountSetting('The most a member\'s arena bets placed in one day (UTC) may risk together (default 200000).')),
  },
  { additionalProperties: false },
)
export type CockfightSettings = Static<typeof CockfightSettings>

/**
 * The house sportsbook (src/server/domain/sports/book): its margin, the in-play delay, the pace its simulated feed
 * plays at, and its limits. Amounts are major units as written (the server turns them into minor units and checks
 * them when it starts). Every field is optional: left out, the book's defaults (book/settings.ts).
 */
export const SportsbookSettings = Type.Object(
  {
    marginBp: Type.Optional(Type.Integer({ minimum: 0, maximum: 2000, description: 'The book\'s margin on every market, in basis points (500 is 5%).' })),
    inPlayDelaySeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 30, description: 'How long an in-play bet is held before it is accepted (default 5).' })),
    paceMsPerMinute: Type.Optional(Type.Integer({ minimum: 60, maximum: 3_600_000, description: 'Real ms one simulated minute of the feed takes (60000: real time).' })),
    matchesPerDay: Type.Optional(Type.Object(
      Object.fromEntries(['football', 'basketball', 'tennis', 'cricket', 'moba', 'shooter'].map((sport) => [sport, Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 }))])),
      { additionalProperties: false, description: 'Fixtures a day per sport (default football 12, basketball 8, tennis 10, cricket 4, moba 6, shooter 6; at most one a minute). With a fast pace, a short-match programme.' },
    )),
    minStake: Type.Optional(majorAmountSetting('The least stake of a bet (default 10).')),
    maxStake: Type.Optional(majorAmountSetting('The most a bet may risk (default 50000).')),
    maxPayout: Type.Optional(majorAmountSetting('The most one bet may return.')),
    maxPayoutPerMemberDay: Type.Optional(majorAmountSetting('The most a member\'s bets placed in one day may return together.')),
    marketLiability: Type.Optional(majorAmountSetting('The most the book may lose on one market.')),
    matchLiability: Type.Optional(majorAmountSetting('The most the book may lose on one match, its markets together.')),
    abandonedVoidHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 72, description: 'How long an abandoned match may be resumed before its open bets are void (default 12).' })),
    cockfight: Type.Optional(CockfightSettings),
  },
  { additionalProperties: false },
)
export type SportsbookSettings = Static<typeof SportsbookSettings>
