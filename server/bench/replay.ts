import type { Database, RawStatement } from '../db/client';

/**
 * The statements one API call sends, as it sends them: its round trips in order, each the statements
 * of one `run`/`rows` (one statement) or one `together` (several, in one write). The benchmark's raw
 * column and its bare server replay them through the database module, as the API sent them.
 */
export interface RoundTrips {
  trips: RawStatement[][];
}

/** Sends `call`'s round trips one after the other, each as the API sent it; throws on any SQL error. */
export async function replay(database: Database, call: RoundTrips): Promise<void> {
  for (const trip of call.trips) {
    if (trip.length === 1) {
      const [st] = trip as [RawStatement];
      await database.raw(st.text, st.params, st.name);
      continue;
    }
    const failed = (await database.rawTogether(trip)).find((outcome) => outcome.rows === undefined);
    if (failed) throw failed.error;
  }
}
