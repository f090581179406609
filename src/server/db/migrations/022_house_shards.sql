-- The house's account in shards. Every bet, win and refund of every member posts against the merchant's house
-- account (trial play against its play credit), and a posting holds its account's row locked until its commit: on
-- PostgreSQL one row serialized every game call of a merchant, all members alike. Those two accounts are now
-- 16 rows each (shards 0 to 15, made on first use), and a movement posts to one picked at random; the
-- account's balance is the sum of its shards (the ledger's invariants are over all rows, so they hold as before).
-- An entry's fingerprint names the account, not the shard ('house'), so a retry that lands on another shard is still
-- the same request. Member accounts and the other system accounts keep one row (shard 0).
--
-- The order in which a movement locks its accounts becomes: the merchant's accounts first, then the members', each in
-- id order (was: all in id order). Still one order for every writer, so two never wait on each other in opposite
-- orders; and a member's wallet, the row a member's own calls queue on, is now locked last, for the least time (from
-- its update to the commit). The lottery's settlement locks in the same order (db/lottery/settlement.ts).

ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_ck CHECK (shard BETWEEN 0 AND 15 AND (shard = 0 OR kind IN ('house', 'trial_credit')));
DROP INDEX ledger_accounts_uq;
CREATE UNIQUE INDEX ledger_accounts_uq ON ledger_accounts (merchant_code, currency, kind, (coalesce(member_id, 0)), vendor_code, shard);

-- The shard a posting to an account of this kind goes to: one of 16 for the house and the play credit, else 0.
-- (random() only spreads the load; nothing depends on which shard is picked.)
CREATE FUNCTION ledger_shard(p_kind text) RETURNS smallint
LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN p_kind IN ('house', 'trial_credit') THEN floor(random() * 16)::smallint ELSE 0::smallint END
$$;

-- ledger_post (migration 019) with the shard in its account lookup and the new lock order; otherwise unchanged.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant text, p_currency text, p_type text, p_reference text, p_key text, p_actor text, p_ip text, p_at timestamptz,
  p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[]
) RETURNS TABLE (posted_entry bigint, posted_index integer, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_fingerprint text := ledger_fingerprint(p_currency, p_type, p_reference, p_actor, p_kinds, p_members, p_vendors, p_amounts);
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
