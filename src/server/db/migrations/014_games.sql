-- The games catalogue, per merchant: vendors (a vendor is listed to players only while an adapter can launch its
-- games: `adapter` names it) and their games, each with a stable `node_id` the portal favourites and launches by.
-- Members' favourites and recently played games; every round a vendor reports, with its bet and result, and every
-- seamless-wallet call a vendor makes, recorded under the vendor's own transaction id so a replay moves nothing.
CREATE TABLE game_vendors (
  merchant_code     text NOT NULL,
  code              text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,16}$'),
  name              text NOT NULL,
  -- The portal's categories (top navigation keys) the vendor's games are listed under.
  categories        text[] NOT NULL,
  -- Who launches its games: 'house' (this server's own vendor) or 'http' (an external vendor on the HTTP protocol).
  adapter           text NOT NULL CHECK (adapter IN ('house', 'http')),
  logo              text,
  is_hot            boolean NOT NULL DEFAULT false,
  sort              integer NOT NULL DEFAULT 0,
  maintenance_from  timestamptz,
  maintenance_until timestamptz,
  PRIMARY KEY (merchant_code, code),
  CHECK ((maintenance_from IS NULL) = (maintenance_until IS NULL))
);

CREATE TABLE games (
  node_id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  vendor_code   text NOT NULL,
  -- The vendor's own id of the game (what its launch and its callbacks name).
  game_id       text NOT NULL CHECK (game_id ~ '^[A-Za-z0-9_.-]{1,64}$'),
  category      text NOT NULL,
  -- The kind of game within its category (slots, baccarat, crash, dice, ...): the game-type filter.
  game_type     text NOT NULL,
  -- Names by language code ({"th": ..., "en": ..., "cn": ...}).
  names         jsonb NOT NULL,
  image         text NOT NULL,
  is_hot        boolean NOT NULL DEFAULT false,
  is_new        boolean NOT NULL DEFAULT false,
  tags          text[] NOT NULL DEFAULT '{}',
  min_bet       bigint NOT NULL CHECK (min_bet > 0),
  max_bet       bigint NOT NULL CHECK (max_bet >= min_bet),
  sort          integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  FOREIGN KEY (merchant_code, vendor_code) REFERENCES game_vendors (merchant_code, code),
  UNIQUE (merchant_code, vendor_code, game_id)
);
CREATE INDEX games_category_idx ON games (merchant_code, category, sort, node_id);

CREATE TABLE game_favourites (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id    bigint NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE game_recent (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id   bigint NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recent_member_idx ON game_recent (member_id, played_at DESC);
