import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { PROVINCES } from './seed/provinces';
import { DEMO_MOBILE } from './seeding';

/** The demo operator's number (behaviour §10.10): printed in the start-up summary, never made in production. */
export const DEMO_OPERATOR_MOBILE = '09120000001';
/** A second demo pharmacy, whose subscription has lapsed, for the console's pharmacy screens. */
export const DEMO_LAPSED_MOBILE = '09120000002';

const HOUR = 3_600_000;

/**
 * The support desk's demo (a first start with the demo catalogue, outside production): a demo
 * operator, a second pharmacy whose subscription lapsed, and a few tickets and drug reports from
 * both pharmacies waiting for an answer. Does nothing when any ticket exists.
 */
export async function seedDemoDesk(database: Database, now: Date): Promise<void> {
  const [{ any } = { any: true }] = await database.rows<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM tickets) AS any`);
  if (any) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
  const isfahan = PROVINCES.find((p) => p.name === 'اصفهان')?._id ?? null;
  await database.db.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    await rows(sql`
      INSERT INTO users (mobile, first_name, last_name, role) VALUES (${DEMO_OPERATOR_MOBILE}, 'سارا', 'کریمی', 'operator')
      ON CONFLICT (mobile) DO NOTHING`);
    const [lapsed] = await rows<{ id: string }>(sql`
      INSERT INTO users (mobile, first_name, last_name, org_name, province_id, created_at)
      VALUES (${DEMO_LAPSED_MOBILE}, 'علی', 'محمدی', 'داروخانه شفا', ${isfahan}, ${ago(24 * 120)}::timestamptz)
      ON CONFLICT (mobile) DO UPDATE SET mobile = EXCLUDED.mobile RETURNING id`);
    const [demo] = await rows<{ id: string }>(sql`SELECT id FROM users WHERE mobile = ${DEMO_MOBILE}`);
    if (!lapsed || !demo) return;
    await rows(sql`
      INSERT INTO subscriptions (user_id, package_id, starts_at, expires_at)
      VALUES (${lapsed.id}, 'month-3', ${ago(24 * 100)}::timestamptz, ${ago(24 * 10)}::timestamptz)`);
    const tickets: [string, string, string, number][] = [
      [lapsed.id, 'تمدید اشتراک', 'مبلغ اشتراک از حسابم کم شد ولی اشتراک تمدید نشد. لطفاً بررسی کنید.', 50],
      [demo.id, 'قیمت به‌روز نیست', 'قیمت چند داروی دسته B با قیمت پخش امروز یکی نیست.', 26],
      [demo.id, 'خروجی اکسل', 'آیا می‌شود خروجی تغییرات قیمت را به‌صورت هفتگی گرفت؟', 3],
    ];
    for (const [userId, title, report, hours] of tickets) {
      await rows(
        sql`INSERT INTO tickets (user_id, title, report, created_at) VALUES (${userId}, ${title}, ${report}, ${ago(hours)}::timestamptz)`,
      );
    }
    await rows(sql`
      INSERT INTO reports (user_id, title, report, medicine_a_id, created_at)
      SELECT ${demo.id}, 'عکس اشتباه', 'عکس این دارو با بسته‌بندی فعلی آن یکی نیست.', id, ${ago(30)}::timestamptz
      FROM medicines_a ORDER BY seq LIMIT 1`);
    await rows(sql`
      INSERT INTO reports (user_id, title, report, medicine_b_id, created_at)
      SELECT ${lapsed.id}, 'قیمت مصرف‌کننده', 'قیمت مصرف‌کننده از قیمت داروخانه کمتر ثبت شده است.', id, ${ago(8)}::timestamptz
      FROM medicines_b ORDER BY seq LIMIT 1`);
  });
}
