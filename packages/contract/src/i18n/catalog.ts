import { withoutBidiControls } from '../validation/visibleText.ts';
import { formatNumber, formatWon, pluralCategory } from './format.ts';
import { refreshWhenTextsArrive } from './laterTexts.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locale.ts';
import { isKoreanParticle, withParticle } from './particle.ts';

/** A flat table of texts: key -> text with placeholders (see `interpolate`). */
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

/** The keys of a catalog; for a union of catalogs, the keys of each. */
export type CatalogKey<C> = C extends { readonly en: infer T } ? Extract<keyof T, string> : never;

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

/**
 * Merges catalogs of several packages; a key defined twice is a programming error. The result
 * keeps the keys' types, which is what types the keys of `t` (see @platform/ui TextKey).
 */
export function mergeCatalogs<C extends readonly Catalog[]>(
  ...catalogs: C
): Catalog<CatalogKey<C[number]>> {
  const merged: Record<Locale, Record<string, string>> = { ko: {}, en: {} };
  for (const catalog of catalogs) {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalog[locale])) {
        if (key in merged[locale]) throw new Error(`Text key defined twice: ${key} (${locale})`);
        merged[locale][key] = text;
      }
    }
  }
  // A table of a language the build loads later is empty until then (laterTexts.ts).
  refreshWhenTextsArrive(() => {
    for (const catalog of catalogs) {
      for (const locale of LOCALES) Object.assign(merged[locale], catalog[locale]);
    }
  });
  return merged as Catalog<CatalogKey<C[number]>>;
}

export type TextParams = Readonly<Record<string, string | number>>;

/**
 * Fills a catalog text. The placeholders are a subset of ICU MessageFormat:
 *
 * - `{name}`: `params.name` as given;
 * - `{n, number}`: a number as the locale writes it (`1,234`);
 * - `{amount, currency}`: an amount in won (`₩12,000`);
 * - `{count, plural, =0 {none} one {# user} other {# users}}`: the branch of the exact value or of
 *   the locale's plural category (`Intl.PluralRules`; Korean has `other` only), else `other`;
 *   `#` is the count as a number and a branch may hold placeholders of its own;
 * - `{name, particle, 으로}`: `params.name` followed by the Korean particle that fits its last
 *   sound (`withParticle`): "워크테스터로", "교실로", "학생으로". The particle is written in either of its
 *   forms: 이/가, 을/를, 은/는, 으로/로, 과/와. A value that ends in Latin letters gets both forms
 *   ("admin(으)로"), so a text whose value can be a Latin word (an ID, a nickname, a book name) is
 *   phrased with no particle after it instead ("{name} 계정으로").
 *
 * A placeholder without its param stays visible as written, so a missing param gets noticed
 * rather than showing an empty gap. Apostrophes are plain text (no ICU quoting: "{name}'s"), and
 * a brace that opens no placeholder is kept as it is.
 */
export function interpolate(text: string, locale: Locale, params?: TextParams): string {
  if (!params || !text.includes('{')) return text;
  return renderText(text, 0, { locale, params, hash: undefined }).text;
}

/**
 * The params a text uses, sorted: plain ones, formatted ones, plural counts and what their
 * branches use (to check that both languages of a key ask for the same values).
 */
export function textParamNames(text: string): string[] {
  const names = new Set<string>();
  // The renderer reads every param it meets, in every branch; this records what it reads.
  const recorder = new Proxy<TextParams>(
    {},
    {
      get: (_target, name) => {
        if (typeof name === 'string') names.add(name);
        return 1;
      },
    },
  );
  interpolate(text, FALLBACK_LOCALE, recorder);
  return [...names].sort();
}

interface Scope {
  locale: Locale;
  params: TextParams;
  /** What `#` stands for: the formatted count of the innermost plural; none outside one. */
  hash: string | undefined;
}

interface Rendered {
  text: string;
  /** Where reading stopped: the end of the text or the `}` closing a plural branch. */
  end: number;
}

/** Renders from `start` to the end, or, inside a plural branch, to the brace that closes it. */
function renderText(text: string, start: number, scope: Scope, inBranch = false): Rendered {
  let out = '';
  let index = start;
  while (index < text.length) {
    const char = text[index];
    if (char === '}' && inBranch) return { text: out, end: index };
    if (char === '#' && scope.hash !== undefined) {
      out += scope.hash;
      index += 1;
      continue;
    }
    if (char === '{') {
      const placeholder = renderPlaceholder(text, index, scope);
      if (placeholder) {
        out += placeholder.text;
        index = placeholder.end + 1;
        continue;
      }
    }
    out += char;
    index += 1;
  }
  return { text: out, end: index };
}

