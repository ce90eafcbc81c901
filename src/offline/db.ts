import type { components } from '../api/schema';
import { foldForSearch, searchWords } from '../lib/fold';
import { type WordPlan, planWord, vocabularyOf, wordKeysOf } from './word-index';

/**
 * The device copy (behaviour §10.17): one IndexedDB database per signed-in user
 * (`daroban-offline-<user id>`), so one user never reads another's copy on a shared device. Stores:
 * `drugs` (both catalogues as the offline catalogue answers them, with a search key folded as the
 * server folds its `search_f` and the word index's keys, src/offline/word-index.ts), `vocabulary`
 * (every word of each catalogue, for the word index), `meta` (the sync cursor and when the copy was last brought up to date)
 * and `queue` (writes made offline, sent when the network returns, each with its idempotency key).
 */

export type OfflineDrug = components['schemas']['OfflineDrug'];
export type Category = OfflineDrug['category'];

/** A drug as the device keeps it: the wire row, its key, its folded search text and its word-index keys. */
export interface DeviceDrug extends OfflineDrug {
  key: string;
  search: string;
  words: string[];
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

/** 2: the word index (`words` on each drug, the `vocabulary` store); a copy of 1 is rebuilt on opening. */
const VERSION = 2;
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

/** The fields a search looks in: the names and codes the server folds into `search_f`. */
const searchFieldsOf = (drug: OfflineDrug) => [
  drug.brand_name_fa,
  drug.brand_name_la,
  drug.generic_name_fa,
  drug.generic_name_la,
  drug.generic_code,
  drug.code,
];

/** The search text of a drug: its names and codes, each folded as the server folds `search_f`. */
export function searchTextOf(drug: OfflineDrug): string {
  return searchFieldsOf(drug)
    .map((field) => foldForSearch(field ?? ''))
    .join('\n');
}

/** A drug as the device stores it: the wire row with its key, search text and word-index keys. */
export const deviceDrugOf = (drug: OfflineDrug): DeviceDrug => ({
  ...drug,
  key: drugKey(drug.category, drug._id),
  search: searchTextOf(drug),
  words: wordKeysOf(drug.category, searchFieldsOf(drug)),
});

/** The key range of one catalogue's drugs (their keys are `<category>:<id>`). */
const categoryRange = (category: Category) => IDBKeyRange.bound(`${category}:`, `${category}:\uffff`);
/** The key range of one catalogue's vocabulary (keys are `[category, word]`). */
const vocabularyRange = (category: Category) => IDBKeyRange.bound([category], [category, []]);
/** The index keys beginning with `prefix` in `category`. */
const prefixRange = (category: Category, prefix: string) => IDBKeyRange.bound(category + prefix, `${category}${prefix}\uffff`);

/** A search word checked on the rows as a last resort: past this many candidates the catalogue is read in batches. */
const CHECK_ROWS = 5000;
/** Rows read at once when a search reads the whole catalogue. */
const SCAN_BATCH = 1000;

const matches = (drug: DeviceDrug, words: string[]) => words.every((word) => drug.search.includes(word));

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
    if (event.oldVersion < 2) addWordIndex(db, request.transaction!);
  };
  return new DeviceDb(await promised(request));
}

/**
 * Version 2's word index, in the upgrade's own transaction: a copy kept by version 1 is rebuilt in
 * place (each drug's keys and the vocabulary), so it stays searchable offline; an upgrade cut short
 * leaves version 1 whole, never a half-indexed copy.
 */
