// The signed-in user on the client (spec §4): the token under `access-token`, a logged-in flag,
// and the user info. Logout clears all local storage and goes home.
import type { Profile, UserInfo } from '@polymart/contract/account';
import { api } from './api.ts';
import { KEYS, storage } from './storage.ts';
import { createStore, useStore } from './store.ts';

/** The user as a sign-in answers it (the profile), or as get_userinfo does (with link and counts). */
export type SessionInfo = Profile & Partial<Omit<UserInfo, keyof Profile>>;

export const sessionStore = createStore<SessionInfo | null>(null);
export const useSession = () => useStore(sessionStore);

export function signedIn(token: string, user: SessionInfo): void {
  storage.set(KEYS.token, token);
  storage.set(KEYS.loggedIn, '1');
  sessionStore.set(user);
}

/** Spec §4: with a token or the logged-in flag, fetch the user; the flag is set when it answers. */
export async function restoreSession(): Promise<void> {
  if (!storage.get(KEYS.token) && !storage.get(KEYS.loggedIn)) return;
  const user = await api<UserInfo>('/customer/info/get_userinfo', { quiet: true }).catch(() => null);
  if (user) {
    storage.set(KEYS.loggedIn, '1');
    sessionStore.set(user);
  }
}

export async function refreshSession(): Promise<void> {
  const user = await api<UserInfo>('/customer/info/get_userinfo');
  sessionStore.set(user);
}

/** Spec §4: logout revokes the token, clears all local storage, resets the user and goes home. */
export async function logout(goHome: () => void): Promise<void> {
  await api('/customer/user/logout', { quiet: true }).catch(() => null);
  storage.clearAll();
  sessionStore.set(null);
  goHome();
}
