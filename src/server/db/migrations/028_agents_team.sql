-- The agents' teams (docs/agents.md): the downline tree as a closure table, and the team figures as rollups.
--
-- The tree. `member_tree` holds one row per (ancestor, member) pair at any depth (depth 1 is the direct line), so
-- "everyone under X" is one range of its primary key, "X's direct line" the same range with depth 1, and a search by
-- account prefix within X's team one range of (ancestor_id, account). ltree would answer the subtree as fast, but not
-- the prefix search within it by one index, and it is an extension embedded PGlite must load; materialised paths
-- need a pattern index that serves neither the prefix search nor a depth filter. A member's row set is written by a
-- trigger when it is created (every path that creates a member gets it), and moved with its subtree when an
-- operator changes its upline (the trigger on upline_id below), in the same transaction.
--
-- The figures. Every settled round, lottery result, deposit, bonus and paid withdrawal leaves a `team_events` row
-- in the transaction that moved the money (triggers, so no path can forget it); the team job (domain/agents/rollups)
-- drains them every few seconds into what each member did per day and game type (`team_member_days`), what each
-- ancestor's team did (`team_days`) and each of its direct lines (`team_line_days`), and keeps the active-member days
-- (`team_member_active_days`, `team_active`).
-- A report over any range and any subtree reads these rollups, never raw bets.

CREATE TABLE member_tree (
  ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth       smallint NOT NULL CHECK (depth >= 1),
  -- The member's account name in lower case: a search by prefix within a team is one range of the index below.
  account     text NOT NULL,
  PRIMARY KEY (ancestor_id, member_id)
);
CREATE INDEX member_tree_member_idx ON member_tree (member_id, depth);
CREATE INDEX member_tree_direct_idx ON member_tree (ancestor_id, depth, account);
CREATE INDEX member_tree_account_idx ON member_tree (ancestor_id, account text_pattern_ops);

-- The tree as it is now (the recursive walk runs once, here).
WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
  SELECT upline_id, id, 1 FROM members WHERE upline_id IS NOT NULL
  UNION ALL
  SELECT m.upline_id, c.member_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL
)
INSERT INTO member_tree (ancestor_id, member_id, depth, account)
SELECT c.ancestor_id, c.member_id, c.depth, lower(m.username) FROM chain c JOIN members m ON m.id = c.member_id;

