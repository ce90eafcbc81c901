import type { components } from '../api/schema';
import { foldForSearch, searchWords } from '../lib/fold';
import { SLICE_MS, sliceClock } from '../lib/slices';

/**
 * The device copy (behaviour §10.15): one IndexedDB database per signed-in user
 * (`daroban-offline-<user id>`), so one user never reads another's copy on a shared device. Stores:
 * `drugs` (both catalogues as the offline catalogue answers them), `texts` (their search texts,
 * folded as the server folds its `search_f`, packed a sync page at a time for the search), `meta`
 * (the sync cursor and when the copy was last brought up to date) and `queue` (writes made offline,
 * sent when the network returns, each with its idempotency key).
 */

export type OfflineDrug = components['schemas']['OfflineDrug'];
export type Category = OfflineDrug['category'];

/** A drug as the device keeps it: the wire row and its key (a copy made by version 1 also holds its search text). */
export interface DeviceDrug extends OfflineDrug {
  key: string;
}

/**
 * One catalogue's search texts as `texts` keeps them, in keys given in the order they were written:
 * a drug written again (a later sync page) is in a later pack, which replaces its earlier text.
 */
interface TextPack {
  category: Category;
  keys: string[];
  texts: string[];
}

/** A catalogue's current search texts, sorted by key (the order the lists show), and the packs they were read from. */
interface SearchTexts {
  category: Category;
  packs: string;
  keys: string[];
  texts: string[];
}

/** A write made offline, kept until the server has taken it (or, refused, until the user discards it). */
export interface QueuedWrite {
  /** The idempotency key the server dedupes on (made once, sent with every try). */
  id: string;
  kind: 'ticket' | 'report' | 'watch-add' | 'watch-remove';
  body: Record<string, unknown>;
  /** ISO time it was queued (the queue is sent oldest first). */
  queuedAt: string;
  /**
   * Set once the server refused it for good (behaviour §10.15): kept on the device, with the server's
   * reason, for the user to read or discard; never sent again.
   */
  refused?: { reason: string; at: string };
}

export interface DeviceMeta {
  /** The offline catalogue's cursor: null before the first sync finished a page. */
  cursor: string | null;
  /** When the copy was last brought up to date (ISO), null before the first full sync finished. */
  syncedAt: string | null;
  /** Whether the first (full) sync has finished. */
  complete: boolean;
}

/** 2: the search texts packed in `texts`; a copy made by version 1 is packed in the upgrade. */
const VERSION = 2;
/** Texts a pack holds when the copy is packed anew (the upgrade, a compaction). */
const PACK = 1000;
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

/** A pack of `category`'s texts of `drugs` (given in key order when they are to be kept sorted). */
const packOf = (category: Category, drugs: OfflineDrug[]): TextPack => ({
  category,
  keys: drugs.map((drug) => drugKey(drug.category, drug._id)),
  texts: drugs.map(searchTextOf),
});

/** The name of a user's copy; logout deletes every name with this prefix (src/offline/forget.ts). */
export const OFFLINE_DB_PREFIX = 'daroban-offline-';
export const databaseName = (userId: string) => `${OFFLINE_DB_PREFIX}${userId}`;

/** Opens (making it on first use) the device copy of `userId`. */
export async function openDevice(userId: string, factory: IDBFactory = indexedDB): Promise<DeviceDb> {
  const request = factory.open(databaseName(userId), VERSION);
  request.onupgradeneeded = (event) => {
    const db = request.result;
    if (event.oldVersion < 1) {
      const drugs = db.createObjectStore('drugs', { keyPath: 'key' });
      drugs.createIndex('category', 'category');
      db.createObjectStore('meta');
      db.createObjectStore('queue', { keyPath: 'id' });
    }
    if (event.oldVersion < 2) {
      db.createObjectStore('texts', { autoIncrement: true }).createIndex('category', 'category');
      // A copy made by version 1 is packed here, in the upgrade's own transaction: it stays
      // searchable offline, and an upgrade cut short leaves version 1 whole.
      if (event.oldVersion === 1) packEvery(request.transaction!.objectStore('drugs'), request.transaction!.objectStore('texts'), []);
    }
  };
  return new DeviceDb(await promised(request), userId);
}

/**
 * Writes the texts of every drug in `drugs` (read in key order) as packs of PACK into `texts`, then
 * deletes the packs `replaced` (their keys), all in the caller's transaction.
 */
function packEvery(drugs: IDBObjectStore | IDBIndex, texts: IDBObjectStore, replaced: IDBValidKey[], category?: Category): void {
  const pending = new Map<Category, OfflineDrug[]>();
  const flush = (of: Category) => {
    const list = pending.get(of);
    if (list?.length) texts.add(packOf(of, list));
    pending.set(of, []);
  };
  const cursors = drugs.openCursor(category);
  cursors.onsuccess = () => {
    const cursor = cursors.result;
    if (!cursor) {
      for (const of of pending.keys()) flush(of);
      for (const key of replaced) texts.delete(key);
      return;
    }
    const drug = cursor.value as OfflineDrug;
    const list = pending.get(drug.category) ?? [];
    list.push(drug);
    pending.set(drug.category, list);
    if (list.length === PACK) flush(drug.category);
    cursor.continue();
  };
}

/**
 * Packs `category`'s texts anew when a run of later sync pages has scattered them (more than twice
 * the packs a fresh copy has, plus a few): every pack of it read and replaced, in the caller's
 * transaction, so a search reads about one text a drug.
 */
