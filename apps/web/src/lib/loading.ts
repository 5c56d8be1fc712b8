// The loading indicator of spec §7: on while any call runs.
import { createStore } from './store.ts';

let active = 0;
export const loading = createStore(false);

/** Marks a call as running; the returned function marks it done (safe to call twice). */
export function beginLoading(): () => void {
  active++;
  loading.set(true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active--;
    if (active === 0) loading.set(false);
  };
}
