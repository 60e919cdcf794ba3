import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Once `ready` (the list drawn), moves focus, and with it the view, to the element the URL's
 * fragment names: a link from outside the app (a calendar event's link to a debt) lands on its
 * item. Once per fragment, so a later refetch does not pull the view back.
 */
export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.focus();
  }, [ready, hash]);
}
