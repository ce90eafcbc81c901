-- behaviour §12.1: the OTP limiter. Codes and per-number budgets live per (mobile, lane): lane '' is every
-- client, any other lane is the hash of a trusted-device cookie that already signed in to that mobile.
ALTER TABLE otp_codes ADD COLUMN lane text NOT NULL DEFAULT '';
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_pkey;
ALTER TABLE otp_codes ADD PRIMARY KEY (mobile, lane);

-- Wrong guesses across codes, growing lockouts and the daily send count of one lane of one number.
CREATE TABLE otp_guard (
  mobile text NOT NULL,
  lane text NOT NULL DEFAULT '',
  failures integer NOT NULL DEFAULT 0,
  strikes integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_failure_at timestamptz,
  sends integer NOT NULL DEFAULT 0,
  sends_since timestamptz,
  PRIMARY KEY (mobile, lane)
);

-- Browsers that signed in to a mobile (only the HMAC of the device cookie is stored).
CREATE TABLE trusted_devices (
  token_hash text NOT NULL,
  mobile text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  PRIMARY KEY (token_hash, mobile)
);

-- Refresh-token families: a session is the family; it also ends at an absolute lifetime.
ALTER TABLE sessions ADD COLUMN expires_at timestamptz;
UPDATE sessions SET expires_at = created_at + interval '90 days';
ALTER TABLE sessions ALTER COLUMN expires_at SET NOT NULL;

-- Rate-limit buckets are fixed-length hashes from now on; old free-text rows just age out.
DELETE FROM rate_limits WHERE length(bucket) > 64;
