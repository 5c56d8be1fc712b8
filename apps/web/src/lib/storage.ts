// Client-side storage keys of spec §3: access-token, lang, cur, the ad timestamp, the mobile flag
// and the top bar height. One place, so logout can clear exactly what the app keeps.
export const KEYS = {
  token: 'access-token',
  loggedIn: 'logged-in',
  lang: 'lang',
  currency: 'cur',
  adTimestamp: 'ad-timestamp',
  mobile: 'mobile',
  topBarHeight: 'top-bar-height',
  recentSearches: 'recent-searches',
  location: 'location',
  /** A visitor's cart, kept on the device until sign-in merges it into the account's cart. */
  deviceCart: 'device-cart',
  /** A visitor's compare list (product ids, at most 4), merged into the account's at sign-in. */
  deviceCompare: 'device-compare',
} as const;

type Key = (typeof KEYS)[keyof typeof KEYS];

export const storage = {
  get(key: Key): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage disabled (private mode): the app still runs, it just forgets
    }
  },
  set(key: Key, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* see get() */
    }
  },
  remove(key: Key): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* see get() */
    }
  },
  getJson<T>(key: Key, fallback: T): T {
    const raw = storage.get(key);
    if (!raw) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
  clearAll(): void {
    try {
      localStorage.clear();
    } catch {
      /* see get() */
    }
  },
};