function compactWhenScattered(drugs: IDBObjectStore, texts: IDBObjectStore, category: Category): void {
  const packs = texts.index('category').getAllKeys(category);
  const count = drugs.index('category').count(category);
  count.onsuccess = () => {
    if (packs.result.length > 2 * Math.ceil(count.result / PACK) + 8) packEvery(drugs.index('category'), texts, packs.result, category);
  };
}

export class DeviceDb {
  /** The last catalogue's search texts read (about 30 MB for 100,000 drugs), kept while its packs stay the same. */
  private texts: SearchTexts | null = null;

  constructor(
    readonly db: IDBDatabase,
    /** Whose copy it is (the database is `databaseName(user)`). */
    readonly user: string,
  ) {
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
    const tx = this.db.transaction(['drugs', 'meta', 'texts'], 'readwrite');
    const saved = finished(tx);
    const store = tx.objectStore('drugs');
    // The page's search texts, packed per catalogue as each drug is stored (folding is the slices' work too).
    const packs: Record<Category, TextPack> = { A: { category: 'A', keys: [], texts: [] }, B: { category: 'B', keys: [], texts: [] } };
    let next = 0;
    const storeSlice = () => {
      // Half a slice: the task that runs the next slice first delivers this slice's success events.
      const clock = sliceClock(SLICE_MS / 2);
      let last: IDBRequest | undefined;
      while (next < drugs.length && !(last && clock.spent())) {
        const drug = drugs[next++]!;
        const key = drugKey(drug.category, drug._id);
        last = store.put({ ...drug, key } satisfies DeviceDrug);
        packs[drug.category].keys.push(key);
        packs[drug.category].texts.push(searchTextOf(drug));
      }
      if (last && next < drugs.length) {
        last.onsuccess = storeSlice;
        return;
      }
      const texts = tx.objectStore('texts');
      for (const pack of Object.values(packs))
        if (pack.keys.length > 0) {
          texts.add(pack);
          compactWhenScattered(store, texts, pack.category);
        }
      tx.objectStore('meta').put({ ...current, ...meta }, 'sync');
    };
    storeSlice();
    await saved;
  }

  async drug(category: Category, id: string): Promise<DeviceDrug | undefined> {
    return promised(this.db.transaction('drugs').objectStore('drugs').get(drugKey(category, id))) as Promise<DeviceDrug | undefined>;
  }

  /**
   * The drug whose pack carries `gtin` (a walk over the copy: a scan offline is rare, and an index
   * would cost every sync page its upkeep).
   */
  async drugByGtin(gtin: string): Promise<DeviceDrug | undefined> {
    const request = this.db.transaction('drugs').objectStore('drugs').openCursor();
    return new Promise((resolve, reject) => {
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve(undefined);
        if ((cursor.value as DeviceDrug).gtin === gtin) return resolve(cursor.value as DeviceDrug);
        cursor.continue();
      };
    });
  }

  /** How many drugs of `category` the device has. */
  async count(category?: Category): Promise<number> {
    const store = this.db.transaction('drugs').objectStore('drugs');
    return promised(category ? store.index('category').count(category) : store.count());
  }

  /**
   * One page of `category`'s drugs holding every word of `text` (the server's rule: the first five
   * words, folded for search, each anywhere in a field with its spaces out, in any order and across
   * fields), in key order, and how many match in all: the catalogue's search texts are tested in
   * memory and only the page's rows are read.
   */
  async search(category: Category, text: string, offset: number, limit: number): Promise<{ rows: DeviceDrug[]; total: number }> {
    const words = searchWords(text);
    const { keys, texts } = await this.searchTexts(category);
    const found: string[] = [];
    for (let i = 0; i < keys.length; i++) if (words.every((word) => texts[i]!.includes(word))) found.push(keys[i]!);
    const store = this.db.transaction('drugs').objectStore('drugs');
    const rows = await Promise.all(found.slice(offset, offset + limit).map((key) => promised(store.get(key))));
    return { rows: rows.filter(Boolean) as DeviceDrug[], total: found.length };
  }

  /** `category`'s current search texts: read again only when its packs changed (a sync page, a compaction, a clear). */
  private async searchTexts(category: Category): Promise<SearchTexts> {
    const packs = (await promised(this.db.transaction('texts').objectStore('texts').index('category').getAllKeys(category))).join();
    if (this.texts?.category === category && this.texts.packs === packs) return this.texts;
    // The packs and their keys read in one transaction: the texts are those of the packs named.
    const index = this.db.transaction('texts').objectStore('texts').index('category');
    const [keys, read] = await Promise.all([promised(index.getAllKeys(category)), promised(index.getAll(category))]);
    const latest = new Map<string, string>();
    for (const pack of read as TextPack[]) pack.keys.forEach((key, i) => latest.set(key, pack.texts[i]!));
    const sorted = [...latest.keys()].sort();
    this.texts = { category, packs: keys.join(), keys: sorted, texts: sorted.map((key) => latest.get(key)!) };
    return this.texts;
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

  /** Keeps a write the server refused for good, marked so that no flush sends it again. */
  async refuse(write: QueuedWrite, reason: string, at: string): Promise<void> {
    await this.enqueue({ ...write, refused: { reason, at } });
  }

  async dequeue(id: string): Promise<void> {
    const tx = this.db.transaction('queue', 'readwrite');
    tx.objectStore('queue').delete(id);
    await finished(tx);
  }

  /** Empties the copy (the profile's "clear"): drugs, their texts and the cursor; queued writes stay until sent. */
  async clearCatalogue(): Promise<void> {
    const tx = this.db.transaction(['drugs', 'meta', 'texts'], 'readwrite');
    tx.objectStore('drugs').clear();
    tx.objectStore('texts').clear();
    tx.objectStore('meta').clear();
    await finished(tx);
  }
}
