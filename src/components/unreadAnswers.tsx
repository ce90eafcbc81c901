import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import { faUnread } from '../i18n/fa-unread';
import { toPersianDigits } from '../lib/digits';
import { CountBadge } from './CountBadge';

/**
 * The unread answers (behaviour §10.10): how many of the pharmacist's answered
 * tickets they have not opened since the answer, for a badge on the tickets menu items. An addition
 * (`x-beyond-spec`): against a backend without it, or when the count cannot be read, no badge shows and
 * nothing is said. Opening a ticket marks its answer read and the count is read again.
 */
interface UnreadAnswers {
  /** The count, or null while unknown (or unknowable: no badge). */
  count: number | null;
  /** The signed-in user opened `ticketId`: its answer is read. Silent, whatever the backend says. */
  markRead: (ticketId: string) => void;
}

const UnreadAnswersContext = createContext<UnreadAnswers | null>(null);

async function readCount(signal?: AbortSignal): Promise<number | null> {
  try {
    return (await unwrap(api.GET('/ticket/v1/unread-answers', { signal }))).unreadCount;
  } catch {
    return null;
  }
}

/** Reads the count once for the signed-in frame, and again after an answer is read. */
export function UnreadAnswersProvider({ children }: { children?: ReactNode }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void readCount(controller.signal).then((value) => {
      if (!controller.signal.aborted) setCount(value);
    });
    return () => controller.abort();
  }, []);
  const markRead = useCallback((ticketId: string) => {
    void api
      .POST('/ticket/v1/ticket/{ticketId}/read', { params: { path: { ticketId } } })
      .then(() => readCount())
      .then(setCount, () => {});
  }, []);
  const value = useMemo(() => ({ count, markRead }), [count, markRead]);
  return <UnreadAnswersContext.Provider value={value}>{children}</UnreadAnswersContext.Provider>;
}

/** The unread answers, or null outside the provider (the stories, the path tests: no badge). */
export function useUnreadAnswers(): UnreadAnswers | null {
  return useContext(UnreadAnswersContext);
}

/** The tickets menu item's badge: the unread answers' count (Persian digits), nothing at zero or unknown. */
export function UnreadAnswersBadge() {
  const count = useUnreadAnswers()?.count ?? 0;
  if (count <= 0) return null;
  return (
    <CountBadge
      count={count}
      tone="danger"
      role="status"
      aria-label={faUnread.unreadAnswers(toPersianDigits(count))}
      data-testid="unread-answers"
    />
  );
}
