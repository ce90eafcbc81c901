import { sql } from 'drizzle-orm';
import { tooMany } from '../http/errors';
import { messages } from '../http/messages';
import { hit, networkOf } from './rate-limit';
import type { Handlers, ServiceContext } from './types';

/** POST /client-errors (Addition): a screen failure the SPA's error boundary saw, stored for the operators. */
export function clientErrorHandlers(ctx: ServiceContext): Handlers<'reportClientError'> {
  const { database, limits, clock } = ctx;
  return {
    async reportClientError(request, reply) {
      if (!(await hit(database, `client-errors:${networkOf(request.ip)}`, limits.rateWindowSeconds, limits.clientErrorsPerIp, clock()))) {
        throw tooMany(messages.ipLimited);
      }
      const { kind, path, message, stack, release } = request.body;
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      await database.rows(sql`
        INSERT INTO client_errors (kind, path, message, stack, release, user_agent)
        VALUES (${kind}, ${path}, ${message}, ${stack ?? null}, ${release ?? null}, ${userAgent})`);
      return reply.code(204).send();
    },
  };
}
