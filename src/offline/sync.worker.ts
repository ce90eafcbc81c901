import { decodeJson, UndecodableError } from '../api/decode';
import { wireResponses, wireSchemas } from '../api/wire.gen';
import { openDevice } from './db';
import { type OfflinePage, PAGE_PATH, type PageJob, type PageReply, keepPage } from './keep-page';

/**
 * The device copy's sync worker (behaviour §10.17, §11.2): each page of the offline catalogue (a
 * thousand drugs) is parsed, decoded, folded for search and stored here, off the page's main thread,
 * where it was about 300 ms of a list's first four seconds on a desktop, in slices or not. The page's
 * own connection to the copy stays open for its searches; this one is opened for each page and closed
 * after it, so a logout's delete never waits on it.
 */
const schema = wireResponses[`GET ${PAGE_PATH}`];
if (!schema) throw new Error(`wire.gen.ts has no answer schema for GET ${PAGE_PATH}`);

self.onmessage = async ({ data: job }: MessageEvent<PageJob>) => {
  let reply: PageReply;
  try {
    const page = decodeJson(wireSchemas, schema, job.text) as OfflinePage;
    const device = await openDevice(job.user);
    try {
      reply = { id: job.id, kept: await keepPage(device, page, job.at) };
    } finally {
      device.close();
    }
  } catch (error) {
    reply = error instanceof UndecodableError ? { id: job.id, undecodable: error.where } : { id: job.id, failed: String(error) };
  }
  postMessage(reply);
};
