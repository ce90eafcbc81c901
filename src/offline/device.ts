import { callAddition } from '../api/additions';
import { leadSeries } from '../lib/lead-series';
import { type ApiClient, decodeText } from '../api/client';
import type { components } from '../api/schema';
import { ApiError, unwrap } from '../api/errors';
import { tokenStore } from '../api/tokens';
import { fa } from '../i18n/fa';
import { faOffline } from './i18n/fa-offline';
import { type DeviceDb, type OfflineDrug, type QueuedWrite, openDevice } from './db';
import { type KeptPage, type OfflinePage, PAGE_PATH, type PageJob, type PageReply, keepPage } from './keep-page';

/**
 * The signed-in user's device copy and what the screens ask of it (behaviour §10.15). Loaded lazily
 * after sign-in (the shell's offline status and the catalogue's fallback import it), never on the
 * sign-in route.
 */

/** Whether the user turned the offline copy off in the profile (kept per device, cleared at logout with local storage). */
export const OFFLINE_OFF_KEY = 'offlineCopyOff';
export const offlineCopyOn = () => localStorage.getItem(OFFLINE_OFF_KEY) !== '1';

/** The signed-in user's id: the access token's subject (null when signed out). */
export function signedInUser(): string | null {
  const token = tokenStore.access;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
}

let current: { user: string; device: Promise<DeviceDb> } | null = null;

/** The signed-in user's copy (opened once per user), or null when signed out or IndexedDB is missing. */
export async function currentDevice(): Promise<DeviceDb | null> {
  const user = signedInUser();
  if (!user || typeof indexedDB === 'undefined') return null;
  if (current?.user !== user) {
    if (current) void current.device.then((d) => d.close()).catch(() => {});
    current = { user, device: openDevice(user) };
  }
  return current.device.catch(() => null);
}

/** Forgets the opened copy (logout deletes the databases: an open handle would hold the delete). */
export function closeDevice(): void {
  if (current) void current.device.then((d) => d.close()).catch(() => {});
  current = null;
}

/** Whether a failure means the network is gone (the device copy answers instead). */
export const isNetworkLoss = (error: unknown) =>
  (error instanceof ApiError && error.failure.kind === 'network') || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** What one page of a sync did. */
export interface SyncStep extends KeptPage {
  /** When this page was answered (ISO): the copy's prices are as of then once the sync is complete. */
  at: string;
}

/**
 * Drugs a sync page asks for. The page is parsed, decoded and stored by the sync worker, off the main
 * thread; where there is no worker, here, in slices, but its JSON parse is one task. A quarter of this
 * page made that task short, but the first sync, four times the requests, then outlasted the frame's
 * first load: its progress line painted while Lighthouse still watched a detail and became the page's
 * largest paint (docs/performance.md).
 */
export const SYNC_PAGE = 1000;

/**
 * Reads one page of the offline catalogue after the device's cursor and keeps it. A backend without
 * the offline catalogue (behaviour §10) fails it as `absent`: the copy is not kept, and nothing is said.
 */
export async function syncPage(client: ApiClient, device: DeviceDb, signal?: AbortSignal): Promise<SyncStep> {
  const since = (await device.meta()).cursor ?? undefined;
  // The page's text, read here and decoded by whoever keeps it (`decodeText` parses it once).
  const text = await callAddition(client, 'offlineCopy', async () => {
    const body = await unwrap(client.GET(PAGE_PATH, { params: { query: { since, limit: SYNC_PAGE } }, signal, parseAs: 'stream' }));
    return new Response(body).text();
  });
  const at = new Date().toISOString();
  const kept =
    (await keepInWorker(device.user, text, at)) ?? (await keepPage(device, (await decodeText('GET', PAGE_PATH, text)) as OfflinePage, at));
  return { ...kept, at };
}

/** The sync worker and its pages waiting for an answer; null where there is none (or it failed to start). */
let worker: { port: Worker; waiting: Map<number, (reply: PageReply | null) => void> } | null | undefined;
let jobs = 0;

function syncWorker() {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const port = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'daroban-sync' });
    const waiting = new Map<number, (reply: PageReply | null) => void>();
    port.onmessage = ({ data }: MessageEvent<PageReply>) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
    // The worker could not start (its file did not load): this page and the next are kept here.
    port.onerror = () => {
      waiting.forEach((settle) => settle(null));
      waiting.clear();
      port.terminate();
      worker = null;
    };
    return (worker = { port, waiting });
  } catch {
    return (worker = null);
  }
}

