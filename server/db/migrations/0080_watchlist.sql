-- behaviour §10.1 (Addition): a user's watched medicines and the alerts their price and status changes raise.

-- At most 500 rows a user (checked by the server under a lock on the user's row).
CREATE TABLE IF NOT EXISTS watchlist (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('A', 'B')),
  medicine_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category, medicine_id)
);
-- The watchlist screen: a user's rows, newest first.
CREATE INDEX IF NOT EXISTS watchlist_user_created ON watchlist (user_id, created_at DESC, medicine_id);
-- A price change fans out to every watcher of the medicine.
CREATE INDEX IF NOT EXISTS watchlist_medicine ON watchlist (category, medicine_id);

-- One row per watcher and change, written in the transaction of the change (or of the star's backfill).
CREATE TABLE IF NOT EXISTS watch_alerts (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('A', 'B')),
  medicine_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('price', 'status')),
  old_price bigint,
  new_price bigint,
  old_status text,
  new_status text,
  changed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The bell: a user's alerts newest first (the unread ones are those after the read mark).
CREATE INDEX IF NOT EXISTS watch_alerts_user_changed ON watch_alerts (user_id, changed_at DESC, id DESC);
-- The unread count, and a backfill that never repeats a change already alerted.
CREATE UNIQUE INDEX IF NOT EXISTS watch_alerts_once ON watch_alerts (user_id, category, medicine_id, kind, changed_at);
CREATE INDEX IF NOT EXISTS watch_alerts_user_id ON watch_alerts (user_id, id);

-- 'Mark all read': alerts with an id above last_read_id are unread.
CREATE TABLE IF NOT EXISTS watch_reads (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL DEFAULT 0
);
