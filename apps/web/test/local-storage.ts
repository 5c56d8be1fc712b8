// An in-memory Web Storage for tests that run in Node, where there is no localStorage.
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(i: number) {
    return [...this.#items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.#items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.#items.set(k, String(v));
  }
  removeItem(k: string) {
    this.#items.delete(k);
  }
  clear() {
    this.#items.clear();
  }
}

if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
}
