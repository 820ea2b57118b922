/**
 * Storage of this page only. `npm test` runs several story projects (Korean, English, each brand)
 * side by side in pages of one origin, which would share localStorage, sessionStorage and
 * IndexedDB: one page's sign-in or sign-out became the session of a story running in another
 * (the mock server hands out the same tokens after each database reset), whose screen then left
 * for the landing page in mid-play. Each page gets its own: the Web Storages in memory, IndexedDB
 * under database names of its own, and another page's storage events are not delivered.
 * Imported first by preview.tsx, before any module reads a storage.
 */

class PageStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length() {
    return this.#items.size;
  }

  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string) {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string) {
    this.#items.set(String(key), String(value));
  }

  removeItem(key: string) {
    this.#items.delete(String(key));
  }

  clear() {
    this.#items.clear();
  }
}

/** IndexedDB with this page's databases: the same API, every name prefixed. */
function pageIndexedDb(shared: IDBFactory, prefix: string): IDBFactory {
  return {
    open: (name, version) => shared.open(prefix + name, version),
    deleteDatabase: (name) => shared.deleteDatabase(prefix + name),
    cmp: (first, second) => shared.cmp(first, second),
    databases: async () =>
      (await shared.databases())
        .filter((info) => info.name?.startsWith(prefix))
        .map((info) => ({ ...info, name: info.name?.slice(prefix.length) })),
  };
}

function isolatePageStorage(page: Window & typeof globalThis) {
  const own = (name: string, value: unknown) =>
    Object.defineProperty(page, name, { value, configurable: true, writable: false });
  own('localStorage', new PageStorage());
  own('sessionStorage', new PageStorage());
  if (page.indexedDB) own('indexedDB', pageIndexedDb(page.indexedDB, `${crypto.randomUUID()}:`));
  // A storage event the browser delivers reports another page's write; a story's own events are
  // dispatched by its play (not trusted) and still arrive.
  page.addEventListener(
    'storage',
    (event) => {
      if (event.isTrusted) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

isolatePageStorage(window);
