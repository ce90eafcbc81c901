-- Package orders (behaviour §10.6). A row is written, pending with the gateway's authority, before the
-- browser leaves for the gateway; the callback (or the next start-up) verifies it and, in one
-- transaction, marks it paid and extends the subscription. The unique authority makes a replayed
-- callback find the same row.
CREATE TABLE IF NOT EXISTS orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id text NOT NULL REFERENCES packages (id),
  package_name text NOT NULL,
  days integer NOT NULL CHECK (days > 0),
  amount_toman integer NOT NULL CHECK (amount_toman > 0),
  provider text NOT NULL,
  authority text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  ref_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  subscription_id uuid REFERENCES subscriptions (id),
  expires_at timestamptz
);
CREATE INDEX IF NOT EXISTS orders_user_created ON orders (user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS orders_pending ON orders (created_at) WHERE status = 'pending';

-- The local sandbox gateway's own book (PAYMENT_PROVIDER=sandbox): what the test payer chose.
CREATE TABLE IF NOT EXISTS sandbox_payments (
  authority text PRIMARY KEY,
  amount_toman integer NOT NULL,
  description text NOT NULL,
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'paid', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
