import { useSyncExternalStore } from 'react';

/** The query of the layout's phone breakpoint (the styles' `SMALL_SCREEN`). */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';

/** Whether a CSS media query matches now; re-renders when it changes. False where there is no `matchMedia`. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
