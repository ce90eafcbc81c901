import { afterEach, beforeEach } from 'vitest';
import { notifier, type Notice } from '../../src/api/notifier';

/** The toasts shown during each test of the file (emptied before each test). */
export function recordNotices(): Notice[] {
  const notices: Notice[] = [];
  let unsubscribe: () => void = () => {};
  beforeEach(() => {
    notices.length = 0;
    unsubscribe = notifier.subscribe((notice) => notices.push(notice));
  });
  afterEach(() => unsubscribe());
  return notices;
}
