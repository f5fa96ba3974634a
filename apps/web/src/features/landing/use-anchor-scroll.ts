import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element named by the URL's hash, on arrival and on each new navigation. */
export function useAnchorScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}
