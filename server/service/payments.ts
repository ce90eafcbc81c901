import type { FastifyReply } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { HttpError, badRequest, conflict, forbidden, notFound, tooMany } from '../http/errors';
import { messages } from '../http/messages';
import { SANDBOX_PATH, SandboxGateway, type SandboxPayment } from '../payments/sandbox';
import type { PaymentVerification } from '../payments/types';
import { publicOrigin } from './origin';
import { fa } from '../../src/i18n/fa';
import { RIAL_PER_TOMAN, formatAmount, tomanInvoiceOf } from '../../src/lib/money';
import { paging } from './paging';
import { at, hit } from './rate-limit';
import type { Handlers, ServiceContext } from './types';

/** The SPA's purchase-history route (src/routes/paths.ts `packages.history`); the callback lands there. */
export const HISTORY_ROUTE = '/SelectPackage/HistoryPackage';
export const CALLBACK_PATH = '/api/payments/v1/callback';

type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

interface OrderRow {
  id: string;
  user_id: string;
  package_id: string;
  days: number;
  amount_toman: number;
  status: OrderStatus;
  authority: string | null;
  created_at: Date | string;
}

/**
 * Records the gateway's answer for one order, in one transaction: a verified payment marks the
 * order paid and extends the user's subscription by the package's days from the later of now and
 * the current expiry; a refusal marks a pending order failed or cancelled. An order already paid
 * changes nothing (a replayed callback, a double click, a second instance racing this one).
 */
export async function settleOrder(
  ctx: ServiceContext,
  orderId: string,
  verification: PaymentVerification,
  refusal: 'failed' | 'cancelled',
): Promise<OrderStatus | null> {
  const now = ctx.clock();
  return ctx.database.db.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const [order] = await rows<OrderRow>(sql`SELECT id, user_id, package_id, days, status FROM orders WHERE id = ${orderId} FOR UPDATE`);
    if (!order) return null;
    if (order.status === 'paid') return 'paid';
    if (!verification.ok) {
      if (order.status !== 'pending') return order.status;
      await rows(sql`UPDATE orders SET status = ${refusal} WHERE id = ${orderId}`);
      return refusal;
    }
    // One grant at a time per user, so two orders paid at once both extend the later expiry.
    await rows(sql`SELECT id FROM users WHERE id = ${order.user_id} FOR UPDATE`);
    const [{ starts }] = (await rows<{ starts: Date | string }>(sql`
      SELECT greatest(${at(now)}, coalesce(max(expires_at), ${at(now)})) AS starts FROM subscriptions WHERE user_id = ${order.user_id}`)) as [
      { starts: Date | string },
    ];
    const startsAt = new Date(starts);
    const expiresAt = new Date(startsAt.getTime() + order.days * 86_400_000);
    const [subscription] = await rows<{ id: string }>(sql`
      INSERT INTO subscriptions (user_id, package_id, starts_at, expires_at)
      VALUES (${order.user_id}, ${order.package_id}, ${at(startsAt)}, ${at(expiresAt)}) RETURNING id`);
    await rows(sql`
      UPDATE orders SET status = 'paid', paid_at = ${at(now)}, ref_id = ${verification.refId ?? null},
        subscription_id = ${subscription!.id}, expires_at = ${at(expiresAt)}
      WHERE id = ${orderId}`);
    return 'paid';
  });
}

/** Asks the gateway about one order and records the answer; a gateway that cannot tell leaves it pending. */
async function verifyOrder(
  ctx: ServiceContext,
  order: Pick<OrderRow, 'id' | 'authority' | 'amount_toman'>,
  refusal: 'failed' | 'cancelled',
): Promise<OrderStatus | null> {
  if (!order.authority) return null;
  const verification = await ctx.payments.verify(order.authority, order.amount_toman);
  return settleOrder(ctx, order.id, verification, refusal);
}

