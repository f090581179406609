-- Agency notices (type AG): the agents' counterpart of the public popup, read only by a logged-in agent account
-- through its own call (spec section 2 "Modals", agency notice); stored like every other notice.
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'AG'));
