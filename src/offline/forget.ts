/**
 * Logout's part for the device copy (behaviour §10.15): deletes every offline database of this
 * origin, whoever's it is. Small and free of imports, so logout reaches it without loading the
 * offline module.
 */
// The same prefix as src/offline/db.ts (tests/unit/offline-device.test.ts checks that logout deletes
// what the device layer makes); not imported from there, so logout does not load the device layer.
const OFFLINE_DB_PREFIX = 'daroban-offline-';

const deleted = (factory: IDBFactory, name: string) =>
  new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(name);
    // A blocked delete completes once the other tabs close theirs (they do on `versionchange`).
    request.onsuccess = request.onerror = () => resolve();
  });

export async function forgetOfflineData(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!factory) return;
  // Every browser the portal supports lists its databases (Chromium 71, Safari 14, Firefox 126).
  const listed = typeof factory.databases === 'function' ? await factory.databases().catch(() => []) : [];
  const names = listed.map((d) => d.name ?? '').filter((name) => name.startsWith(OFFLINE_DB_PREFIX));
  await Promise.all(names.map((name) => deleted(factory, name)));
}
