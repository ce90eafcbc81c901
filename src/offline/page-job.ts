import { decodeJson, UndecodableError } from '../api/decode';
import { wireResponses, wireSchemas } from '../api/wire.gen';
import { openDevice } from './db';
import { type OfflinePage, PAGE_PATH, type PageJob, type PageReply, keepPage } from './keep-page';

const schema = wireResponses[`GET ${PAGE_PATH}`];

/**
 * What the sync worker (`sync.worker.ts`) does with a page's text: decodes it as the client would and
 * keeps it in the user's copy, through a connection opened for this page and closed after it, so a
 * logout's delete never waits on it. The answer says what was kept, where the page did not read as
 * the contract says, or what failed.
 */
export async function keepPageJob(job: PageJob, factory?: IDBFactory): Promise<PageReply> {
  try {
    if (!schema) throw new Error(`wire.gen.ts has no answer schema for GET ${PAGE_PATH}`);
    const page = decodeJson(wireSchemas, schema, job.text) as OfflinePage;
    const device = await openDevice(job.user, factory);
    try {
      return { id: job.id, kept: await keepPage(device, page, job.at) };
    } finally {
      device.close();
    }
  } catch (error) {
    return error instanceof UndecodableError ? { id: job.id, undecodable: error.where } : { id: job.id, failed: String(error) };
  }
}