-- One game type key (LIVE, RNG, CONS, SPORTS, LOTT, FISH, ELOTT, PVP) per portal category: e-sports count as CONS,
-- cockfighting as SPORTS.
CREATE FUNCTION team_game_type(p_category text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_category WHEN 'ESPORTS' THEN 'CONS' WHEN 'COCKFIGHT' THEN 'SPORTS' ELSE p_category END
$$;

-- The one definition of a valid bet: the stake of a settled round, except a round that paid back exactly its stake
-- (a push, a tie refunded). A void round (rolled back) never settles, so it never counts.
CREATE FUNCTION team_valid_stake(p_bet bigint, p_win bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_win = p_bet THEN 0 ELSE p_bet END
$$;

CREATE TABLE team_events (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     integer NOT NULL,
  at            timestamptz NOT NULL,
  -- '' for what is not play (deposits, withdrawals, bonuses, a registration).
  game_type     text NOT NULL DEFAULT '',
  rounds        integer NOT NULL DEFAULT 0,
  bets          bigint NOT NULL DEFAULT 0,
  valid_bets    bigint NOT NULL DEFAULT 0,
  wins          bigint NOT NULL DEFAULT 0,
  -- The largest single round's stake (what makes a member active).
  max_stake     bigint NOT NULL DEFAULT 0,
  deposits      bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  withdrawals   bigint NOT NULL DEFAULT 0,
  bonuses       bigint NOT NULL DEFAULT 0,
  registrations integer NOT NULL DEFAULT 0
);
CREATE INDEX team_events_merchant_idx ON team_events (merchant_code, id);

-- What one member did on one day (the merchant's time zone) in one game type ('' for the money columns).
CREATE TABLE team_member_days (
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day            date NOT NULL,
  game_type      text NOT NULL,
  rounds         integer NOT NULL DEFAULT 0,
  bets           bigint NOT NULL DEFAULT 0,
  valid_bets     bigint NOT NULL DEFAULT 0,
  wins           bigint NOT NULL DEFAULT 0,
  deposits       bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  first_deposits integer NOT NULL DEFAULT 0,
  withdrawals    bigint NOT NULL DEFAULT 0,
  bonuses        bigint NOT NULL DEFAULT 0,
  registrations  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, game_type)
);

-- The same sums over everyone below an ancestor (its team, not itself).
CREATE TABLE team_days (
  ancestor_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day            date NOT NULL,
  game_type      text NOT NULL,
  rounds         integer NOT NULL DEFAULT 0,
  bets           bigint NOT NULL DEFAULT 0,
  valid_bets     bigint NOT NULL DEFAULT 0,
  wins           bigint NOT NULL DEFAULT 0,
  deposits       bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  first_deposits integer NOT NULL DEFAULT 0,
  withdrawals    bigint NOT NULL DEFAULT 0,
  bonuses        bigint NOT NULL DEFAULT 0,
  registrations  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day, game_type)
);

-- The same sums per direct line of each ancestor: for ancestor P and one of its direct members C, what C and
-- everyone below C did (C's line), so "profit and loss per direct line of P" is one range of the primary key, not a
-- look-up per direct member (a line of ten thousand members would be ten thousand).
CREATE TABLE team_line_days (
  parent_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day        date NOT NULL,
  line_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  rounds     integer NOT NULL DEFAULT 0,
  bets       bigint NOT NULL DEFAULT 0,
  valid_bets bigint NOT NULL DEFAULT 0,
  wins       bigint NOT NULL DEFAULT 0,
  bonuses    bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, day, line_id)
);

-- The day of a member's first deposit (a first deposit is counted once, on that day).
CREATE TABLE team_member_firsts (
  member_id          integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  first_deposit_day  date NOT NULL
);

-- Active members over any range, exactly, from day rows: each day a member was active, with the member's active day
-- before it (prev_day; '-infinity' for its first). A member is active in [a, b] exactly when it has an active day d
-- in [a, b] whose prev_day is before a (its first active day in the range), so the count over a team is
--   sum(members) FROM team_active WHERE ancestor_id = X AND day BETWEEN a AND b AND prev_day < a
-- one range of the primary key, whatever the team's size.
CREATE TABLE team_member_active_days (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day       date NOT NULL,
  -- NULL until the team job has counted the day in team_active.
  prev_day  date,
  PRIMARY KEY (member_id, day)
);
CREATE TABLE team_active (
  ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day         date NOT NULL,
  prev_day    date NOT NULL,
  members     integer NOT NULL,
  PRIMARY KEY (ancestor_id, day, prev_day)
);

-- The team as it is now, counted per ancestor: direct or deeper, agents or members (kept by the triggers below, so
-- the overview reads four rows, not the team).
CREATE TABLE team_sizes (
  ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  direct      boolean NOT NULL,
  agents      boolean NOT NULL,
  members     integer NOT NULL,
  PRIMARY KEY (ancestor_id, direct, agents)
);
INSERT INTO team_sizes (ancestor_id, direct, agents, members)
SELECT t.ancestor_id, t.depth = 1, m.account_type IN (1, 2, 41, 42), count(*)
FROM member_tree t JOIN members m ON m.id = t.member_id GROUP BY 1, 2, 3;

-- A new member joins the tree under its upline, and is counted as a registration.
CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, member_id, depth, account)
    SELECT NEW.upline_id, NEW.id, 1, lower(NEW.username)
    UNION ALL
    SELECT t.ancestor_id, NEW.id, t.depth + 1, lower(NEW.username) FROM member_tree t WHERE t.member_id = NEW.upline_id;
    INSERT INTO team_sizes AS z (ancestor_id, direct, agents, members)
    SELECT t.ancestor_id, t.depth = 1, NEW.account_type IN (1, 2, 41, 42), 1 FROM member_tree t WHERE t.member_id = NEW.id
    ON CONFLICT (ancestor_id, direct, agents) DO UPDATE SET members = z.members + 1;
  END IF;
  IF NEW.account_type <> 4 THEN
    INSERT INTO team_events (merchant_code, member_id, at, registrations) VALUES (NEW.merchant_code, NEW.id, NEW.reg_date, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_tree_insert_trg AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

-- A member moved under another upline (an operator's act): its whole subtree moves with it, and the team figures of
-- its old ancestors lose what the subtree did while those of its new ancestors gain it, all in this transaction.
CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id = NEW.id OR EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'team.move.cycle';
  END IF;
  CREATE TEMP TABLE IF NOT EXISTS team_move_subtree (member_id integer PRIMARY KEY, depth smallint NOT NULL) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS team_move_ancestors (ancestor_id integer NOT NULL, depth smallint NOT NULL, sign integer NOT NULL, line_id integer NOT NULL, PRIMARY KEY (ancestor_id, sign)) ON COMMIT DROP;
  DELETE FROM team_move_subtree;
  DELETE FROM team_move_ancestors;
  INSERT INTO team_move_subtree SELECT NEW.id, 0 UNION ALL SELECT member_id, depth FROM member_tree WHERE ancestor_id = NEW.id;
  -- Each ancestor's direct line the subtree is in: the moved member itself under its upline, else the moved
  -- member's ancestor one step below that ancestor.
  INSERT INTO team_move_ancestors
  SELECT a.ancestor_id, a.depth, -1, coalesce(l.ancestor_id, NEW.id)
  FROM member_tree a LEFT JOIN member_tree l ON l.member_id = NEW.id AND l.depth = a.depth - 1
  WHERE a.member_id = NEW.id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO team_move_ancestors
    SELECT NEW.upline_id, 1, 1, NEW.id
    UNION ALL
    SELECT a.ancestor_id, a.depth + 1, 1, coalesce(l.ancestor_id, NEW.upline_id)
    FROM member_tree a LEFT JOIN member_tree l ON l.member_id = NEW.upline_id AND l.depth = a.depth - 1
    WHERE a.member_id = NEW.upline_id;
  END IF;

  -- The counts: the subtree leaves the old ancestors' teams and joins the new ones' (direct only under its new upline).
  INSERT INTO team_sizes AS z (ancestor_id, direct, agents, members)
  SELECT a.ancestor_id, a.depth + s.depth = 1, m.account_type IN (1, 2, 41, 42), sum(a.sign)
  FROM team_move_ancestors a CROSS JOIN team_move_subtree s JOIN members m ON m.id = s.member_id
  GROUP BY 1, 2, 3
  ON CONFLICT (ancestor_id, direct, agents) DO UPDATE SET members = z.members + EXCLUDED.members;

  -- The tree: the subtree's links to the old ancestors go, links to the new ones come.
  DELETE FROM member_tree t USING team_move_ancestors a, team_move_subtree s
  WHERE a.sign = -1 AND t.ancestor_id = a.ancestor_id AND t.member_id = s.member_id;
  INSERT INTO member_tree (ancestor_id, member_id, depth, account)
  SELECT a.ancestor_id, s.member_id, a.depth + s.depth, lower(m.username)
  FROM team_move_ancestors a CROSS JOIN team_move_subtree s JOIN members m ON m.id = s.member_id WHERE a.sign = 1;

  -- The figures: what the subtree did, taken from the old ancestors' teams and given to the new ones'.
  INSERT INTO team_days AS d (ancestor_id, day, game_type, rounds, bets, valid_bets, wins, deposits, deposit_count, first_deposits, withdrawals, bonuses, registrations)
  SELECT a.ancestor_id, x.day, x.game_type, sum(a.sign * x.rounds), sum(a.sign * x.bets), sum(a.sign * x.valid_bets), sum(a.sign * x.wins),
         sum(a.sign * x.deposits), sum(a.sign * x.deposit_count), sum(a.sign * x.first_deposits), sum(a.sign * x.withdrawals), sum(a.sign * x.bonuses),
         sum(a.sign * x.registrations)
  FROM team_move_ancestors a CROSS JOIN team_move_subtree s JOIN team_member_days x ON x.member_id = s.member_id
  GROUP BY a.ancestor_id, x.day, x.game_type
  ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET
    rounds = d.rounds + EXCLUDED.rounds, bets = d.bets + EXCLUDED.bets, valid_bets = d.valid_bets + EXCLUDED.valid_bets, wins = d.wins + EXCLUDED.wins,
    deposits = d.deposits + EXCLUDED.deposits, deposit_count = d.deposit_count + EXCLUDED.deposit_count,
    first_deposits = d.first_deposits + EXCLUDED.first_deposits, withdrawals = d.withdrawals + EXCLUDED.withdrawals,
    bonuses = d.bonuses + EXCLUDED.bonuses, registrations = d.registrations + EXCLUDED.registrations;
  INSERT INTO team_line_days AS d (parent_id, day, line_id, rounds, bets, valid_bets, wins, bonuses)
  SELECT a.ancestor_id, x.day, a.line_id, sum(a.sign * x.rounds), sum(a.sign * x.bets), sum(a.sign * x.valid_bets), sum(a.sign * x.wins),
         sum(a.sign * x.bonuses)
  FROM team_move_ancestors a CROSS JOIN team_move_subtree s JOIN team_member_days x ON x.member_id = s.member_id
  GROUP BY a.ancestor_id, x.day, a.line_id
  ON CONFLICT (parent_id, day, line_id) DO UPDATE SET
    rounds = d.rounds + EXCLUDED.rounds, bets = d.bets + EXCLUDED.bets, valid_bets = d.valid_bets + EXCLUDED.valid_bets, wins = d.wins + EXCLUDED.wins,
    bonuses = d.bonuses + EXCLUDED.bonuses;
  INSERT INTO team_active AS t (ancestor_id, day, prev_day, members)
  SELECT a.ancestor_id, x.day, x.prev_day, sum(a.sign)
  FROM team_move_ancestors a CROSS JOIN team_move_subtree s JOIN team_member_active_days x ON x.member_id = s.member_id
  WHERE x.prev_day IS NOT NULL
  GROUP BY a.ancestor_id, x.day, x.prev_day
  ON CONFLICT (ancestor_id, day, prev_day) DO UPDATE SET members = t.members + EXCLUDED.members;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_tree_move_trg AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_tree_move();

-- A member made an agent (or back): it moves between its ancestors' agent and member counts.
CREATE FUNCTION member_tree_retype() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.account_type IN (1, 2, 41, 42)) <> (NEW.account_type IN (1, 2, 41, 42)) THEN
    INSERT INTO team_sizes AS z (ancestor_id, direct, agents, members)
    SELECT t.ancestor_id, t.depth = 1, x.agents, x.delta FROM member_tree t
    CROSS JOIN (VALUES (OLD.account_type IN (1, 2, 41, 42), -1), (NEW.account_type IN (1, 2, 41, 42), 1)) AS x (agents, delta)
    WHERE t.member_id = NEW.id
    ON CONFLICT (ancestor_id, direct, agents) DO UPDATE SET members = z.members + EXCLUDED.members;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_tree_retype_trg AFTER UPDATE OF account_type ON members FOR EACH ROW EXECUTE FUNCTION member_tree_retype();

-- A vendor's round settled (real money only: a trial wallet's play is not the team's).
CREATE FUNCTION team_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_events (merchant_code, member_id, at, game_type, rounds, bets, valid_bets, wins, max_stake)
  SELECT NEW.merchant_code, NEW.member_id, NEW.settled_at, team_game_type(g.category), 1, NEW.bet, team_valid_stake(NEW.bet, NEW.win), NEW.win,
         team_valid_stake(NEW.bet, NEW.win)
  FROM games g WHERE g.node_id = NEW.node_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER game_rounds_team_trg AFTER UPDATE OF status ON game_rounds
  FOR EACH ROW WHEN (OLD.status = 'open' AND NEW.status = 'settled' AND NEW.wallet <> 'trial') EXECUTE FUNCTION team_round_settled();

-- A member's result of a settled lottery round (the electronic games count as ELOTT, the others as LOTT).
CREATE FUNCTION team_lottery_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_events (merchant_code, member_id, at, game_type, rounds, bets, valid_bets, wins, max_stake)
  SELECT NEW.merchant_code, NEW.member_id, NEW.settled_at, CASE WHEN r.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, 1,
         NEW.stake, team_valid_stake(NEW.stake, NEW.payout), NEW.payout, team_valid_stake(NEW.stake, NEW.payout)
  FROM lottery_rounds r WHERE r.id = NEW.round_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER lottery_member_rounds_team_trg AFTER INSERT ON lottery_member_rounds FOR EACH ROW EXECUTE FUNCTION team_lottery_settled();

-- A deposit or a bonus credited to a member's main wallet: read at commit, once the entry's postings are written.
CREATE FUNCTION team_ledger_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_events (merchant_code, member_id, at, deposits, deposit_count, bonuses)
  SELECT NEW.merchant_code, a.member_id, NEW.created_at,
         CASE WHEN NEW.entry_type = 'deposit' THEN p.amount ELSE 0 END, CASE WHEN NEW.entry_type = 'deposit' THEN 1 ELSE 0 END,
         CASE WHEN NEW.entry_type = 'bonus' THEN p.amount ELSE 0 END
  FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
  WHERE p.entry_id = NEW.id AND a.kind = 'main' AND p.amount > 0;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_team_trg AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.entry_type IN ('deposit', 'bonus')) EXECUTE FUNCTION team_ledger_credit();