function addWordIndex(db: IDBDatabase, tx: IDBTransaction): void {
  tx.objectStore('drugs').createIndex('words', 'words', { multiEntry: true });
  const vocabulary = db.createObjectStore('vocabulary');
  const cursors = tx.objectStore('drugs').openCursor();
  const seen = new Set<string>();
  cursors.onsuccess = () => {
    const cursor = cursors.result;
    if (!cursor) return;
    const drug = deviceDrugOf(cursor.value as OfflineDrug);
    cursor.update(drug);
    for (const word of vocabularyOf(searchFieldsOf(drug)))
      if (!seen.has(drug.category + word)) {
        seen.add(drug.category + word);
        vocabulary.put(1, [drug.category, word]);
      }
    cursor.continue();
  };
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

  /** Stores a page of drugs and the cursor after it in one transaction: a page is kept whole or not at all. */
  async savePage(drugs: OfflineDrug[], meta: Partial<DeviceMeta>): Promise<void> {
    const current = await this.meta();
    const tx = this.db.transaction(['drugs', 'meta', 'vocabulary'], 'readwrite');
    const store = tx.objectStore('drugs');
    const words = new Set<string>();
    for (const drug of drugs) {
      store.put(deviceDrugOf(drug));
      for (const word of vocabularyOf(searchFieldsOf(drug))) words.add(drug.category + word);
    }
    // Words are only ever added: a word no drug holds any more finds nothing more (the index decides).
    const vocabulary = tx.objectStore('vocabulary');
    for (const word of words) vocabulary.put(1, [word.slice(0, 1), word.slice(1)]);
    tx.objectStore('meta').put({ ...current, ...meta }, 'sync');
    await finished(tx);
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
   * words, folded for search, in any order and across fields, each anywhere in a field), in key
   * order, and how many match in all (exact: the matching keys are counted, only the page's rows read).
   */
  async search(category: Category, text: string, offset: number, limit: number): Promise<{ rows: DeviceDrug[]; total: number }> {
    const words = searchWords(text);
    if (words.length === 0) return this.everyDrug(category, offset, limit);
    const vocabulary = (
      await promised(this.db.transaction('vocabulary').objectStore('vocabulary').getAllKeys(vocabularyRange(category)))
    ).map((key) => (key as [Category, string])[1]);
    const plans = words.map((word) => ({ word, ...planWord(word, vocabulary) }));
    const indexed = plans.filter((plan): plan is typeof plan & { prefixes: string[] } => plan.prefixes !== null);
    if (indexed.length === 0) return this.scan(category, words, offset, limit);
    const keys = await this.keysHolding(category, indexed);
    const unchecked = plans.filter((plan) => !plan.exact).map((plan) => plan.word);
    if (unchecked.length === 0) return { rows: await this.drugsByKey(keys.slice(offset, offset + limit)), total: keys.length };
    if (keys.length > CHECK_ROWS) return this.scan(category, words, offset, limit);
    const found = (await this.drugsByKey(keys)).filter((drug) => matches(drug, unchecked));
    return { rows: found.slice(offset, offset + limit), total: found.length };
  }

  /** The keys of the drugs found under every plan's prefixes (a drug holding every word), sorted: the old scan's order. */
  private async keysHolding(category: Category, plans: (WordPlan & { prefixes: string[] })[]): Promise<string[]> {
    const index = this.db.transaction('drugs').objectStore('drugs').index('words');
    const perWord = await Promise.all(
      plans.map(async (plan) => {
        const lists = await Promise.all(plan.prefixes.map((p) => promised(index.getAllKeys(prefixRange(category, p)))));
        return new Set(lists.flat() as string[]);
      }),
    );
    perWord.sort((a, b) => a.size - b.size);
    const [fewest, ...rest] = perWord;
    return [...fewest!].filter((key) => rest.every((set) => set.has(key))).sort();
  }

  private async drugsByKey(keys: string[]): Promise<DeviceDrug[]> {
    const store = this.db.transaction('drugs').objectStore('drugs');
    const found = await Promise.all(keys.map((key) => promised(store.get(key)) as Promise<DeviceDrug | undefined>));
    return found.filter((drug): drug is DeviceDrug => drug !== undefined);
  }

  /** A page of the whole catalogue (an empty search) and its size, without reading the other rows. */
  private async everyDrug(category: Category, offset: number, limit: number): Promise<{ rows: DeviceDrug[]; total: number }> {
    const index = this.db.transaction('drugs').objectStore('drugs').index('category');
    const total = promised(index.count(category));
    const rows: DeviceDrug[] = [];
    await new Promise<void>((resolve, reject) => {
      const cursors = index.openCursor(category);
      let skipped = offset === 0;
      cursors.onerror = () => reject(cursors.error);
      cursors.onsuccess = () => {
        const cursor = cursors.result;
        if (!cursor) return resolve();
        if (!skipped) {
          skipped = true;
          return cursor.advance(offset);
        }
        rows.push(cursor.value as DeviceDrug);
        if (rows.length < limit) cursor.continue();
        else resolve();
      };
    });
    return { rows, total: await total };
  }

  /** Every drug of `category` read in batches and tested (a search the index cannot narrow: a digit alone). */
  private scan(category: Category, words: string[], offset: number, limit: number): Promise<{ rows: DeviceDrug[]; total: number }> {
    const rows: DeviceDrug[] = [];
    let total = 0;
    const store = this.db.transaction('drugs').objectStore('drugs');
    const upper = `${category}:\uffff`;
    return new Promise((resolve, reject) => {
      const read = (range: IDBKeyRange) => {
        const batch = store.getAll(range, SCAN_BATCH);
        batch.onerror = () => reject(batch.error);
        batch.onsuccess = () => {
          const drugs = batch.result as DeviceDrug[];
          for (const drug of drugs)
            if (matches(drug, words)) {
              if (total >= offset && rows.length < limit) rows.push(drug);
              total += 1;
            }
          if (drugs.length < SCAN_BATCH) resolve({ rows, total });
          else read(IDBKeyRange.bound(drugs[drugs.length - 1]!.key, upper, true));
        };
      };
      read(categoryRange(category));
    });
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

  /** Empties the copy (the profile's "clear"): drugs, vocabulary and cursor; queued writes stay until sent. */
  async clearCatalogue(): Promise<void> {
    const tx = this.db.transaction(['drugs', 'meta', 'vocabulary'], 'readwrite');
    tx.objectStore('drugs').clear();
    tx.objectStore('vocabulary').clear();
    tx.objectStore('meta').clear();
    await finished(tx);
  }
}
