// useTranslation for the screens: the part of react-i18next this app uses, on engine.ts (decision
// 0010; imports of 'react-i18next' resolve here). A screen re-renders when the language changes or
// a locale part arrives (a storefront screen that asked for a seller text gets it a moment later),
// and gets a new `t` then, so memos that depend on `t` recompute.
import { useMemo, useSyncExternalStore } from 'react';
import { type I18n, i18n, type TFunction } from './engine.ts';

let version = 0;
const subscribers = new Set<() => void>();
const bump = () => {
  version++;
  for (const notify of subscribers) notify();
};
i18n.on('languageChanged', bump);
i18n.on('added', bump);

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}
const snapshot = () => version;

export function useTranslation(): { t: TFunction; i18n: I18n; ready: true } {
  const seen = useSyncExternalStore(subscribe, snapshot, snapshot);
  // a new function per version: the text it gives changed
  // biome-ignore lint/correctness/useExhaustiveDependencies: `seen` is what makes it new
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [seen]);
  return { t, i18n, ready: true };
}

/** i18next's React plugin: nothing to set up, useTranslation subscribes by itself. */
export const initReactI18next = { type: '3rdParty' as const, init() {} };
