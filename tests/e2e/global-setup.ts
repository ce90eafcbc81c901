import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app';
import { timed } from '../kit/phases';

/**
 * Migrates and seeds one embedded database for the whole run; every Playwright worker starts its
 * portal on a copy of it (`E2E_TEMPLATE_DIR`), so seeding happens once, not once per worker.
 */
export default async function globalSetup() {
  const dir = await mkdtemp(join(tmpdir(), 'daroban-e2e-template-'));
  await timed({ phase: 'e2e-template', where: 'global setup' }, async () => {
    const app = await buildServer({
      dataDir: dir,
      staticDir: false,
      seed: 'auto',
      jwtSecret: 'e2e-template-secret-not-used-by-any-portal',
    });
    await app.close();
  });
  await rm(join(dir, 'jwt-secret'), { force: true });
  process.env.E2E_TEMPLATE_DIR = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
