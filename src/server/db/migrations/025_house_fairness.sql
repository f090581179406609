-- Provably fair house games (src/contract/houseFairness.ts): every outcome follows from a secret 32-byte seed whose
-- SHA-256 is published before any bet and which is revealed with the result.
--
-- A table round's seed and its hash, kept with the outcome drawn from it (the outcome is kept in the clear beside
-- it, so the seed is no more secret here than the outcome already was). Rounds made before this have neither.
ALTER TABLE house_table_rounds
  ADD COLUMN seed      text CHECK (seed ~ '^[0-9a-f]{64}$'),
  ADD COLUMN seed_hash text CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  ADD CONSTRAINT house_table_rounds_seed_ck CHECK ((seed IS NULL) = (seed_hash IS NULL));

-- The seed a slots or dice session's next spin plays: one per game session, its hash shown to the player before the
-- spin. A spin takes it (row-locked, so two spins never play one seed) and commits the next in its place.
CREATE TABLE house_spin_seeds (
  session_id   bigint PRIMARY KEY REFERENCES game_sessions (id) ON DELETE CASCADE,
  seed         text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash    text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  committed_at timestamptz NOT NULL
);
