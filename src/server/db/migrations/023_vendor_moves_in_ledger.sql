-- A vendor's bet or win that moves money is recorded by its ledger entry alone (its key `vt:<vendor>:<txn id>`), no
-- longer also by a row of vendor_transactions: one insert fewer on every such call, the calls every round makes
-- (database time alone, rounds one after another: a bet + win round trip went from 51.5% to 55.0% of a transfer's
-- rate on PGlite, 51.3% to 55.4% on PostgreSQL; bench/README.md, "Games"). vendor_transactions keeps
-- the calls that move nothing of their own (a loss, with its answer), the rollbacks, the void records of bets whose
-- rollback came first, and the records written before this migration (a replay of those is still answered from them).
--
-- - Every bet and win first takes its transaction id's lock (vendor_call_lock, an advisory lock held to the commit),
--   and a rollback takes its bet's: a rollback that arrives while its bet is being written waits for that bet's
--   commit, then finds it and gives it back; a bet that arrives while its rollback is being written waits, then finds
--   the void record and is refused. (The bet's record used to be that meeting point; its ledger entry cannot be,
--   since an entry exists only with its postings.) Under the lock a call looks for a record of its id in
--   vendor_transactions (a void bet, a loss, a rollback, an older call): found, the caller answers from that record.
-- - A replay of a call that moved money finds its ledger key taken: the ledger compares the two requests and refuses
--   another one (idempotency.key.reused); the same one raises PT002, which undoes the statement (its round's change
--   too) and tells the caller to answer from the first call's entry. The entry's fingerprint covers the vendor's whole
--   call (ledger_post's new p_request: every parameter but the session token), so the same id with another `final` or
--   `result` is still another request, as before.
-- - A loss (a win of 0) looks in the ledger too: the id of a call that moved money is not a loss's.

-- ledger_post (migration 022) with p_request: what else makes the caller's request the one it is, kept in the entry's
-- fingerprint (NULL for the ledger's own movements, whose fingerprints are unchanged).
CREATE FUNCTION ledger_request_fingerprint(
  p_currency text, p_type text, p_reference text, p_actor text, p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[], p_request text
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT ledger_fingerprint(p_currency, p_type, p_reference, p_actor, p_kinds, p_members, p_vendors, p_amounts) || coalesce(' ' || p_request, '')
$$;

DROP FUNCTION ledger_post(text, text, text, text, text, text, text, timestamptz, text[], integer[], text[], bigint[]);
CREATE FUNCTION ledger_post(
  p_merchant text, p_currency text, p_type text, p_reference text, p_key text, p_actor text, p_ip text, p_at timestamptz,
  p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[], p_request text DEFAULT NULL
) RETURNS TABLE (posted_entry bigint, posted_index integer, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_fingerprint text := ledger_request_fingerprint(p_currency, p_type, p_reference, p_actor, p_kinds, p_members, p_vendors, p_amounts, p_request);
  v_entry bigint;
  v_first text;
  v_ids bigint[] := '{}';
  v_id bigint;
  v_shard smallint;
  v_after bigint;
  r record;
BEGIN
  INSERT INTO ledger_entries (merchant_code, currency, entry_type, reference, idempotency_key, fingerprint, actor, ip, created_at)
  VALUES (p_merchant, p_currency, p_type, p_reference, p_key, v_fingerprint, p_actor, p_ip, p_at)
  ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    SELECT fingerprint INTO v_first FROM ledger_entries WHERE merchant_code = p_merchant AND idempotency_key = p_key;
    IF v_first IS DISTINCT FROM v_fingerprint THEN
      RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'idempotency.key.reused';
    END IF;
    RETURN;
  END IF;

  FOR i IN 1 .. cardinality(p_kinds) LOOP
    v_shard := ledger_shard(p_kinds[i]);
    SELECT id INTO v_id FROM ledger_accounts
    WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_kinds[i] AND coalesce(member_id, 0) = coalesce(p_members[i], 0)
      AND vendor_code = p_vendors[i] AND shard = v_shard;
    IF v_id IS NULL THEN
      -- Created with balance zero, so the merchant's sum stays zero; a concurrent creator makes this wait, then
      -- its row is found.
      INSERT INTO ledger_accounts (merchant_code, currency, kind, member_id, vendor_code, shard, created_at)
      VALUES (p_merchant, p_currency, p_kinds[i], p_members[i], p_vendors[i], v_shard, p_at)
      ON CONFLICT (merchant_code, currency, kind, (coalesce(member_id, 0)), vendor_code, shard) DO NOTHING
      RETURNING id INTO v_id;
      IF v_id IS NULL THEN
        SELECT id INTO STRICT v_id FROM ledger_accounts
        WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_kinds[i] AND coalesce(member_id, 0) = coalesce(p_members[i], 0)
          AND vendor_code = p_vendors[i] AND shard = v_shard;
      END IF;
    END IF;
    v_ids := v_ids || v_id;
  END LOOP;

  -- The merchant's accounts first, then the members', each in id order.
  FOR r IN SELECT t.id, t.amount, t.i::integer AS i FROM unnest(v_ids, p_amounts) WITH ORDINALITY AS t(id, amount, i)
           ORDER BY p_members[t.i] IS NOT NULL, t.id LOOP
    UPDATE ledger_accounts SET balance = balance + r.amount
    WHERE id = r.id AND (member_id IS NULL OR balance + r.amount >= 0)
    RETURNING balance INTO v_after;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'insufficient.balance', DETAIL = json_build_object('account', p_kinds[r.i])::text;
    END IF;
    INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after) VALUES (v_entry, r.id, r.amount, v_after);
    posted_entry := v_entry;
    posted_index := r.i;
    posted_balance := v_after;
    RETURN NEXT;
  END LOOP;
END
$$;

-- The lock of a vendor's transaction id, held until the commit: bets and wins take their own, a rollback its bet's.
CREATE FUNCTION vendor_call_lock(p_merchant text, p_vendor text, p_txn text) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(p_merchant || ':' || p_vendor || ':' || p_txn, 0))
$$;

-- A call whose round could not be written (over, or not this member's): the same call again, made while the round was
-- open, raises PT002; another request under an id that moved money is refused. Returns when the id moved nothing.
CREATE FUNCTION vendor_call_repeated(
  p_merchant text, p_vendor text, p_type text, p_round text, p_currency text, p_key text, p_actor text,
  p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[], p_request text
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_first text;
  v_round bigint;
BEGIN
  SELECT fingerprint INTO v_first FROM ledger_entries WHERE merchant_code = p_merchant AND idempotency_key = p_key;
  IF v_first IS NULL THEN
    RETURN;
  END IF;
  SELECT id INTO v_round FROM game_rounds WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND round_ref = p_round;
  IF v_first = ledger_request_fingerprint(p_currency, p_type, 'round:' || v_round, p_actor, p_kinds, p_members, p_vendors, p_amounts, p_request) THEN
    RAISE EXCEPTION USING ERRCODE = 'PT002', MESSAGE = 'vendor.call.repeated';
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'idempotency.key.reused';
END
$$;

-- The functions' answers are as before (migration 021), rows of (outcome, posted_entry, posted_index, posted_balance):
-- 'replay' (the id has a record in vendor_transactions: the caller reads it; a void record refuses a bet there),
-- 'moved' (the ledger entry's postings) or 'recorded' (a loss: the wallet's balance). PT002: the same call again, whose
-- ledger entry the caller answers from. A refusal (PT001) or PT002 undoes all.

CREATE OR REPLACE FUNCTION vendor_bet(
  p_merchant text, p_vendor text, p_txn text, p_fingerprint text, p_round text, p_member integer, p_node bigint, p_wallet text, p_amount bigint,
  p_at timestamptz,
  p_currency text, p_key text, p_actor text, p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[]
) RETURNS TABLE (outcome text, posted_entry bigint, posted_index integer, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_round bigint;
BEGIN
  PERFORM vendor_call_lock(p_merchant, p_vendor, p_txn);
  IF EXISTS (SELECT 1 FROM vendor_transactions WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND txn_id = p_txn) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  -- The stake added to the member's open round, opened by its first bet.
  INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, created_at)
  VALUES (p_merchant, p_vendor, p_round, p_member, p_node, p_wallet, p_amount, p_at)
  ON CONFLICT (merchant_code, vendor_code, round_ref) DO UPDATE SET bet = game_rounds.bet + EXCLUDED.bet
    WHERE game_rounds.member_id = EXCLUDED.member_id AND game_rounds.status = 'open' AND game_rounds.wallet = EXCLUDED.wallet
  RETURNING id INTO v_round;
  IF v_round IS NULL THEN
    -- Another member's round, or one that is over (unless this bet is the same call again).
    PERFORM vendor_call_repeated(p_merchant, p_vendor, 'bet', p_round, p_currency, p_key, p_actor, p_kinds, p_members, p_vendors, p_amounts, p_fingerprint);
    RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.round.closed';
  END IF;
  RETURN QUERY SELECT 'moved'::text, p.posted_entry, p.posted_index, p.posted_balance
    FROM ledger_post(p_merchant, p_currency, 'bet', 'round:' || v_round, p_key, p_actor, NULL, p_at, p_kinds, p_members, p_vendors, p_amounts, p_fingerprint) p;
  IF NOT FOUND THEN
    -- The ledger already holds this same call: undone, the round's stake with it.
    RAISE EXCEPTION USING ERRCODE = 'PT002', MESSAGE = 'vendor.call.repeated';
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION vendor_win(
  p_merchant text, p_vendor text, p_txn text, p_fingerprint text, p_round text, p_member integer, p_wallet text, p_amount bigint,
  p_final boolean, p_result jsonb, p_at timestamptz,
  p_currency text, p_key text, p_actor text, p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[]
) RETURNS TABLE (outcome text, posted_entry bigint, posted_index integer, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_round bigint;
  v_balance bigint;
BEGIN
  PERFORM vendor_call_lock(p_merchant, p_vendor, p_txn);
  IF EXISTS (SELECT 1 FROM vendor_transactions WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND txn_id = p_txn) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF p_amount = 0 THEN
    -- A loss moves nothing. Its id must not be one that moved money; its answer, the wallet's balance, is kept in its
    -- record for a replay.
    IF EXISTS (SELECT 1 FROM ledger_entries WHERE merchant_code = p_merchant AND idempotency_key = p_key) THEN
      RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'idempotency.key.reused';
    END IF;
    SELECT balance INTO v_balance FROM ledger_accounts
    WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_wallet AND member_id = p_member
      AND vendor_code = CASE WHEN p_wallet = 'vendor' THEN p_vendor ELSE '' END;
    v_balance := coalesce(v_balance, 0);
  END IF;
  -- The member's open round of this wallet that has a bet; `final` settles it, keeping the result.
  UPDATE game_rounds SET win = win + p_amount,
    status = CASE WHEN p_final THEN 'settled' ELSE status END,
    settled_at = CASE WHEN p_final THEN p_at ELSE settled_at END,
    result = coalesce(p_result, result)
  WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND round_ref = p_round AND member_id = p_member AND wallet = p_wallet
    AND bet > 0 AND status = 'open'
  RETURNING id INTO v_round;
  IF v_round IS NULL THEN
    IF p_amount > 0 THEN
      PERFORM vendor_call_repeated(p_merchant, p_vendor, 'win', p_round, p_currency, p_key, p_actor, p_kinds, p_members, p_vendors, p_amounts, p_fingerprint);
    END IF;
    -- A win needs its bet (an unknown round, another member's or wallet's, or one whose bets were all rolled back)
    -- and an open round.
    IF EXISTS (SELECT 1 FROM game_rounds WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND round_ref = p_round AND member_id = p_member
               AND wallet = p_wallet AND bet > 0) THEN
      RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.round.closed';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.bet.not.found';
  END IF;
  IF p_amount = 0 THEN
    INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_ref, member_id, amount, status, fingerprint, response, created_at)
    VALUES (p_merchant, p_vendor, p_txn, 'win', p_round, p_member, 0, 'ok', p_fingerprint, json_build_object('balanceMinor', v_balance::text), p_at);
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint, NULL::integer, v_balance;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'moved'::text, p.posted_entry, p.posted_index, p.posted_balance
    FROM ledger_post(p_merchant, p_currency, 'win', 'round:' || v_round, p_key, p_actor, NULL, p_at, p_kinds, p_members, p_vendors, p_amounts, p_fingerprint) p;
  IF NOT FOUND THEN
    -- The ledger already holds this same call: undone, the round's change with it.
    RAISE EXCEPTION USING ERRCODE = 'PT002', MESSAGE = 'vendor.call.repeated';
  END IF;
END
$$;
