import { type Catalog, type Locale, refreshWhenTextsArrive } from '@platform/contract';

/**
 * Texts that arrive with the code that shows them. A lazily loaded page or a heavy widget
 * registers its catalog when its module loads, so the first page does not carry every screen's
 * texts (the login page has a size budget). Registration happens before the module's components
 * render, and only adds keys, so a lookup at render time finds them without a re-render.
 */
const registered: Record<Locale, Record<string, string>> = { ko: {}, en: {} };
const catalogs = new Set<Catalog>();

/** A built app fills the tables of a language it loads later in place (laterTexts.ts). */
function refreshRegistered(): void {
  for (const catalog of catalogs) {
    for (const locale of ['ko', 'en'] as const) Object.assign(registered[locale], catalog[locale]);
  }
}

/**
 * Adds a catalog. The same catalog twice is a no-op; a key already registered with another text
 * is a programming error, as with mergeCatalogs.
 */
export function registerTexts(catalog: Catalog): void {
  if (catalogs.has(catalog)) return;
  for (const locale of ['ko', 'en'] as const) {
    for (const [key, text] of Object.entries(catalog[locale])) {
      const known = registered[locale][key];
      if (known !== undefined && known !== text) {
        throw new Error(`Text key registered twice with different texts: ${key} (${locale})`);
      }
    }
  }
  for (const locale of ['ko', 'en'] as const) Object.assign(registered[locale], catalog[locale]);
  catalogs.add(catalog);
  refreshWhenTextsArrive(refreshRegistered);
}

/** A registered text, or undefined. */
export function registeredText(locale: Locale, key: string): string | undefined {
  return registered[locale][key];
}
