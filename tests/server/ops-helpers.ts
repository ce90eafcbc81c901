import { spec, specOperations } from '../contract/spec';
import type { TestServer } from './harness';

/** The operations of openapi.yaml's `ops` tag, read from the file, so a new one is walked without editing a test. */
export const opsOperations = specOperations.filter((op) => {
  const raw = spec.paths[op.path]?.[op.method.toLowerCase()] as { tags?: string[] } | undefined;
  return raw?.tags?.includes('ops') ?? false;
});

/** Operations only an admin may call (their description says so; the test checks the server agrees). */
export const ADMIN_ONLY = new Set(['opsListOperators', 'opsAddOperator', 'opsRemoveOperator']);

/** A signed-in user with a complete profile and the given role (a pharmacist's token works on, with the row's new role). */
export async function staffUser(s: TestServer, role: 'operator' | 'admin' | 'pharmacist') {
  const user = await s.newUser();
  await s.sql(`UPDATE users SET role = $1 WHERE mobile = $2`, [role, user.mobile]);
  const [{ id }] = await s.sql<{ id: string }>(`SELECT id::text FROM users WHERE mobile = $1`, [user.mobile]);
  return { ...user, id };
}

/** Rows of the audit log. */
export async function auditCount(s: TestServer, where = 'true', params: unknown[] = []): Promise<number> {
  const [{ n }] = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`, params);
  return n;
}
