import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Runs `onAddress` with the address's query after every navigation React draws: back/forward, a
 * link, and the screen's own writes (which its machine recognises as its own query and ignores).
 *
 * Keyed on the location, not on its text: the router draws its locations in a transition, which a
 * busy page can hold back, so a write (a search) and the back that undoes it may be drawn as one
 * step whose text equals the one before. The machine, still on the query it wrote, must hear the
 * address again.
 */
export function useAddressEffect(onAddress: (params: URLSearchParams) => void): void {
  const location = useLocation();
  const onAddressRef = useRef(onAddress);
  onAddressRef.current = onAddress;
  useEffect(() => {
    onAddressRef.current(new URLSearchParams(location.search));
  }, [location]);
}
