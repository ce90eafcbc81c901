/**
 * Logout's part for the device copy (behaviour §10.17): deletes every offline database of this
 * origin, whoever's it is. Small and free of imports, so logout reaches it without loading the
 * offline module.
 */
export const OFFLINE_DB_PREFIX = 'daroban-offline-';

/** Names of the databases opened in this page (a fallback where `indexedDB.databases()` is missing). */
export const openedDatabases = new Set<string>();

const deleted = (factory: IDBFactory, name: string) =>
  new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(name);
    // A blocked delete completes once the other tabs close theirs (they do on `versionchange`).
    request.onsuccess = request.onerror = () => resolve();
  });

export async function forgetOfflineData(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!factory) return;
  const names = new Set(openedDatabases);
  const listed = typeof factory.databases === 'function' ? await factory.databases().catch(() => []) : [];
  for (const { name } of listed) if (name?.startsWith(OFFLINE_DB_PREFIX)) names.add(name);
  await Promise.all([...names].map((name) => deleted(factory, name)));
  openedDatabases.clear();
}