/** The page kept by the sync worker; null when there is no worker to keep it. */
async function keepInWorker(user: string, text: string, at: string): Promise<KeptPage | null> {
  const sync = syncWorker();
  if (!sync) return null;
  const id = ++jobs;
  const reply = await new Promise<PageReply | null>((settle) => {
    sync.waiting.set(id, settle);
    sync.port.postMessage({ id, user, text, at } satisfies PageJob);
  });
  if (!reply) return null;
  if ('undecodable' in reply) throw new ApiError({ kind: 'server', status: 200, undecodable: reply.undecodable });
  if ('failed' in reply) throw new Error(reply.failed);
  return reply.kept;
}

/** Keeps a write made offline; its id is the idempotency key every try sends. */
export async function enqueueWrite(kind: QueuedWrite['kind'], body: Record<string, unknown>): Promise<QueuedWrite | null> {
  const device = await currentDevice();
  if (!device) return null;
  const write: QueuedWrite = { id: crypto.randomUUID(), kind, body, queuedAt: new Date().toISOString() };
  await device.enqueue(write);
  queueListeners.forEach((listener) => listener());
  return write;
}

const queueListeners = new Set<() => void>();
/** Called when a write is queued (the sync machine counts the queue again and sends it when online). */
export function onQueued(listener: () => void): () => void {
  queueListeners.add(listener);
  return () => queueListeners.delete(listener);
}

/** Sends one queued write with its idempotency key. */
async function send(client: ApiClient, write: QueuedWrite): Promise<void> {
  const headers = { 'Idempotency-Key': write.id };
  const b = write.body;
  if (write.kind === 'ticket')
    await unwrap(
      client.POST('/ticket/v1/new_ticket', { body: { title: String(b.title), report: String(b.report) }, params: { header: headers } }),
    );
  else if (write.kind === 'report')
    await unwrap(
      client.POST('/report/v1/new_Report', {
        body: b as { title: string; report: string; medicenID_A?: string; medicenID_B?: string },
        params: { header: headers },
      }),
    );
  else if (write.kind === 'watch-add')
    await unwrap(client.POST('/watchlist/v1/items', { body: b as { category: 'A' | 'B'; medicineId: string } }));
  else
    await unwrap(
      client.DELETE('/watchlist/v1/items/{category}/{medicineId}', { params: { path: b as { category: 'A' | 'B'; medicineId: string } } }),
    );
}

/**
 * The Persian reason of a refusal for good (a 4xx other than 401, 408 and 429): the server's message,
 * or ours when it gave none. Null when the write may still go (no network, 5xx, 401: sent again later).
 */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const failure = error.failure;
  const final =
    failure.kind === 'forbidden' ||
    failure.kind === 'notFound' ||
    (failure.kind === 'client' && failure.status !== 408 && failure.status !== 429);
  if (!final) return null;
  // A body without a message reads as «try again», which a refused write must not say.
  return failure.message && failure.message !== fa.errors.generic ? failure.message : faOffline.refused.fallbackReason;
}

/** What sending the queue did: how many went out, how many still wait, and the refused writes kept. */
export interface Flushed {
  sent: number;
  left: number;
  refused: QueuedWrite[];
}

/**
 * Sends the queue oldest first (behaviour §10.15), each write removed once the server has taken it (a
 * lost answer sends it again with the same key, which the server stores once). A write the server
 * refuses for good stays on the device, marked with the server's reason, and is never sent again;
 * the user reads it and discards it. Stops at the first other failure (no network, 5xx, 401): what
 * is left stays queued.
 */
export async function flushQueue(client: ApiClient, device: DeviceDb): Promise<Flushed> {
  let sent = 0;
  for (const write of await device.queued()) {
    if (write.refused) continue;
    try {
      await send(client, write);
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === null) throw error;
      await device.refuse(write, reason, new Date().toISOString());
      continue;
    }
    await device.dequeue(write.id);
    sent += 1;
  }
  return { sent, ...(await queueOf(device)) };
}

/** The writes still to be sent and those the server refused. */
export async function queueOf(device: DeviceDb): Promise<{ left: number; refused: QueuedWrite[] }> {
  const writes = await device.queued();
  return { left: writes.filter((write) => !write.refused).length, refused: writes.filter((write) => write.refused) };
}

/** The user's «حذف» of a refused write: gone for good. A write still to be sent is not discarded. */
export async function discardRefused(device: DeviceDb, id: string): Promise<void> {
  const write = (await device.queued()).find((queued) => queued.id === id);
  if (write?.refused) await device.dequeue(id);
}

type Schemas = components['schemas'];

