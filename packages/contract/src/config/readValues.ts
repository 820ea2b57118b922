import { safeUrl, URL_SCHEMES, WEB_LINK } from '../links/safeUrl.ts';
import type { ConfigValue } from './configString.ts';

/** Small readers shared by the key readers. Each returns undefined for "not readable". */

/** The first value of the first group: most keys hold one value. */
export function firstValue(config: ConfigValue, key: string): string | undefined {
  return config.get(key)?.[0]?.[0];
}

/** A decimal integer written without sign, spaces or exponent ('007' reads as 7). */
export function readInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^-?\d{1,16}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A non-empty text, else undefined. */
export function readText(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

/**
 * An absolute http(s) URL, else undefined: these values end up in `href`s and navigation, so the
 * product's one scheme check (safeUrl) refuses `javascript:`, `data:` and the rest.
 */
export function readHttpUrl(text: string | undefined): string | undefined {
  return safeUrl(text, { allow: URL_SCHEMES.WEB }) ?? undefined;
}

/**
 * A link: an absolute http(s) URL, or a path on this site (`/help`). assumed: the spec shows no
 * value of the keys that hold links; a path lets a deployment (the demo among them) serve the
 * page itself. `//host` and `/\host` lead browsers to another site, so safeUrl refuses them.
 */
export function readLink(text: string | undefined): string | undefined {
  return safeUrl(text, WEB_LINK) ?? undefined;
}
