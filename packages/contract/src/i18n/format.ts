import { LIMITS } from '../validation/limits.ts';
import type { Locale } from './locale.ts';

/**
 * Intl objects are costly to build and a screen formats hundreds of numbers in one or two
 * locales, so each is built once per locale and kept.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const cache = new Map<Locale, T>();
  return (locale) => {
    let value = cache.get(locale);
    if (value === undefined) {
      value = make(locale);
      cache.set(locale, value);
    }
    return value;
  };
}

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
// Won have no minor unit, so Intl writes no decimals.
const wonFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: LIMITS.CURRENCY }),
);
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

/** A number as the locale writes it: `1,234` (grouping in both of ours). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** An amount in won as the locale writes it, `₩12,000` (foundation.md §9 "shown in won"). */
export function formatWon(value: number, locale: Locale): string {
  return wonFormat(locale).format(value);
}

/** The CLDR plural category of a count: English has `one` and `other`, Korean `other` only. */
export function pluralCategory(value: number, locale: Locale): Intl.LDMLPluralRule {
  return pluralRules(locale).select(value);
}
