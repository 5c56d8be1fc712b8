// Where a screen opens scrolled to. React Router's <ScrollRestoration> keeps each history entry's
// scroll position (in sessionStorage) under the entry's key, and the first entry of every page
// load has the same key, "default": a fresh visit in the same tab (an address typed, a link from
// a mail or another site) opened scrolled to where the last page had been left, sometimes with
// the top of the screen under the header. A fresh load now keeps its first entry under a key of its
// own; a reload, or coming back to the page through the browser's history, keeps "default" and so
// returns where the visitor was.
import type { Location } from 'react-router';

const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const returning = entry?.type === 'reload' || entry?.type === 'back_forward';
const firstKey = returning ? 'default' : `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** `getKey` for <ScrollRestoration>: the entry's own key, the page load's for its first entry. */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? firstKey : location.key;
}
