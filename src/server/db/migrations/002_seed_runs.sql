-- Which demo data sets have been written, so seeding happens once per data set and never again after an
-- operator edits or deletes the seeded rows.
CREATE TABLE seed_runs (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
