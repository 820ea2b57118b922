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
 * An absolute http(s) URL, else undefined. Other schemes (`javascript:`, `data:`) are refused
 * because these values end up in `href`s: a configuration must not be able to run script.
 */
export function readHttpUrl(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link: an absolute http(s) URL, or a path on this site (`/help`). assumed: the spec shows no
 * value of the keys that hold links; a path lets a deployment (the demo among them) serve the
 * page itself. `//host` and `/\host` lead browsers to another site, so they are refused too.
 */
export function readLink(text: string | undefined): string | undefined {
  const url = readHttpUrl(text);
  if (url) return url;
  const trimmed = text?.trim();
  return trimmed && /^\/(?![/\\])[^\s\\]*$/.test(trimmed) ? trimmed : undefined;
}
