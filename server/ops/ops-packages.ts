import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { type Rows, audit, iso, poolRows, transaction } from './ops-kit';
import { at } from '../service/rate-limit';
import type { Handlers, ServiceContext } from '../service/types';

type OpsPackage = components['schemas']['OpsPackage'];

const PACKAGE_COLUMNS = sql`p.id AS "_id", p.name, p.days, p.price_toman AS price, ${iso('p.retired_at')} AS "retiredAt",
  (SELECT count(*)::int FROM orders o WHERE o.package_id = p.id) AS orders`;

async function loadPackage(rows: Rows, id: string): Promise<OpsPackage> {
  const [pkg] = await rows<OpsPackage>(sql`SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.id = ${id}`);
  if (!pkg) throw notFound(messages.packageNotFound);
  return pkg;
}

/** A package for sale, locked for this write: 404 when unknown, 409 when retired. */
async function lockOnSale(rows: Rows, id: string) {
  const [pkg] = await rows<{ name: string; days: number; price_toman: number; retired: boolean }>(
    sql`SELECT name, days, price_toman, retired_at IS NOT NULL AS retired FROM packages WHERE id = ${id} FOR UPDATE`,
  );
  if (!pkg) throw notFound(messages.packageNotFound);
  if (pkg.retired) throw conflict(messages.ops.packageRetired);
  return pkg;
}

export function opsPackageHandlers(
  ctx: ServiceContext,
): Handlers<'opsListPackages' | 'opsCreatePackage' | 'opsUpdatePackage' | 'opsRetirePackage'> {
  const rows = poolRows(ctx);
  return {
    async opsListPackages() {
      const docs = await rows<OpsPackage>(sql`SELECT ${PACKAGE_COLUMNS} FROM packages p ORDER BY (p.retired_at IS NOT NULL), p.sort, p.id`);
      return { docs };
    },

    async opsCreatePackage(request, reply) {
      const user = currentUser(request);
      const name = request.body.name.trim();
      const { days, price } = request.body;
      const id = `pkg-${randomBytes(5).toString('hex')}`;
      const now = ctx.clock();
      const pkg = await transaction(ctx, async (tx) => {
        await tx(sql`
          INSERT INTO packages (id, name, days, price_toman, sort)
          SELECT ${id}, ${name}, ${days}, ${price}, coalesce(max(sort), 0) + 1 FROM packages`);
        await audit(tx, now, {
          actorId: user.id,
          action: 'package.create',
          targetType: 'package',
          targetId: id,
          before: null,
          after: { name, days, price },
        });
        return loadPackage(tx, id);
      });
      return reply.code(201).send({ data: pkg });
    },

    // Orders keep the name, days and amount they were made with (copied into the order).
    async opsUpdatePackage(request) {
      const user = currentUser(request);
      const id = request.params.packageId;
      const name = request.body.name.trim();
      const { days, price } = request.body;
      const now = ctx.clock();
      return {
        data: await transaction(ctx, async (tx) => {
          const old = await lockOnSale(tx, id);
          if (old.name !== name || old.days !== days || old.price_toman !== price) {
            await tx(sql`UPDATE packages SET name = ${name}, days = ${days}, price_toman = ${price} WHERE id = ${id}`);
            await audit(tx, now, {
              actorId: user.id,
              action: 'package.update',
              targetType: 'package',
              targetId: id,
              before: { name: old.name, days: old.days, price: old.price_toman },
              after: { name, days, price },
            });
          }
          return loadPackage(tx, id);
        }),
      };
    },

    async opsRetirePackage(request) {
      const user = currentUser(request);
      const id = request.params.packageId;
      const now = ctx.clock();
      return {
        data: await transaction(ctx, async (tx) => {
          await lockOnSale(tx, id);
          await tx(sql`UPDATE packages SET retired_at = ${at(now)} WHERE id = ${id}`);
          await audit(tx, now, {
            actorId: user.id,
            action: 'package.retire',
            targetType: 'package',
            targetId: id,
            before: { retiredAt: null },
            after: { retiredAt: now.toISOString() },
          });
          return loadPackage(tx, id);
        }),
      };
    },
  };
}