/** The id, names and generic code every shape of a drug shares. */
const namesOf = (drug: OfflineDrug) => ({
  _id: drug._id,
  brand_name_fa: drug.brand_name_fa,
  brand_name_la: drug.brand_name_la,
  generic_name_fa: drug.generic_name_fa,
  generic_name_la: drug.generic_name_la,
  generic_code: drug.generic_code,
});

/** A device drug as a row of list A or B (the list's columns). */
export function listRowOf(drug: OfflineDrug): Schemas['MedicineAListItem'] | Schemas['MedicineBListItem'] {
  const names = namesOf(drug);
  return drug.category === 'A'
    ? { ...names, manufacturing_factory: drug.maker, concessionaire: drug.company }
    : { ...names, irc_code: drug.code, producer_company: drug.maker, supplier_company: drug.company };
}

/** One page of list A or B searched on the device (the search only: the list's other filters need the server). */
export async function searchOnDevice(category: OfflineDrug['category'], search: string, page: number, limit: number) {
  const device = await currentDevice();
  if (!device) return null;
  const { rows, total } = await device.search(category, search, (page - 1) * limit, limit);
  return { rows: rows.map(listRowOf), totalDocs: total, totalPages: Math.ceil(total / limit) };
}

/**
 * A drug's detail as the device has it: names, codes, maker, the current price with its date (the
 * one-entry price list the detail shows), added value and status; what the device does not keep
 * (history, related drugs, photo) is empty.
 */
export async function medicineOnDevice(
  category: OfflineDrug['category'],
  id: string,
): Promise<{ category: 'A'; medicine: Schemas['MedicineA'] } | { category: 'B'; medicine: Schemas['MedicineB'] } | null> {
  const device = await currentDevice();
  const drug = await device?.drug(category, id);
  if (!drug) return null;
  const current = drug.price === null || !drug.price_at ? [] : [{ price: drug.price, insert_date: drug.price_at }];
  const names = { ...namesOf(drug), quantity_in_pack: drug.quantity_in_pack, description: null };
  if (drug.category === 'A')
    return {
      category: 'A',
      medicine: {
        ...names,
        brand_code: drug.code,
        added_value: drug.added_value === true,
        concessionaire: drug.company,
        manufacturing_factory: drug.maker,
        importer_company: null,
        'manufacturing-country': null,
        distribution_companies: [],
        related: [],
        drug_classification: null,
        pharmaceutical_group: null,
        information_link: null,
        photo: null,
        price_O: leadSeries('A', drug.added_value) === 'price_O' ? current : [],
        price_OA: leadSeries('A', drug.added_value) === 'price_OA' ? current : [],
        price_B: [],
        price_BA: [],
      },
    };
  return {
    category: 'B',
    medicine: {
      ...names,
      supplier_company: drug.company,
      producer_company: drug.maker,
      name_brand_owner: null,
      status_medicine: drug.status,
      irc_code: drug.code,
      gtin_code: null,
      medicine_group: null,
      related: [],
      price_distributor: [],
      price_pharmacy: [],
      price_consumer: current,
      price_updated_at: drug.price_at,
    },
  };
}

/**
 * What the device copy knows of the drug a pack's label names (the scan card offline, behaviour
 * §10.4): the drug, its detail as `medicineOnDevice` gives it, and when the copy was last brought up
 * to date (the card dates the price by it). 'missing' when a whole copy has no drug with that GTIN;
 * null when there is no copy to ask (or it is not whole yet).
 */
export async function labelOnDevice(gtin: string) {
  const device = await currentDevice();
  if (!device) return null;
  const drug = await device.drugByGtin(gtin);
  // A whole copy without the GTIN answers as the server would: no such drug.
  if (!drug) return (await device.meta()).complete ? 'missing' : null;
  const { key: _key, ...row } = drug;
  const loaded = await medicineOnDevice(drug.category, drug._id);
  return {
    medicine: {
      category: row.category,
      _id: row._id,
      brand_name_fa: row.brand_name_fa,
      brand_name_la: row.brand_name_la,
      generic_name_fa: row.generic_name_fa,
      generic_name_la: row.generic_name_la,
    },
    loaded,
    copyAt: (await device.meta()).syncedAt ?? drug.price_at ?? null,
  };
}

/**
 * A ticket or a report the network did not take: queued on the device (sent when the network
 * returns, once) and the Persian notice saying so («در صف ارسال»); null without a device copy.
 */
export async function queueOffline(kind: 'ticket' | 'report', body: Record<string, unknown>): Promise<string | null> {
  const write = await enqueueWrite(kind, body).catch(() => null);
  if (!write) return null;
  return kind === 'ticket' ? faOffline.ticketQueued : faOffline.reportQueued;
}
