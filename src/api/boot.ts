/**
 * What index.html's inline script (build/first-paint.ts) leaves for the app on `window.__darobanBoot`
 * (behaviour §11.2): on a drug's detail address with a stored session it sends the detail call before the
 * app has downloaded, and draws the drug's name from the answer.
 */

/** The window property the inline script writes. */
export const BOOT_KEY = '__darobanBoot';

/** The detail calls the inline script may send: the operation's path up to its `{medicineId}`. */
export const DETAIL_CALL_PATHS = {
  A: '/medicine/v1/get-medicine-a-by-id/',
  B: '/medicine/v1/get-medicine-b-by-id/',
} as const;

/** A call already sent: its absolute URL, its `Authorization` header and the answer to come. */
export interface BootCall {
  method: string;
  url: string;
  authorization: string;
  response: Promise<Response>;
}

/** What the first paint drew on a detail address, from the call's answer. */
export interface BootDetail {
  /** `location.pathname` it was drawn for. */
  path: string;
  category: 'A' | 'B';
  /** The name as the detail page shows it (trimmed, or «بدون نام»). */
  name: string;
  /** The photo's URL (A only), or null. */
  photo: string | null;
}

export interface Boot {
  call?: BootCall;
  detail?: BootDetail;
}

const windowBoot = (): Boot | undefined =>
  typeof window === 'undefined' ? undefined : ((window as unknown as Record<string, Boot | undefined>)[BOOT_KEY] ?? undefined);

/**
 * The answer of the call `boot` holds when `request` is that same call (method, URL and
 * `Authorization`), once: the call is forgotten when taken. Undefined otherwise.
 */
export function takeBootCall(request: Request, boot: Boot | undefined = windowBoot()): Promise<Response> | undefined {
  const call = boot?.call;
  if (!call) return undefined;
  if (call.method !== request.method || call.url !== request.url || call.authorization !== request.headers.get('Authorization'))
    return undefined;
  delete boot.call;
  return call.response;
}

/** The name (and photo) the first paint drew for `pathname`, if it drew one. */
export function bootDetail(pathname: string, boot: Boot | undefined = windowBoot()): BootDetail | undefined {
  const detail = boot?.detail;
  return detail && detail.path === pathname ? detail : undefined;
}

/**
 * Forgets what the inline script left (its call and the drawn name) at the app's first navigation:
 * both belong to the page as it was loaded. An early call the app never took (the access gate sent
 * the pharmacist elsewhere) must not answer a later visit to that drug with the load's answer.
 */
export function forgetBootOnNavigation(
  router: { state: { location: { key: string } }; subscribe: (listener: (state: { location: { key: string } }) => void) => () => void },
  boot: Boot | undefined = windowBoot(),
): () => void {
  if (!boot) return () => {};
  // Every navigation gets a new key; the loaded address keeps its own ('default', or the history
  // entry's on a reload) through the router's other changes (lazy routes resolving, revalidation).
  const loaded = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === loaded) return;
    delete boot.call;
    delete boot.detail;
    unsubscribe();
  });
  return unsubscribe;
}
