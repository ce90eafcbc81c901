import type { components } from '../api/schema';
import type { DeviceDb, OfflineDrug } from './db';

/**
 * One page of the offline catalogue kept on the device (behaviour §10.15): what the main thread's
 * sync and the sync worker (`sync.worker.ts`) share.
 */

/** The offline catalogue's call. */
export const PAGE_PATH = '/medicine/v1/offline-catalogue';
export type OfflinePage = components['schemas']['OfflineCataloguePage'];

/** What keeping a page did. */
export interface KeptPage {
  received: number;
  total: number | null;
  next: string;
  more: boolean;
  full: boolean;
}

/** A page's text for the worker to decode and keep in `user`'s copy; `at` is when it was answered. */
export interface PageJob {
  id: number;
  user: string;
  text: string;
  at: string;
}

/** The worker's answer: the page kept, the page unreadable as the contract says (where), or a failure. */
export type PageReply = { id: number } & ({ kept: KeptPage } | { undecodable: string } | { failed: string });

/**
 * Stores a decoded page and the cursor after it; the copy is complete once a page says there is no more
 * (`savePage` keeps what the meta already says, a completed copy among it).
 */
export async function keepPage(device: DeviceDb, page: OfflinePage, at: string): Promise<KeptPage> {
  await device.savePage(page.docs as OfflineDrug[], { cursor: page.next, ...(page.more ? {} : { complete: true, syncedAt: at }) });
  return { received: page.docs.length, total: page.total ?? null, next: page.next, more: page.more, full: page.full };
}
