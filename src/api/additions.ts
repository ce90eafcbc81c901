import { ApiError } from './errors';

/** The features beyond the original product whose calls the SPA makes (behaviour §10). */
export type Addition =
  'watchlist' | 'equivalents' | 'history' | 'checkout' | 'photos' | 'export' | 'barcode' | 'feed' | 'priceImports' | 'offlineCopy';

const missing = new WeakMap<object, Set<Addition>>();

/**
 * Calls one of an addition's operations through `client`. A backend with only the original calls
 * (behaviour §7) answers it 404: the call then fails as `{ kind: 'absent' }`, and so does every later
 * call of that feature through this client without asking again, so the feature stays hidden for
 * the session and nothing is said (behaviour §10).
 */
export async function callAddition<T>(
  client: object,
  feature: Addition,
  call: () => Promise<T>,
  /**
   * For a call whose own answer may be a 404 (an unknown barcode): asked after a 404 whether the
   * backend lacks the call itself; a `false` keeps the 404 as the call's answer.
   */
  isMissing: () => Promise<boolean> = async () => true,
): Promise<T> {
  if (missing.get(client)?.has(feature)) throw new ApiError({ kind: 'absent' });
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.failure.kind === 'notFound' && (await isMissing().catch(() => false))) {
      markAdditionMissing(client, feature);
      throw new ApiError({ kind: 'absent' });
    }
    throw error;
  }
}

/** Records that `client`'s backend lacks `feature` (a photo that did not load, behaviour §10): it stays hidden for the session. */
export function markAdditionMissing(client: object, feature: Addition): void {
  const known = missing.get(client) ?? new Set<Addition>();
  known.add(feature);
  missing.set(client, known);
}

/** Whether `client`'s backend was found to lack `feature` in this session. */
export const isAdditionMissing = (client: object, feature: Addition): boolean => missing.get(client)?.has(feature) ?? false;
