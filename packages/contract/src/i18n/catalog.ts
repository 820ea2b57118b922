import { FALLBACK_LOCALE, LOCALES, type Locale } from './locale.ts';

/** A flat table of texts: key -> text with `{name}` placeholders. */
export type Texts = Readonly<Record<string, string>>;

/** One table per locale; every key must exist in both (see `findKeyParityFaults`). */
export type Catalog<K extends string = string> = Readonly<
  Record<Locale, Readonly<Record<K, string>>>
>;

/**
 * Declares a catalog. English is the reference: the Korean table must have exactly its keys, which
 * the type checks here and `findKeyParityFaults` checks again at run time for merged catalogs.
 */
export function defineCatalog<const E extends Texts>(catalog: {
  en: E;
  ko: { readonly [K in keyof E]: string };
}): Catalog<Extract<keyof E, string>> {
  return catalog as Catalog<Extract<keyof E, string>>;
}

export interface KeyParityFault {
  key: string;
  missingIn: Locale;
}

/** Every key present in one locale and absent (or empty) in another. */
export function findKeyParityFaults(catalog: Catalog): KeyParityFault[] {
  const faults: KeyParityFault[] = [];
  const allKeys = new Set(LOCALES.flatMap((locale) => Object.keys(catalog[locale] ?? {})));
  for (const key of [...allKeys].sort()) {
    for (const locale of LOCALES) {
      const text = catalog[locale]?.[key];
      if (typeof text !== 'string' || text.trim() === '') faults.push({ key, missingIn: locale });
    }
  }
  return faults;
}

/** Merges catalogs of several packages; a key defined twice is a programming error. */
export function mergeCatalogs(...catalogs: Catalog[]): Catalog {
  const merged: Record<Locale, Record<string, string>> = { ko: {}, en: {} };
  for (const catalog of catalogs) {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalog[locale])) {
        if (key in merged[locale]) throw new Error(`Text key defined twice: ${key} (${locale})`);
        merged[locale][key] = text;
      }
    }
  }
  return merged;
}

export type TextParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` with `params.name`; an unknown placeholder stays visible, so it gets noticed. */
export function interpolate(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A text in the wanted locale, else English (foundation.md §1), else the key itself. */
export function translate(
  catalog: Catalog,
  locale: Locale,
  key: string,
  params?: TextParams,
): string {
  const text = catalog[locale]?.[key] ?? catalog[FALLBACK_LOCALE]?.[key] ?? key;
  return interpolate(text, params);
}
