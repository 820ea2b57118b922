import type { Locale } from './locale.ts';

/**
 * Texts of a language a build does not carry (issue 18 item 4). The built app carries one
 * language's tables in its code: apps/web's texts-per-language plugin replaces every catalog's
 * other table with `laterTable(...)`, an empty table filled when that language is first asked
 * for (`loadTexts`). Everywhere else (the dev server, tests, Storybook, the published packages)
 * every table is written out, nothing is registered here, and every language is ready.
 *
 * This module imports nothing at run time: the plugin adds an import of it to catalog modules of
 * every package, which must not reach back into the contract's index.
 */

type Table = Record<string, string>;
/** The tables of one language, by catalog id (the plugin's `<file>#<n>`). */
export type LaterTables = Readonly<Record<string, Table>>;

interface LaterLanguage {
  load: () => Promise<{ default: LaterTables }>;
  /** The tables handed out before the language arrived, filled in place when it does. */
  waiting: Map<string, Table>;
  loaded: LaterTables | null;
  loading: Promise<void> | null;
}

const laterLanguages = new Map<Locale, LaterLanguage>();
const copies = new Set<() => void>();

/** An empty table of `locale` for the catalog `id`, filled once the language is loaded. */
export function laterTable(
  locale: Locale,
  id: string,
  load: () => Promise<{ default: LaterTables }>,
): Table {
  let language = laterLanguages.get(locale);
  if (!language) {
    language = { load, waiting: new Map(), loaded: null, loading: null };
    laterLanguages.set(locale, language);
  }
  const table: Table = {};
  if (language.loaded) Object.assign(table, language.loaded[id]);
  else language.waiting.set(id, table);
  return table;
}

/** Whether the texts of `locale` are here: a text looked up now is found. */
export function textsReady(locale: Locale): boolean {
  return laterLanguages.get(locale)?.loaded !== null;
}

/**
 * Loads the texts of `locale` once, fills every table handed out for it and refreshes what was
 * copied from them. Resolves at once for a language the build carries.
 */
export function loadTexts(locale: Locale): Promise<void> {
  const language = laterLanguages.get(locale);
  if (!language || language.loaded) return Promise.resolve();
  language.loading ??= language.load().then(
    ({ default: tables }) => {
      language.loaded = tables;
      for (const [id, table] of language.waiting) Object.assign(table, tables[id]);
      language.waiting.clear();
      for (const refresh of copies) refresh();
    },
    (error: unknown) => {
      // A failed download (offline) is tried again at the next switch.
      language.loading = null;
      throw error;
    },
  );
  return language.loading;
}

/**
 * Keeps a copy of tables (a merged catalog, a registry of texts) up to date: `refresh` runs each
 * time a language arrives. A copy made while no language waits (every table written out, as
 * outside the built app, or the later language already here) is made from full tables and is not
 * kept. The same `refresh` given twice runs once.
 */
export function refreshWhenTextsArrive(refresh: () => void): void {
  const waiting = [...laterLanguages.values()].some((language) => language.loaded === null);
  if (waiting) copies.add(refresh);
}
