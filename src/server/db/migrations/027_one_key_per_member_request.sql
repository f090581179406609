-- A member's idempotency key names one request, whatever its action. An agent's transfer, recall and transfer to
-- the upline now all post under `at:<member>:<key>`, and a member's transfer and recall all under `wt:<member>:<key>`
-- (a recall's first entry; its others keep `wt:<member>:<key>:<vendor>`), so the ledger's fingerprint refuses a key
-- sent again with another action (`idempotency.key.reused`) as it refuses one sent with other values.
--
-- Entries written under the older keys are given the new ones, so a call sent before this change and retried after
-- it still finds its first answer instead of moving the money again: an agent's `at:<member>:<action>:<key>`, and the
-- first entry of a recall all (reference `recall:wt:<member>:<key>`). Where one key had served two requests, the
-- older entry takes it and the other keeps its old key.

WITH renamed AS (
  SELECT id, merchant_code, new_key, row_number() OVER (PARTITION BY merchant_code, new_key ORDER BY id) AS nth
  FROM (
    SELECT id, merchant_code, regexp_replace(idempotency_key, '^(at:[0-9]+:)(transfer|recall|upline):', '\1') AS new_key
    FROM ledger_entries
    WHERE idempotency_key ~ '^at:[0-9]+:(transfer|recall|upline):'
  ) AS agent_entries
)
UPDATE ledger_entries e SET idempotency_key = r.new_key
FROM renamed r
WHERE e.id = r.id AND r.nth = 1
  AND NOT EXISTS (SELECT 1 FROM ledger_entries o WHERE o.merchant_code = r.merchant_code AND o.idempotency_key = r.new_key);

UPDATE ledger_entries e SET idempotency_key = substr(e.reference, length('recall:') + 1)
WHERE e.reference LIKE 'recall:wt:%'
  AND e.id = (SELECT min(f.id) FROM ledger_entries f WHERE f.merchant_code = e.merchant_code AND f.reference = e.reference)
  AND NOT EXISTS (SELECT 1 FROM ledger_entries o WHERE o.merchant_code = e.merchant_code AND o.idempotency_key = substr(e.reference, length('recall:') + 1));
