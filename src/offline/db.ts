import type { components } from '../api/schema';
import { foldForSearch, searchWords } from '../lib/fold';
import { SLICE_MS, sliceClock } from '../lib/slices';

/**
 * The device copy (behaviour §10.17): one IndexedDB database per signed-in user
 * (`daroban-offline-<user id>`), so one user never reads another's copy on a shared device. Stores:
 * `drugs` (both catalogues as the offline catalogue answers them, with a search key folded as the
 * server folds its `search_f`), `meta` (the sync cursor and when the copy was last brought up to date)
 * and `queue` (writes made offline, sent when the network returns, each with its idempotency key).
 */

export type OfflineDrug = components['schemas']['OfflineDrug'];
export type Category = OfflineDrug['category'];

/** A drug as the device keeps it: the wire row, its key and its folded search text. */
export interface DeviceDrug extends OfflineDrug {
  key: string;
  search: string;
}

/** A write made offline, kept until the server has answered it. */
export interface QueuedWrite {
  /** The idempotency key the server dedupes on (made once, sent with every try). */
  id: string;
  kind: 'ticket' | 'report' | 'watch-add' | 'watch-remove';
  body: Record<string, unknown>;
  /** ISO time it was queued (the queue is sent oldest first). */
  queuedAt: string;
}

export interface DeviceMeta {
  /** The offline catalogue's cursor: null before the first sync finished a page. */
  cursor: string | null;
  /** When the copy was last brought up to date (ISO), null before the first full sync finished. */
  syncedAt: string | null;
  /** Whether the first (full) sync has finished. */
  complete: boolean;
}

const VERSION = 1;
const EMPTY_META: DeviceMeta = { cursor: null, syncedAt: null, complete: false };

const promised = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('transaction aborted'));
  });

/** The key a drug is kept under. */
export const drugKey = (category: Category, id: string) => `${category}:${id}`;

/** The search text of a drug: its names and codes, each folded as the server folds `search_f`. */
export function searchTextOf(drug: OfflineDrug): string {
  return [drug.brand_name_fa, drug.brand_name_la, drug.generic_name_fa, drug.generic_name_la, drug.generic_code, drug.code]
    .map((field) => foldForSearch(field ?? ''))
    .join('\n');
}

/** The name of a user's copy; logout deletes every name with this prefix (src/offline/forget.ts). */
export const OFFLINE_DB_PREFIX = 'daroban-offline-';
export const databaseName = (userId: string) => `${OFFLINE_DB_PREFIX}${userId}`;

/** Opens (making it on first use) the device copy of `userId`. */
export async function openDevice(userId: string, factory: IDBFactory = indexedDB): Promise<DeviceDb> {
  const request = factory.open(databaseName(userId), VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    const drugs = db.createObjectStore('drugs', { keyPath: 'key' });
    drugs.createIndex('category', 'category');
    db.createObjectStore('meta');
    db.createObjectStore('queue', { keyPath: 'id' });
  };
  return new DeviceDb(await promised(request));
}

export class DeviceDb {
  constructor(readonly db: IDBDatabase) {
    // Another tab deleting the copy (its logout) must not wait on this one.
    db.onversionchange = () => db.close();
  }

  close(): void {
    this.db.close();
  }

  async meta(): Promise<DeviceMeta> {
    const tx = this.db.transaction('meta');
    return { ...EMPTY_META, ...((await promised(tx.objectStore('meta').get('sync'))) as Partial<DeviceMeta> | undefined) };
  }

  /**
   * Stores a page of drugs and the cursor after it in one transaction: a page is kept whole or not at
   * all. A thousand drugs folded and stored in one task blocked a phone for a second (behaviour
   * §11.2), so each task stores what fits in a slice (`SLICE_MS`) and the next slice starts from its
   * last store's success, a task of its own inside the same transaction.
   */
  async savePage(drugs: OfflineDrug[], meta: Partial<DeviceMeta>): Promise<void> {
    const current = await this.meta();
    const tx = this.db.transaction(['drugs', 'meta'], 'readwrite');
    const saved = finished(tx);
    const store = tx.objectStore('drugs');
    let next = 0;
    const storeSlice = () => {
      // Half a slice: the task that runs the next slice first delivers this slice's success events.
      const clock = sliceClock(SLICE_MS / 2);
      let last: IDBRequest | undefined;
      while (next < drugs.length && !(last && clock.spent())) {
        const drug = drugs[next++]!;
        last = store.put({ ...drug, key: drugKey(drug.category, drug._id), search: searchTextOf(drug) } satisfies DeviceDrug);
      }
      if (last && next < drugs.length) last.onsuccess = storeSlice;
      else tx.objectStore('meta').put({ ...current, ...meta }, 'sync');
    };
    storeSlice();
    await saved;
  }

  async drug(category: Category, id: string): Promise<DeviceDrug | undefined> {
    return promised(this.db.transaction('drugs').objectStore('drugs').get(drugKey(category, id))) as Promise<DeviceDrug | undefined>;
  }

  /** How many drugs of `category` the device has. */
  async count(category?: Category): Promise<number> {
    const store = this.db.transaction('drugs').objectStore('drugs');
    return promised(category ? store.index('category').count(category) : store.count());
  }

  /**
   * One page of `category`'s drugs holding every word of `text` (the server's rule: the first five
   * words, folded for search, in any order and across fields), and how many match in all.
   */
  async search(category: Category, text: string, offset: number, limit: number): Promise<{ rows: DeviceDrug[]; total: number }> {
    const words = searchWords(text);
    const rows: DeviceDrug[] = [];
    let total = 0;
    const tx = this.db.transaction('drugs');
    const cursors = tx.objectStore('drugs').index('category').openCursor(category);
    await new Promise<void>((resolve, reject) => {
      cursors.onerror = () => reject(cursors.error);
      cursors.onsuccess = () => {
        const cursor = cursors.result;
        if (!cursor) return resolve();
        const drug = cursor.value as DeviceDrug;
        if (words.every((word) => drug.search.includes(word))) {
          if (total >= offset && rows.length < limit) rows.push(drug);
          total += 1;
        }
        cursor.continue();
      };
    });
    return { rows, total };
  }

  async enqueue(write: QueuedWrite): Promise<void> {
    const tx = this.db.transaction('queue', 'readwrite');
    tx.objectStore('queue').put(write);
    await finished(tx);
  }

  /** The queued writes, oldest first. */
  async queued(): Promise<QueuedWrite[]> {
    const all = (await promised(this.db.transaction('queue').objectStore('queue').getAll())) as QueuedWrite[];
    return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id));
  }

  async dequeue(id: string): Promise<void> {
    const tx = this.db.transaction('queue', 'readwrite');
    tx.objectStore('queue').delete(id);
    await finished(tx);
  }

  /** Empties the copy (the profile's "clear"): drugs and cursor; queued writes stay until sent. */
  async clearCatalogue(): Promise<void> {
    const tx = this.db.transaction(['drugs', 'meta'], 'readwrite');
    tx.objectStore('drugs').clear();
    tx.objectStore('meta').clear();
    await finished(tx);
  }
}
