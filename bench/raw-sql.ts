import { fillPlaceholders } from 'drizzle-orm';
import type { Database, Statement } from '../server/db/client';

/**
 * The statements one API call sends, round trips as recorded: in order, each with the call's values
 * in its parameters, under the name it is prepared under. The benchmark's raw column and its bare
 * server send them again through the database module, as the API sent them.
 */
export interface RecordedCall {
  statements: Statement[];
}

/** `statement` with `values` in its placeholders, as the call sent it. */
export function asSent(statement: Statement, values: Record<string, unknown> = {}): Statement {
  return { ...statement, params: fillPlaceholders(statement.params, values) };
}

/** Sends `call`'s statements one after the other, each as the API sent it; throws on any SQL error. */
export async function sendRecorded(database: Database, call: RecordedCall): Promise<void> {
  for (const statement of call.statements) await database.run(statement);
}
