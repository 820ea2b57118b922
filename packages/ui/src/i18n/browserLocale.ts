import { detectLocale, LANGUAGE_STORAGE_KEY, type Locale } from '@platform/contract';

function readStored(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode, embedded webview): the preference is just absent
  }
}

/** The locale of this page load: query `lang`, then the stored preference, then the browser. */
export function detectBrowserLocale(win: Window = window): Locale {
  return detectLocale({
    search: win.location.search,
    stored: readStored(win.localStorage),
    browserLanguages: win.navigator.languages,
  });
}

/** Remembers the user's choice under the language key (foundation.md §9). */
export function storeLocale(locale: Locale, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
