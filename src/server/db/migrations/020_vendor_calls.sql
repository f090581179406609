-- A vendor's bet and win (the seamless wallet, domain/games/seamless.ts) as one database function each: the call's
-- record, its round and its ledger entry (ledger_post, migration 019) in one statement, atomic on its own. A call
-- costs one round trip, as a wallet transfer does; before, it was its record, its round and the ledger's statements,
-- each sent, parsed and planned apart, in a transaction of its own.
--
-- Each returns rows of (outcome, posted_entry, posted_index, posted_balance):
--   'replay'   one row: the transaction id was already recorded; nothing was written (the caller answers from the
--              first call's record);
--   'moved'    one row per posting of the call's ledger entry, as ledger_post returns them;
--   'recorded' one row: a win of zero (a loss) recorded without a movement; posted_balance is the wallet's balance,
--              which is also kept as the call's answer for a replay.
-- A refusal (SQLSTATE PT001, db/raised.ts) undoes everything the call wrote: its record too.
--
-- A round is one wallet's: its bets and wins move the wallet of the session that opened it (a later call from a
-- session on another wallet finds the round closed to it).

CREATE FUNCTION vendor_bet(
  p_merchant text, p_vendor text, p_txn text, p_fingerprint text, p_round text, p_member integer, p_node bigint, p_wallet text, p_amount bigint,
  p_at timestamptz,
  -- The bet's ledger entry as movements.ts builds it (ledger_post's arguments); its reference is the round's.
  p_currency text, p_key text, p_actor text, p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[]
) RETURNS TABLE (outcome text, posted_entry bigint, posted_index integer, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_round bigint;
BEGIN
  -- The record first: a replay (or a twin, which waits here for the first's commit) finds the id taken.
  INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, member_id, amount, status, fingerprint, response, created_at)
  VALUES (p_merchant, p_vendor, p_txn, 'bet', p_member, p_amount, 'ok', p_fingerprint, '{}', p_at)
  ON CONFLICT (merchant_code, vendor_code, txn_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  -- Its rollback came first (a vendor that timed out and gave up): the bet can never land.
  IF EXISTS (SELECT 1 FROM vendor_transactions WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND kind = 'rollback' AND ref_txn_id = p_txn) THEN
    RAISE EXCEPTION USING ERRCODE = 'PT001', MESSAGE = 'vendor.bet.rolled.back';
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
  UPDATE vendor_transactions SET round_id = v_round WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND txn_id = p_txn;
  RETURN QUERY SELECT 'moved'::text, p.posted_entry, p.posted_index, p.posted_balance
    FROM ledger_post(p_merchant, p_currency, 'bet', 'round:' || v_round, p_key, p_actor, NULL, p_at, p_kinds, p_members, p_vendors, p_amounts) p;
END
$$;

CREATE FUNCTION vendor_win(
  p_merchant text, p_vendor text, p_txn text, p_fingerprint text, p_round text, p_member integer, p_wallet text, p_amount bigint,
  p_final boolean, p_result jsonb, p_at timestamptz,
  -- The win's ledger entry as movements.ts builds it (ledger_post's arguments; unused for a win of zero).
  p_currency text, p_key text, p_actor text, p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[]
) RETURNS TABLE (outcome text, posted_entry bigint, posted_index integer, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_round bigint;
  v_balance bigint;
BEGIN
  INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, member_id, amount, status, fingerprint, response, created_at)
  VALUES (p_merchant, p_vendor, p_txn, 'win', p_member, p_amount, 'ok', p_fingerprint, '{}', p_at)
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
    SELECT balance INTO v_balance FROM ledger_accounts
    WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_wallet AND member_id = p_member
      AND vendor_code = CASE WHEN p_wallet = 'vendor' THEN p_vendor ELSE '' END;
    v_balance := coalesce(v_balance, 0);
    UPDATE vendor_transactions SET round_id = v_round, response = json_build_object('balanceMinor', v_balance::text)
    WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND txn_id = p_txn;
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint, NULL::integer, v_balance;
    RETURN;
  END IF;
  UPDATE vendor_transactions SET round_id = v_round WHERE merchant_code = p_merchant AND vendor_code = p_vendor AND txn_id = p_txn;
  RETURN QUERY SELECT 'moved'::text, p.posted_entry, p.posted_index, p.posted_balance
    FROM ledger_post(p_merchant, p_currency, 'win', 'round:' || v_round, p_key, p_actor, NULL, p_at, p_kinds, p_members, p_vendors, p_amounts) p;
END
$$;