-- A withdrawal paid out.
CREATE FUNCTION team_withdrawal_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_events (merchant_code, member_id, at, withdrawals) VALUES (NEW.merchant_code, NEW.member_id, NEW.decided_at, NEW.amount);
  RETURN NULL;
END
$$;
CREATE TRIGGER withdrawals_team_trg AFTER UPDATE OF status ON withdrawals
  FOR EACH ROW WHEN (OLD.status <> 'paid' AND NEW.status = 'paid') EXECUTE FUNCTION team_withdrawal_paid();

-- What happened before this migration, for the team job to count like the rest.
INSERT INTO team_events (merchant_code, member_id, at, registrations)
SELECT merchant_code, id, reg_date, 1 FROM members WHERE account_type <> 4;
INSERT INTO team_events (merchant_code, member_id, at, game_type, rounds, bets, valid_bets, wins, max_stake)
SELECT r.merchant_code, r.member_id, r.settled_at, team_game_type(g.category), 1, r.bet, team_valid_stake(r.bet, r.win), r.win, team_valid_stake(r.bet, r.win)
FROM game_rounds r JOIN games g ON g.node_id = r.node_id WHERE r.status = 'settled' AND r.wallet <> 'trial';
INSERT INTO team_events (merchant_code, member_id, at, game_type, rounds, bets, valid_bets, wins, max_stake)
SELECT x.merchant_code, x.member_id, x.settled_at, CASE WHEN r.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, 1, x.stake,
       team_valid_stake(x.stake, x.payout), x.payout, team_valid_stake(x.stake, x.payout)
