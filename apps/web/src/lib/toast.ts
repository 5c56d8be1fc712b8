// Toasts (spec §8, §9): a translated code shows for 3 s; other notices for 2 s.
import { createStore } from './store.ts';

export interface Toast {
  id: number;
  text: string;
  kind: 'error' | 'info' | 'success';
}

export const TOAST_MS = 3000;
export const toasts = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(text: string, kind: Toast['kind'] = 'error', ms = TOAST_MS): void {
  const id = nextId++;
  // the same text twice at once (two failing calls) shows once
  if (toasts.get().some((t) => t.text === text)) return;
  toasts.set((list) => [...list, { id, text, kind }]);
  setTimeout(() => toasts.set((list) => list.filter((t) => t.id !== id)), ms);
}
