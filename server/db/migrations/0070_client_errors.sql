-- Screen failures the SPA's error boundary reports (POST /api/client-errors), for the operators.
-- Nothing personal: no IP, no user, no token.
CREATE TABLE IF NOT EXISTS client_errors (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('route', 'chunk')),
  path text NOT NULL,
  message text NOT NULL,
  stack text,
  release text,
  user_agent text
);
CREATE INDEX IF NOT EXISTS client_errors_created_at ON client_errors (created_at DESC);