/** Orders one check of pending orders asks the gateway about at most. */
export const PENDING_CHECK_BATCH = 200;
/** An order is asked about again at most this often (a payer reloading the history asks once). */
export const PENDING_RECHECK_MS = 60_000;

export interface PendingCheckOptions {
  /** Only this payer's orders (when they open the purchase history). */
  userId?: string;
  batch?: number;
  log?: (message: string, err?: unknown) => void;
  /** Stops between two orders (the server is closing). */
  stopped?: () => boolean;
}

/**
 * Verifies pending orders again, newest first, so a payment whose callback was lost (a crash
 * between the gateway's answer and our commit, a closed tab) is granted once, whatever number of
 * abandoned orders came before it. An order the gateway still refuses after `pendingOrderHours` is
 * marked failed; one that never got an authority cannot have been paid and is failed at once then.
 * Each run claims up to `batch` orders not asked about within `PENDING_RECHECK_MS` (SKIP LOCKED:
 * two instances claim different ones). Answers how many orders it settled.
 */
export async function checkPendingOrders(ctx: ServiceContext, options: PendingCheckOptions = {}): Promise<number> {
  const { userId, batch = PENDING_CHECK_BATCH, log = () => {}, stopped = () => false } = options;
  const now = ctx.clock();
  const stale = new Date(now.getTime() - ctx.limits.pendingOrderHours * 3_600_000);
  const forUser = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
  const abandoned = await ctx.database.rows(sql`
    UPDATE orders SET status = 'failed'
    WHERE status = 'pending' AND provider = ${ctx.payments.name} AND authority IS NULL AND created_at < ${at(stale)} ${forUser}
    RETURNING id`);
  const claimed = await ctx.database.rows<OrderRow>(sql`
    UPDATE orders SET checked_at = ${at(now)}
    WHERE id IN (
      SELECT id FROM orders
      WHERE status = 'pending' AND provider = ${ctx.payments.name} AND authority IS NOT NULL ${forUser}
        AND (checked_at IS NULL OR checked_at <= ${at(new Date(now.getTime() - PENDING_RECHECK_MS))})
      ORDER BY created_at DESC
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, authority, amount_toman, created_at`);
  claimed.sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime());
  let settled = abandoned.length;
  for (const order of claimed) {
    if (stopped()) break;
    try {
      const verification = await ctx.payments.verify(order.authority!, order.amount_toman);
      if (verification.ok || new Date(order.created_at) < stale) {
        await settleOrder(ctx, order.id, verification, 'failed');
        settled += 1;
      }
    } catch (err) {
      log(`payment: order ${order.id} could not be verified`, err);
    }
  }
  return settled;
}