const PLACEHOLDER_HEAD = /\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([},])/y;
const PLURAL_SELECTOR = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
const PLURAL_END = /\s*\}/y;

/** The placeholder opening at `start`, rendered; null when the brace opens none. */
function renderPlaceholder(text: string, start: number, scope: Scope): Rendered | null {
  PLACEHOLDER_HEAD.lastIndex = start;
  const head = PLACEHOLDER_HEAD.exec(text);
  if (!head) return null;
  const [, name = '', type, closer] = head;
  const end = PLACEHOLDER_HEAD.lastIndex - 1;
  if (closer === '}') {
    if (type !== undefined && type !== 'number' && type !== 'currency') return null;
    const value = scope.params[name];
    if (value === undefined) return { text: text.slice(start, end + 1), end };
    return { text: formatValue(value, type, scope.locale), end };
  }
  if (type === 'particle') return renderParticle(text, start, end + 1, scope.params[name]);
  return type === 'plural' ? renderPlural(text, start, end + 1, scope.params[name], scope) : null;
}

// Hangul is no `\w`: the particle is read as its own run of syllables.
const PARTICLE_TAIL = /\s*([\uac00-\ud7a3]+)\s*\}/y;

/** `{name, particle, 을}`, its particle read from `from`; null when the particle is none we know. */
function renderParticle(
  text: string,
  start: number,
  from: number,
  value: string | number | undefined,
): Rendered | null {
  PARTICLE_TAIL.lastIndex = from;
  const particle = PARTICLE_TAIL.exec(text)?.[1];
  if (particle === undefined || !isKoreanParticle(particle)) return null;
  const end = PARTICLE_TAIL.lastIndex - 1;
  if (value === undefined) return { text: text.slice(start, end + 1), end };
  return { text: withParticle(withoutBidiControls(String(value)), particle), end };
}

/** A param as a number; NaN when it is none (an empty or a wordy string). */
function toNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number(value.trim() || Number.NaN);
}

function formatValue(value: string | number, type: string | undefined, locale: Locale): string {
  const number = toNumber(value);
  // A param that is no number (a size already written as "10 MB") is shown as given, without
  // the controls that would make a name read backwards inside the sentence.
  if (type === undefined || !Number.isFinite(number)) return withoutBidiControls(String(value));
  return type === 'currency' ? formatWon(number, locale) : formatNumber(number, locale);
}

/** `{count, plural, one {…} other {…}}`, its branches read from `from`. */
function renderPlural(
  text: string,
  start: number,
  from: number,
  value: string | number | undefined,
  scope: Scope,
): Rendered | null {
  const hash = value === undefined ? undefined : formatValue(value, 'number', scope.locale);
  const branchScope: Scope = { ...scope, hash };
  const branches = new Map<string, string>();
  let index = from;
  for (;;) {
    PLURAL_END.lastIndex = index;
    if (PLURAL_END.exec(text)) {
      index = PLURAL_END.lastIndex - 1;
      break;
    }
    PLURAL_SELECTOR.lastIndex = index;
    const selector = PLURAL_SELECTOR.exec(text);
    if (!selector?.[1]) return null;
    const branch = renderText(text, PLURAL_SELECTOR.lastIndex, branchScope, true);
    if (branch.end >= text.length) return null;
    branches.set(selector[1], branch.text);
    index = branch.end + 1;
  }
  const source = text.slice(start, index + 1);
  if (value === undefined) return { text: source, end: index };
  const count = toNumber(value);
  const chosen = Number.isFinite(count)
    ? (branches.get(`=${count}`) ?? branches.get(pluralCategory(count, scope.locale)))
    : undefined;
  return { text: chosen ?? branches.get('other') ?? source, end: index };
}

/**
 * A text in the wanted locale, else English (foundation.md §1), else the key itself. A text is
 * filled in its own language: an English fallback takes English plural forms.
 */
export function translate(
  catalog: Catalog,
  locale: Locale,
  key: string,
  params?: TextParams,
): string {
  const own = catalog[locale]?.[key];
  if (own !== undefined) return interpolate(own, locale, params);
  return interpolate(catalog[FALLBACK_LOCALE]?.[key] ?? key, FALLBACK_LOCALE, params);
}
