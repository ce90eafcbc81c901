-- Pending orders are verified again on a schedule and when their payer opens the purchase history,
-- newest first (a recent order is the one a payer may have paid). `checked_at` says when an order
-- was last asked about, so each run moves on to orders not asked about lately instead of asking
-- about the same first batch again, and two instances claim different orders.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS checked_at timestamptz;
DROP INDEX IF EXISTS orders_pending;
CREATE INDEX IF NOT EXISTS orders_pending ON orders (provider, created_at DESC) WHERE status = 'pending';
