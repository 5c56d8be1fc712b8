// The loading indicator of spec §7: on while any call runs. Spec §9: the loading flag is reset
// 2000 ms after the indicator hides. Until then a new call does not bring the indicator back, so
// a screen that chains calls (load, then load what the answer names) shows one loading state, not
// a flicker per call; a call still running when the flag resets shows the indicator from then on,
// so a slow call is never hidden for more than those 2 s.
import { createStore } from './store.ts';

export const LOADING_RESET_MS = 2000;

let active = 0;
/** Set from the moment the indicator hides until LOADING_RESET_MS later. */
let flag = false;
let resetTimer: ReturnType<typeof setTimeout> | undefined;
export const loading = createStore(false);

function hide(): void {
  loading.set(false);
  flag = true;
  clearTimeout(resetTimer);
  resetTimer = setTimeout(() => {
    flag = false;
    if (active > 0) loading.set(true);
  }, LOADING_RESET_MS);
}

/** Marks a call as running; the returned function marks it done (safe to call twice). */
export function beginLoading(): () => void {
  active++;
  if (!flag) loading.set(true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active--;
    if (active === 0 && loading.get()) hide();
  };
}
