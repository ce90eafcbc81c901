import { useMemo, useRef } from 'react';
import type { ApiFailure } from '../api/errors';
import { notifier } from '../api/notifier';
import { useAddressWriter } from '../routes/useAddress';

/**
 * The effects every paged list's machine declares (`machines/paging.ts`), provided for a page: the
 * access callback (told after each load whether the subscription is valid), the address query the
 * machine writes, and the toasts. `params` is the address's query when the page opened; `onAccess`
 * is read when called, so a new callback needs no new machine.
 */
export function usePagedListEffects(onAccess: ((granted: boolean) => void) | undefined, pageNotFound: string) {
  const { params, write } = useAddressWriter();
  const onAccessRef = useRef(onAccess);
  onAccessRef.current = onAccess;
  const effects = useMemo(
    () => ({
      notifyAccess: (_: unknown, { granted }: { granted: boolean }) => onAccessRef.current?.(granted),
      syncUrl: (_: unknown, { query }: { query: Record<string, string> }) => write(query),
      showFailure: (_: unknown, { failure }: { failure: ApiFailure }) => notifier.failure(failure),
      showPageNotFound: () => notifier.error(pageNotFound),
    }),
    [write, pageNotFound],
  );
  return { params, effects, onAccessRef };
}
