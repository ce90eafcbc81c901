-- behaviour §12.2: the per-user daily limit on reports counts a user's reports of the last 24 hours
-- (tickets already have tickets_user_created).
CREATE INDEX IF NOT EXISTS reports_user_created ON reports (user_id, created_at DESC);
