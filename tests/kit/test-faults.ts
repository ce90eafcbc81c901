import type { FastifyInstance } from 'fastify';

/**
 * A test's plugin (`buildServer({ plugins: [faults.install] })`, from `testFaults()`): lets an end-to-end test break the next answer
 * whose address matches, the way a real failure would, so the SPA's error handling is tried against
 * the real server instead of a canned response.
 */
export interface TestFaults {
  /** The next request for a built file (`/assets/…`) matching `pattern` answers 503: a chunk that fails to load. */
  failNextAsset(pattern: RegExp): void;
  /**
   * Every request for a built file matching `pattern` answers 503 until the returned function is
   * called: a chunk that cannot be loaded however often the SPA asks (a preload, then the render).
   */
  failAssetsUntilRestored(pattern: RegExp): () => void;
  /** The next API call matching `pattern` answers 200 with a truncated JSON body: an answer no client can read. */
  breakNextApi(pattern: RegExp): void;
}

/** The faults and the plugin that installs them on a server. */
export function testFaults(): TestFaults & { install: (app: FastifyInstance) => void } {
  const assets: RegExp[] = [];
  const apis: RegExp[] = [];
  const brokenAssets = new Set<RegExp>();
  const take = (list: RegExp[], url: string) => {
    const index = list.findIndex((pattern) => pattern.test(url));
    if (index < 0) return false;
    list.splice(index, 1);
    return true;
  };
  const install = (app: FastifyInstance) =>
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (url.startsWith('/assets/') && (take(assets, url) || [...brokenAssets].some((pattern) => pattern.test(url)))) {
        return reply.code(503).header('cache-control', 'no-store').type('text/plain').send('broken on purpose');
      }
      if (url.startsWith('/api/') && take(apis, url)) {
        return reply.code(200).header('cache-control', 'no-store').type('application/json').send('{"data": {"_id": "broken on purpose"');
      }
    });
  return {
    install,
    failNextAsset: (pattern) => void assets.push(pattern),
    failAssetsUntilRestored: (pattern) => {
      brokenAssets.add(pattern);
      return () => void brokenAssets.delete(pattern);
    },
    breakNextApi: (pattern) => void apis.push(pattern),
  };
}
