import type { MyReportsSnapshot } from './my-reports.machine';
import type { MyReportsEvent } from './my-reports.types';

export type { MyReportsSnapshot };

/** What the detail's "your reports" card reads: the reports, only once there are any. */
export function connectMyReports(snapshot: MyReportsSnapshot, send: (event: MyReportsEvent) => void) {
  return {
    /** Nothing is drawn while loading, without reports, or when the call failed. */
    shown: snapshot.matches('listed'),
    rows: snapshot.matches('listed') ? snapshot.context.rows : [],
    refresh: () => send({ type: 'REFRESH' }),
  };
}

export type MyReportsApi = ReturnType<typeof connectMyReports>;
