-- The sign-in link each one-time-code SMS carries (behaviour §12.1): only the HMAC of its random
-- token is kept, bound to the mobile it was sent to, single-use, dying with the code.
CREATE TABLE IF NOT EXISTS otp_links (
  token_hash text PRIMARY KEY,
  mobile text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS otp_links_mobile ON otp_links (mobile);
