-- The support desk (behaviour §10.10): roles, answered tickets, report statuses, retired packages and
-- the audit log of every operator write.

-- Roles: everyone until now is a pharmacist ('user' was the unnamed default).
UPDATE users SET role = 'pharmacist' WHERE role NOT IN ('operator', 'admin');
ALTER TABLE users ALTER COLUMN role SET DEFAULT 'pharmacist';
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('pharmacist', 'operator', 'admin'));
CREATE INDEX users_staff ON users (role) WHERE role <> 'pharmacist';

-- Tickets: who answered and when, who it is assigned to, when the pharmacist read the answer.
ALTER TABLE tickets
  ADD COLUMN answered_by uuid REFERENCES users (id),
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN assignee_id uuid REFERENCES users (id),
  ADD COLUMN answer_read_at timestamptz;
-- The inbox: unanswered first, oldest first (and the same per assignee).
CREATE INDEX tickets_inbox ON tickets ((status = 'checked'), created_at, id);
CREATE INDEX tickets_assignee_inbox ON tickets (assignee_id, (status = 'checked'), created_at, id) WHERE assignee_id IS NOT NULL;
-- The pharmacist's badge: answered tickets not read yet.
CREATE INDEX tickets_unread_answers ON tickets (user_id) WHERE answer IS NOT NULL AND answer_read_at IS NULL;

CREATE TABLE ticket_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id),
  note text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ticket_notes_ticket ON ticket_notes (ticket_id, created_at, id);

-- Drug reports: a status and who set it when.
ALTER TABLE reports
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in progress', 'fixed', 'rejected')),
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN status_changed_by uuid REFERENCES users (id);
-- The console's list: by status, oldest first; the pharmacist's reports on one drug.
CREATE INDEX reports_queue ON reports (status, created_at, id);
CREATE INDEX reports_queue_all ON reports ((CASE status WHEN 'new' THEN 0 WHEN 'in progress' THEN 1 WHEN 'fixed' THEN 2 ELSE 3 END), created_at, id);
CREATE INDEX reports_user_medicine_a ON reports (user_id, medicine_a_id, created_at DESC) WHERE medicine_a_id IS NOT NULL;
CREATE INDEX reports_user_medicine_b ON reports (user_id, medicine_b_id, created_at DESC) WHERE medicine_b_id IS NOT NULL;

-- Packages: a retired one is never sold again but stays on its orders.
ALTER TABLE packages ADD COLUMN retired_at timestamptz;

-- Every operator write, in the write's own transaction; nothing updates or deletes a row.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL,
  actor_id uuid REFERENCES users (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  reason text
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