/** Checks pending orders now and then every `intervalMs` until stopped (`server/app.ts` runs it). */
export function schedulePendingOrderChecks(
  ctx: ServiceContext,
  intervalMs: number,
  log: (message: string, err?: unknown) => void,
): { first: Promise<number>; stop: () => Promise<void> } {
  let stopping = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    const check = checkPendingOrders(ctx, { log, stopped: () => stopping }).catch((err) => {
      log('payment: the check of pending orders failed', err);
      return 0;
    });
    running = check;
    return check;
  };
  const first = run();
  const timer = intervalMs > 0 ? setInterval(() => void running.then(run), intervalMs) : null;
  timer?.unref();
  return {
    first,
    stop: async () => {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => (({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }) as Record<string, string>)[c] ?? c,
  );

/** The sandbox gateway's page: Persian, right to left, clearly a test, two buttons posting back. */
function sandboxPage(payment: SandboxPayment): string {
  const done = payment.status !== 'waiting';
  const action = escapeHtml(`${SANDBOX_PATH}${payment.authority}`);
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>درگاه پرداخت آزمایشی</title>
<style>
body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f3f5f8;margin:0;display:grid;place-items:center;min-height:100vh;color:#1b1f24}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:24px;width:min(92vw,420px);box-sizing:border-box}
.badge{background:#fde7c4;color:#7a4b00;border-radius:8px;padding:8px 12px;font-size:14px;margin:0 0 16px}
h1{font-size:20px;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#5b6470}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px}button{flex:1;font:inherit;font-size:16px;padding:10px;border-radius:8px;border:1px solid #0f6cbd;cursor:pointer}
.pay{background:#0f6cbd;color:#fff}.cancel{background:#fff;color:#0f6cbd}
</style></head><body><main>
<p class="badge" role="note">این یک درگاه پرداخت آزمایشی است؛ هیچ پولی جابه‌جا نمی‌شود.</p>
<h1>درگاه پرداخت آزمایشی داروبان</h1>
<dl><dt>${escapeHtml(fa.register.total)}</dt><dd data-testid="sandbox-amount">${formatAmount(payment.amountToman)} ${fa.app.toman}<br><small>(${escapeHtml(fa.packages.inRial(formatAmount(payment.amountToman * RIAL_PER_TOMAN)))})</small></dd>
<dt>شرح</dt><dd>${escapeHtml(payment.description)}</dd></dl>
${
  done
    ? `<p role="status">${payment.status === 'paid' ? 'این پرداخت پیش‌تر انجام شده است.' : 'این پرداخت لغو شده است.'}</p>`
    : `<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">${escapeHtml(fa.packages.pay)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button class="cancel" type="submit">انصراف</button></form>
</div>`
}
</main></body></html>`;
}

const gatewayDown = new HttpError(502, 'درگاه پرداخت در دسترس نیست؛ کمی بعد دوباره تلاش کنید.');

export function paymentHandlers(
  ctx: ServiceContext,
): Handlers<'checkout' | 'packageHistory' | 'paymentCallback' | 'sandboxGatewayPage' | 'sandboxGatewaySubmit'> {
  const { database } = ctx;
  const sandbox = () => {
    if (!(ctx.payments instanceof SandboxGateway)) throw notFound(messages.notFound);
    return ctx.payments;
  };
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(303).header('cache-control', 'no-store').header('location', location).send();

  return {
    async checkout(request, reply) {
      const user = currentUser(request);
      if (!user.profileComplete) throw forbidden(messages.profileIncomplete);
      if (!(await hit(database, `checkout:${user.id}`, 3600, ctx.limits.checkoutsPerHour, ctx.clock()))) throw tooMany(messages.ipLimited);
      const [pkg] = await database.rows<{ id: string; price_toman: number; retired: boolean }>(
        sql`SELECT id, price_toman, retired_at IS NOT NULL AS retired FROM packages WHERE id = ${request.body.packageId}`,
      );
      if (!pkg) throw notFound(messages.packageNotFound);
      // A retired package is never sold (behaviour §10.10), even when it is retired meanwhile; the user
      // pays the invoice's total: the package's price and its VAT (behaviour §9, §10.6).
      const amountToman = tomanInvoiceOf(pkg.price_toman).total;
      const [order] = pkg.retired
        ? []
        : await database.rows<{ id: string; package_name: string }>(sql`
            INSERT INTO orders (user_id, package_id, package_name, days, amount_toman, provider, created_at)
            SELECT ${user.id}, id, name, days, ${amountToman}, ${ctx.payments.name}, ${at(ctx.clock())}
            FROM packages WHERE id = ${pkg.id} AND retired_at IS NULL
            RETURNING id, package_name`);
      if (!order) throw conflict(messages.ops.packageRetired);
      const origin = publicOrigin(ctx, request);
      let answer: { authority: string; url: string };
      try {
        answer = await ctx.payments.request({
          orderId: order.id,
          amountToman,
          description: fa.packages.gatewayDescription(order.package_name),
          mobile: user.mobile,
          callbackUrl: `${origin}${CALLBACK_PATH}`,
          origin,
        });
      } catch (err) {
        request.log.error({ err }, 'payment gateway refused the request');
        await database.rows(sql`UPDATE orders SET status = 'failed' WHERE id = ${order.id}`);
        throw gatewayDown;
      }
      // Written before the browser leaves: whatever happens next, the callback finds this row.
      await database.rows(sql`UPDATE orders SET authority = ${answer.authority} WHERE id = ${order.id}`);
      return reply.code(201).send({ data: { orderId: order.id, paymentUrl: answer.url } });
    },

    async packageHistory(request) {
      const user = currentUser(request);
      // The payer is looking: a payment whose callback was lost shows as paid now, not at the next run.
      await checkPendingOrders(ctx, { userId: user.id, batch: 5, log: (message, err) => request.log.warn({ err }, message) });
      const p = paging(request.query, 10);
      // The orders, and the subscriptions no order paid for (granted by hand, or the demo's): every
      // subscription the user holds shows here.
      const history = sql`
        SELECT id::text AS id, package_name, days, amount_toman, status, created_at, paid_at, expires_at
        FROM orders WHERE user_id = ${user.id}
        UNION ALL
        SELECT s.id::text, coalesce(pk.name, s.package_id, ''),
          greatest(1, round(extract(epoch FROM s.expires_at - s.starts_at) / 86400))::int, NULL, 'granted',
          s.starts_at, NULL, s.expires_at
        FROM subscriptions s LEFT JOIN packages pk ON pk.id = s.package_id
        WHERE s.user_id = ${user.id} AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.subscription_id = s.id)`;
      const rows = await database.rows<{
        id: string;
        package_name: string;
        days: number;
        amount_toman: number | null;
        status: OrderStatus | 'granted';
        created_at: Date | string;
        paid_at: Date | string | null;
        expires_at: Date | string | null;
      }>(sql`SELECT * FROM (${history}) h ORDER BY created_at DESC, id DESC LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total }] = (await database.rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${history}) h`)) as [
        { total: number },
      ];
      const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
      return {
        docs: rows.map((r) => ({
          _id: r.id,
          packageName: r.package_name,
          days: r.days,
          amount: r.amount_toman,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
          paidAt: iso(r.paid_at),
          expiresAt: iso(r.expires_at),
        })),
        totalDocs: total,
        totalPages: p.pages(total),
      };
    },

    async paymentCallback(request, reply) {
      const { Authority: authority, Status: status } = request.query;
      const [order] = await database.rows<OrderRow>(sql`
        SELECT id, authority, amount_toman, status FROM orders WHERE authority = ${authority} AND provider = ${ctx.payments.name}`);
      // An authority we never issued (or another gateway's): nothing to verify, nothing changes.
      if (!order) return redirect(reply, HISTORY_ROUTE);
      if (order.status !== 'paid') {
        try {
          await verifyOrder(ctx, order, status === 'OK' ? 'failed' : 'cancelled');
        } catch (err) {
          // The gateway could not tell: the order stays pending and is verified again later.
          request.log.warn({ err, order: order.id }, 'payment verification postponed');
        }
      }
      return redirect(reply, `${HISTORY_ROUTE}?order=${encodeURIComponent(order.id)}`);
    },

    async sandboxGatewayPage(request, reply) {
      const payment = await sandbox().find(request.params.authority);
      if (!payment) throw notFound(messages.paymentNotFound);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
        .type('text/html; charset=utf-8')
        .send(sandboxPage(payment));
    },

    async sandboxGatewaySubmit(request, reply) {
      // Only the page's own form is read: a JSON body gets past the form schema, so check the choice here.
      const action = (request.body as { action?: unknown } | null)?.action;
      if (action !== 'pay' && action !== 'cancel') throw badRequest(messages.badRequest);
      const payment = await sandbox().choose(request.params.authority, action);
      if (!payment) throw notFound(messages.paymentNotFound);
      const url = new URL(payment.callbackUrl);
      url.searchParams.set('Authority', payment.authority);
      url.searchParams.set('Status', payment.status === 'paid' ? 'OK' : 'NOK');
      return redirect(reply, url.toString());
    },
  };
}
