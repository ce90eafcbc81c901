import type { PageJob } from './keep-page';
import { keepPageJob } from './page-job';

/**
 * The device copy's sync worker (behaviour §10.15, §11.2): each page of the offline catalogue (a
 * thousand drugs) is parsed, decoded, folded for search and stored here (`keepPageJob`), off the
 * page's main thread, where it was about 300 ms of a list's first four seconds on a desktop.
 */
self.onmessage = async ({ data: job }: MessageEvent<PageJob>) => postMessage(await keepPageJob(job));
