-- The ledger's write as one database function (domain/money/ledger.ts validates a request and calls it). It does
-- what the ledger did in five statements (the entry's header, its accounts found or created, the balance updates in
-- account-id order, the postings) in one call, so a movement is one round trip on both backends, and on embedded
-- PGlite, which parses and plans every statement it is sent, its statements' plans are kept (PL/pgSQL caches them per
-- connection). The rules are the same as before (ARCHITECTURE.md "Money"):
--
-- - idempotency: the header is written first, under the merchant's unique key; a concurrent writer of that key makes
--   this wait for its commit. When the key is taken, nothing is written and no row is returned (the caller reads the
--   first answer), unless the request differs from the one the key was first used for: then `idempotency.key.reused`;
-- - a member account never goes below zero: a refused update raises `insufficient.balance`, which undoes the whole
--   statement (and the caller's transaction, when it runs in one);
-- - accounts are found (or created) in the order given (the caller sorts them by key) and updated in id order, so two
--   movements on the same accounts never wait on each other in opposite orders.
--
-- Refusals are raised with SQLSTATE PT001 and the application's error code as the message (db/raised.ts maps them).

-- An account's key, as the fingerprint spells it ('main:7', 'vendor:7:HSLOT', 'house').
CREATE FUNCTION ledger_account_key(p_kind text, p_member integer, p_vendor text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_kind = 'vendor' THEN 'vendor:' || p_member || ':' || p_vendor
              WHEN p_kind IN ('main', 'trial') THEN p_kind || ':' || p_member
              ELSE p_kind END
$$;

-- What makes two requests under one key the same: currency, type, reference, actor and the postings by account key
-- (not the address: a retry may come from elsewhere). The same JSON text earlier versions computed in the server, so
-- keys written before this migration compare as they did.
CREATE FUNCTION ledger_fingerprint(p_currency text, p_type text, p_reference text, p_actor text, p_kinds text[], p_members integer[], p_vendors text[], p_amounts bigint[])
RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- PL/pgSQL, not SQL: a SQL function with a subquery is planned again at every call; this plan is kept.
  RETURN '[' || to_json(p_currency)::text || ',' || to_json(p_type)::text || ',' || coalesce(to_json(p_reference)::text, 'null') || ','
      || to_json(p_actor)::text || ',['
      || (SELECT string_agg('[' || to_json(ledger_account_key(k, m, v))::text || ',"' || a::text || '"]', ',' ORDER BY ledger_account_key(k, m, v) COLLATE "C")
          FROM unnest(p_kinds, p_members, p_vendors, p_amounts) AS p(k, m, v, a))
      || ']]';
END
$$;

-- Posts one entry. The postings are given as parallel arrays (kind, member or NULL, vendor code or '', amount);
-- returned are one row per posting, in account-id order: the entry, the posting's 1-based index in the arrays and
-- the account's balance right after. No row: the key was already used for this same request.
CREATE FUNCTION ledger_post(
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
    SELECT id INTO v_id FROM ledger_accounts
    WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_kinds[i] AND coalesce(member_id, 0) = coalesce(p_members[i], 0)
      AND vendor_code = p_vendors[i];
    IF v_id IS NULL THEN
      -- Created with balance zero, so the merchant's sum stays zero; a concurrent creator makes this wait, then
      -- its row is found.
      INSERT INTO ledger_accounts (merchant_code, currency, kind, member_id, vendor_code, created_at)
      VALUES (p_merchant, p_currency, p_kinds[i], p_members[i], p_vendors[i], p_at)
      ON CONFLICT (merchant_code, currency, kind, (coalesce(member_id, 0)), vendor_code) DO NOTHING
      RETURNING id INTO v_id;
      IF v_id IS NULL THEN
        SELECT id INTO STRICT v_id FROM ledger_accounts
        WHERE merchant_code = p_merchant AND currency = p_currency AND kind = p_kinds[i] AND coalesce(member_id, 0) = coalesce(p_members[i], 0)
          AND vendor_code = p_vendors[i];
      END IF;
    END IF;
    v_ids := v_ids || v_id;
  END LOOP;

  FOR r IN SELECT t.id, t.amount, t.i::integer AS i FROM unnest(v_ids, p_amounts) WITH ORDINALITY AS t(id, amount, i) ORDER BY t.id LOOP
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
