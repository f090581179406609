-- A vendor's bet and win write fewer rows (migration 020's functions, rewritten below): per call, the record of the
-- call, its round and its ledger entry, and nothing else.
--
-- - A call's record names its round by the vendor's round id (round_ref, known before the round is found or opened),
--   so it is written whole by its first insert. It named it by the round's row id (round_id), which is known only
--   after the round's insert, so every bet and win updated its own record a second time. The reference to the round
--   is checked at commit (the record is written first, before a first bet opens its round).
-- - A rollback of a bet never seen writes that bet's record as 'void' (amount 0, no round): the bet's own insert,
--   should it come later, finds its id taken and is refused. Before, every bet looked for such a rollback first (one
--   more statement per bet, on an index kept only for it). It also closes a race: a rollback that arrives while its
--   bet is being written waits for that bet on the void record's insert, then rolls it back, where it used to record
--   "unknown bet" and let the bet land.
-- A loss's record is written with its answer (the wallet's balance), not updated with it afterwards.

ALTER TABLE vendor_transactions ADD COLUMN round_ref text;
UPDATE vendor_transactions t SET round_ref = r.round_ref FROM game_rounds r WHERE r.id = t.round_id;
ALTER TABLE vendor_transactions DROP COLUMN round_id;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_round_fkey FOREIGN KEY (merchant_code, vendor_code, round_ref)
  REFERENCES game_rounds (merchant_code, vendor_code, round_ref) DEFERRABLE INITIALLY DEFERRED;

-- 'void': the record of a bet whose rollback came first.
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_status_check;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_status_check CHECK (status IN ('ok', 'rolled_back', 'unknown_bet', 'void'));

-- The bets refused in advance so far, as void records.
INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, member_id, amount, status, fingerprint, response, created_at)
SELECT merchant_code, vendor_code, ref_txn_id, 'bet', member_id, 0, 'void', 'void', '{}', created_at
FROM vendor_transactions WHERE kind = 'rollback' AND status = 'unknown_bet' AND ref_txn_id IS NOT NULL
ON CONFLICT (merchant_code, vendor_code, txn_id) DO NOTHING;
DROP INDEX vendor_transactions_rollback_idx;

-- The functions' answers are as before (migration 020): rows of (outcome, posted_entry, posted_index, posted_balance),
-- outcome 'replay' (the id was taken: the caller reads the first record; a void record refuses the bet there),
-- 'moved' (the ledger entry's postings) or 'recorded' (a loss: the wallet's balance). A refusal (PT001) undoes all.

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
  -- The record first: a replay (or a twin, which waits here for the first's commit, or a bet voided by its rollback)
  -- finds the id taken.
  INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_ref, member_id, amount, status, fingerprint, response, created_at)
  VALUES (p_merchant, p_vendor, p_txn, 'bet', p_round, p_member, p_amount, 'ok', p_fingerprint, '{}', p_at)
  ON CONFLICT (merchant_code, vendor_code, txn_id) DO NOTHING;
  IF NOT FOUND THEN
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
    -- Another member's round, or one that is over.
    RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.round.closed';
  END IF;
  RETURN QUERY SELECT 'moved'::text, p.posted_entry, p.posted_index, p.posted_balance
    FROM ledger_post(p_merchant, p_currency, 'bet', 'round:' || v_round, p_key, p_actor, NULL, p_at, p_kinds, p_members, p_vendors, p_amounts) p;
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
  IF p_amount = 0 THEN
    -- A loss moves nothing: its answer, the wallet's balance, is kept in its record for a replay.
    SELECT balance INTO v_balance FROM ledger_accounts
    WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_wallet AND member_id = p_member
      AND vendor_code = CASE WHEN p_wallet = 'vendor' THEN p_vendor ELSE '' END;
    v_balance := coalesce(v_balance, 0);
  END IF;
  INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_ref, member_id, amount, status, fingerprint, response, created_at)
  VALUES (p_merchant, p_vendor, p_txn, 'win', p_round, p_member, p_amount, 'ok', p_fingerprint,
          CASE WHEN p_amount = 0 THEN json_build_object('balanceMinor', v_balance::text) ELSE '{}' END, p_at)
  ON CONFLICT (merchant_code, vendor_code, txn_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
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
    -- A win needs its bet (an unknown round, another member's or wallet's, or one whose bets were all rolled back)
    -- and an open round.
    IF EXISTS (SELECT 1 FROM game_rounds WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND round_ref = p_round AND member_id = p_member
               AND wallet = p_wallet AND bet > 0) THEN
      RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.round.closed';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.bet.not.found';
  END IF;
  IF p_amount = 0 THEN
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint, NULL::integer, v_balance;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'moved'::text, p.posted_entry, p.posted_index, p.posted_balance
    FROM ledger_post(p_merchant, p_currency, 'win', 'round:' || v_round, p_key, p_actor, NULL, p_at, p_kinds, p_members, p_vendors, p_amounts) p;
END
$$;
