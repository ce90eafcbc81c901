import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/*
 * The address query of a screen whose machine owns it (the lists): the machine starts from the
 * address, writes every change the user makes (`useAddressWriter`), and hears the address again
 * after every navigation React draws (`useAddressEffect`: back/forward, a link, and its own writes,
 * which it recognises as its own query and ignores).
 *
 * The router draws its locations in a transition, which a busy page can hold back: a search written
 * and the back that undid it, drawn as one step, left the address's text as it was and the machine
 * on the search (a CI failure). So a write is drawn at once (`flushSync`), and the effect is keyed on
 * the location, not on its text.
 */

/** The address's query now, and `write` for the machine's `syncUrl` (a new history entry; stable). */
export function useAddressWriter(): { params: URLSearchParams; write: (query: Record<string, string>) => void } {
  const [params, setParams] = useSearchParams();
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const write = useRef((query: Record<string, string>) => setParamsRef.current(query, { flushSync: true })).current;
  return { params, write };
}

/** Runs `onAddress` with the address's query after every navigation React draws. */
export function useAddressEffect(onAddress: (params: URLSearchParams) => void): void {
  const location = useLocation();
  const onAddressRef = useRef(onAddress);
  onAddressRef.current = onAddress;
  useEffect(() => {
    onAddressRef.current(new URLSearchParams(location.search));
  }, [location]);
}
