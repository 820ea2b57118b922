/** The two languages of the product (foundation.md §1). */
export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** foundation.md §1: "fallback English". */
export const FALLBACK_LOCALE: Locale = 'en';

/** The query parameter that chooses the language (foundation.md §1). */
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The local-storage key of the language preference. foundation.md §9 says the preference is
 * "stored under its own key" without naming it. assumed: `language`.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads `ko`, `ko-KR`, `EN`, `en_US` … as a locale; anything else is not one of ours. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

export interface LocaleSources {
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** The stored preference, as read from storage. */
  stored?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
}

/**
 * foundation.md §1: "The language is chosen by the query parameter lang, then the stored
 * preference, then the browser", and English when none of them names one of ours.
 */
export function detectLocale({ search, stored, browserLanguages = [] }: LocaleSources): Locale {
  const fromQuery = toLocale(new URLSearchParams(search ?? '').get(LANGUAGE_QUERY_PARAM));
  if (fromQuery) return fromQuery;
  const fromStorage = toLocale(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browserLanguages) {
    const fromBrowser = toLocale(tag);
    if (fromBrowser) return fromBrowser;
  }
  return FALLBACK_LOCALE;
}
