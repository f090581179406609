-- Promotions (spec sections 1, 2, 3, 4): data per merchant, made, scheduled and ended by an operator, shown in the
-- promotions hall by type and tag. A promotion's `flow` says how a member takes part; the member's side (activity
-- applications, their transitions, the bonuses they grant) is in 043. Everything a member reads of a promotion is here:
-- its titles and texts per language (the content is HTML cleaned by the server before it is stored), its period, who
-- may take part and the rule it pays by, as the operator wrote them.
CREATE TABLE promotions (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL,
  -- The operator's name for it, stable across edits (the hall's links and the CLI use it).
  code                text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  -- The spec's promotion types (section 3), MISSION counted apart for the member centre's badge. "All" is the hall's
  -- filter, not a type.
  type                text NOT NULL CHECK (type IN ('OTHERS', 'SPORTS', 'LIVE', 'SLOTS', 'CARDS', 'FISH', 'LOTTO', 'REBATE',
                        'POINTS_MALL', 'RANKING', 'DEPOSIT', 'APP_DOWNLOAD', 'NEWBIE', 'GAMES', 'MISSION')),
  tags                text[] NOT NULL DEFAULT '{}'
                        CHECK (tags <@ ARRAY['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP']::text[]),
  -- How a member takes part (the activity states each flow uses are the contract's transition table):
  --   info: read only; apply: an application (form) reviewed by staff; join: join, progress, claim (missions);
  --   signin: a daily sign-in; claim: claimed at once when eligible (a fixed bonus, a raffle ticket).
  flow                text NOT NULL CHECK (flow IN ('info', 'apply', 'join', 'signin', 'claim')),
  -- { "<lang>": "..." }: at least the merchant's default language; the reader's language falls back to it.
  titles              jsonb NOT NULL,
  summaries           jsonb NOT NULL DEFAULT '{}',
  content             jsonb NOT NULL DEFAULT '{}',
  -- A banner bundled with the portal (a generated SVG's name), or null for the type's own picture.
  banner              text CHECK (banner IS NULL OR banner ~ '^[a-z0-9-]{1,64}$'),
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz,
  -- Set when an operator ends it before its end (closed from then on).
  ended_at            timestamptz,
  -- Who may take part: { newMemberDays?, vipRanks?, firstDepositOnly?, depositChannels?, agentIds? }.
  eligibility         jsonb NOT NULL DEFAULT '{}',
  -- What it pays: { kind: 'depositMatch', percent, cap } | { kind: 'fixedBonus', amount } | { kind: 'rebate', ... } |
  -- { kind: 'mission', ... } | { kind: 'raffle' } | { kind: 'points', points } | { kind: 'none' }; amounts in minor units.
  rule                jsonb NOT NULL DEFAULT '{"kind": "none"}',
  -- The turnover a bonus it grants carries, as a multiple of the bonus (0: none).
  turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  -- The application form where the flow is 'apply': { remark: boolean, images: boolean } (spec section 5 bounds).
  form                jsonb,
  sort                integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CONSTRAINT promotions_code_uq UNIQUE (merchant_code, code)
);
-- The hall lists a merchant's promotions in the operator's order.
CREATE INDEX promotions_merchant_idx ON promotions (merchant_code, sort, id);
