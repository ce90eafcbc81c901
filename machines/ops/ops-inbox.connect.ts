import type { OpsInboxSnapshot } from './ops-inbox.machine';
import type { OpsInboxEvent } from './ops-inbox.types';
import { connectPaging } from '../paging';

export type { OpsInboxSnapshot };

/** What the inbox screen reads from a snapshot and what it calls: the shared paging, and its query. */
export function connectOpsInbox(snapshot: OpsInboxSnapshot, send: (event: OpsInboxEvent) => void) {
  return { ...connectPaging(snapshot, send), query: snapshot.context.query };
}

export type OpsInboxApi = ReturnType<typeof connectOpsInbox>;
