import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from '../service/medicine-sql';
import { type Role, type Rows, audit, iso, person, poolRows, transaction } from './ops-kit';
import type { Handlers, ServiceContext } from '../service/types';

type OpsOperator = components['schemas']['OpsOperator'];

const OPERATOR_COLUMNS = sql`u.id AS "_id", u.mobile, btrim(u.first_name || ' ' || u.last_name) AS name, u.role, ${iso('u.last_login')} AS last_login`;

export interface RoleChange {
  userId: string;
  mobile: string;
  before: Role | null;
  after: Role;
}

/**
 * Gives `mobile` the role `role`, making its user row when the number never signed in, with one audit
 * row; answers null (and writes nothing) when it has the role already. The admin's call and
 * `npm run ops:admin` (actor null) share it.
 */
export async function grantRole(
  rows: Rows,
  now: Date,
  change: { actorId: string | null; mobile: string; role: Role; reason?: string },
): Promise<RoleChange | null> {
  const [made] = await rows<{ id: string }>(
    sql`INSERT INTO users (mobile) VALUES (${change.mobile}) ON CONFLICT (mobile) DO NOTHING RETURNING id`,
  );
  const [user] = await rows<{ id: string; role: Role }>(sql`SELECT id, role FROM users WHERE mobile = ${change.mobile} FOR UPDATE`);
  if (!user) throw new Error('the user row was not saved');
  if (user.role === change.role) return null;
  if (change.actorId !== null && user.id === change.actorId) throw conflict(messages.ops.removeSelf);
  const before = made ? null : user.role;
  await rows(sql`UPDATE users SET role = ${change.role} WHERE id = ${user.id}`);
  await audit(rows, now, {
    actorId: change.actorId,
    action: 'operator.add',
    targetType: 'user',
    targetId: user.id,
    before: before === null ? null : { role: before },
    after: { role: change.role, mobile: change.mobile },
    reason: change.reason ?? null,
  });
  return { userId: user.id, mobile: change.mobile, before, after: change.role };
}

export function opsOperatorHandlers(ctx: ServiceContext): Handlers<'opsListOperators' | 'opsAddOperator' | 'opsRemoveOperator'> {
  const rows = poolRows(ctx);
  return {
    async opsListOperators() {
      const docs = await rows<OpsOperator>(sql`
        SELECT ${OPERATOR_COLUMNS} FROM users u WHERE u.role IN ('operator', 'admin')
        ORDER BY (u.role = 'admin') DESC, u.mobile`);
      return { docs };
    },

    async opsAddOperator(request, reply) {
      const user = currentUser(request);
      const { mobile, role = 'operator' } = request.body;
      const now = ctx.clock();
      const operator = await transaction(ctx, async (tx) => {
        const change = await grantRole(tx, now, { actorId: user.id, mobile, role });
        if (!change) throw conflict(messages.ops.operatorExists);
        const [row] = await tx<OpsOperator>(sql`SELECT ${OPERATOR_COLUMNS} FROM users u WHERE u.id = ${change.userId}`);
        return row!;
      });
      return reply.code(201).send({ data: operator });
    },

    // Back to pharmacist; their assigned tickets go back to nobody, in the same write.
    async opsRemoveOperator(request, reply) {
      const user = currentUser(request);
      const id = request.params.userId;
      if (!isUuid(id)) throw notFound(messages.ops.operatorNotFound);
      if (id === user.id) throw conflict(messages.ops.removeSelf);
      const now = ctx.clock();
      await transaction(ctx, async (tx) => {
        const [target] = await tx<{ role: Role; mobile: string }>(sql`SELECT role, mobile FROM users WHERE id = ${id} FOR UPDATE`);
        if (!target || target.role === 'pharmacist') throw notFound(messages.ops.operatorNotFound);
        await tx(sql`UPDATE users SET role = 'pharmacist' WHERE id = ${id}`);
        const unassigned = await tx<{ id: string }>(sql`UPDATE tickets SET assignee_id = NULL WHERE assignee_id = ${id} RETURNING id`);
        await audit(tx, now, {
          actorId: user.id,
          action: 'operator.remove',
          targetType: 'user',
          targetId: id,
          before: { role: target.role },
          after: { role: 'pharmacist', mobile: target.mobile, unassignedTickets: unassigned.length },
        });
      });
      return reply.code(204).send();
    },
  };
}

/** Operators and admins for the reassign menu, by name. */
export function opsAssigneeHandlers(ctx: ServiceContext): Handlers<'opsListAssignees'> {
  const rows = poolRows(ctx);
  return {
    async opsListAssignees() {
      const docs = await rows<{ doc: components['schemas']['OpsPerson'] }>(sql`
        SELECT ${person('u')} AS doc FROM users u WHERE u.role IN ('operator', 'admin')
        ORDER BY btrim(u.first_name || ' ' || u.last_name), u.mobile`);
      return { docs: docs.map((d) => d.doc) };
    },
  };
}