FROM lottery_member_rounds x JOIN lottery_rounds r ON r.id = x.round_id;
INSERT INTO team_events (merchant_code, member_id, at, deposits, deposit_count, bonuses)
SELECT e.merchant_code, a.member_id, e.created_at,
       CASE WHEN e.entry_type = 'deposit' THEN p.amount ELSE 0 END, CASE WHEN e.entry_type = 'deposit' THEN 1 ELSE 0 END,
       CASE WHEN e.entry_type = 'bonus' THEN p.amount ELSE 0 END
FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
WHERE e.entry_type IN ('deposit', 'bonus') AND a.kind = 'main' AND p.amount > 0;
INSERT INTO team_events (merchant_code, member_id, at, withdrawals)
SELECT merchant_code, member_id, decided_at, amount FROM withdrawals WHERE status = 'paid';

-- Invite links: an agent's registration links, each with its own code, type, expiry and channel label.
CREATE TABLE invite_links (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  agent_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code          text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{6,32}$'),
  account_type  smallint NOT NULL CHECK (account_type IN (0, 2)),
  channel       text NOT NULL CHECK (length(channel) <= 32),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz,
  deleted_at    timestamptz,
  UNIQUE (merchant_code, code)
);
CREATE INDEX invite_links_agent_idx ON invite_links (agent_id, created_at DESC) WHERE deleted_at IS NULL;
-- The link a member registered through (its registrations are counted from here).
ALTER TABLE members ADD COLUMN invite_link_id bigint REFERENCES invite_links (id);
CREATE INDEX members_invite_link_idx ON members (invite_link_id) WHERE invite_link_id IS NOT NULL;

-- The team's bets, newest first (the agent centre's team betting).
CREATE INDEX game_rounds_member_settled_idx ON game_rounds (member_id, settled_at DESC) WHERE status = 'settled';
