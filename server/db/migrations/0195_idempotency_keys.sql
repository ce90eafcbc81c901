-- Offline writes (behaviour §10.15): a ticket or a drug report queued on a device is sent again until
-- the server answers; the key the device made for it once stores it once. NULL for writes without one.
ALTER TABLE tickets ADD COLUMN idempotency_key text;
ALTER TABLE reports ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX tickets_idempotency ON tickets (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX reports_idempotency ON reports (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
