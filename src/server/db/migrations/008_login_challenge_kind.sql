-- What kind of login a new-IP challenge interrupted, so finishing it keeps that login's rules: a password login
-- with the merchant's default password, or an expired one under forced change, must still change it first; an
-- SMS or social login never does (spec section 4).
ALTER TABLE login_challenges ADD COLUMN login_type text NOT NULL DEFAULT 'password' CHECK (login_type IN ('password', 'sms', 'social'));
ALTER TABLE login_challenges ADD COLUMN default_password boolean NOT NULL DEFAULT false;
