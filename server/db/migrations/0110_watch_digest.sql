-- behaviour §10.2 (Addition): the optional daily SMS digest of watchlist price alerts.

-- A user's watchlist settings. No row: every setting at its default (the digest off).
CREATE TABLE IF NOT EXISTS watch_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sms_digest boolean NOT NULL DEFAULT false,
  -- The highest alert id an SMS digest has reported: the next digest reports only alerts above it
  -- (and above the user's read mark, watch_reads.last_read_id).
  digested_alert_id bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The digest job's scan: the users who turned the digest on.
CREATE INDEX IF NOT EXISTS watch_settings_sms_digest ON watch_settings (user_id) WHERE sms_digest;

-- One row per user and Tehran calendar day on which a digest was claimed. The primary key is the
-- limit: a run claims the row (INSERT … ON CONFLICT DO NOTHING RETURNING) before it sends, so two
-- instances running the job at once send one SMS, and never a second one the same day — not even
-- after a failed send (the alerts are then reported by the next day's digest).
CREATE TABLE IF NOT EXISTS watch_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The Tehran calendar day (Asia/Tehran) of the claim.
  day date NOT NULL,
  -- 'claimed' until the provider answers, then 'sent' or 'failed'.
  status text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'sent', 'failed')),
  -- The highest alert id the digest reports, and how many medicines it names as changed.
  last_alert_id bigint NOT NULL,
  medicines integer NOT NULL,
  claimed_at timestamptz NOT NULL,
  sent_at timestamptz,
  PRIMARY KEY (user_id, day)
);
-- Rows older than the retention window are deleted by the job.
CREATE INDEX IF NOT EXISTS watch_digests_day ON watch_digests (day);
