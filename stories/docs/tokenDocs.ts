import { type BrandId, brands, isBrandId } from '@platform/tokens/brands';
import tokensJson from '@platform/tokens/tokens.json';
import type {
  ContrastEntry,
  ThemeDocument,
  TokenEntry,
  TokenLayer,
  TokensDocument,
} from '@platform/tokens/types';
import { useSyncExternalStore } from 'react';

/**
 * The built token document (tokens/build/tokens.json, written by `npm run tokens`). Everything the
 * docs pages show comes from here or from the CSS variables themselves, never from a copy.
 */
export const tokensDocument = tokensJson as TokensDocument;

export type { ContrastEntry, ThemeDocument, TokenEntry, TokenLayer };

export function getTheme(id: string): ThemeDocument {
  const theme = tokensDocument.themes.find((candidate) => candidate.id === id);
  if (!theme) throw new Error(`tokens.json has no theme "${id}": run npm run tokens`);
  return theme;
}

/** Tokens whose path starts with `prefix` (dotted), in build order. */
export function tokensUnder(
  theme: ThemeDocument,
  prefix: string,
  layer?: TokenLayer,
): readonly TokenEntry[] {
  const segments = prefix.split('.');
  return theme.tokens.filter(
    (token) =>
      segments.every((segment, index) => token.path[index] === segment) &&
      (layer === undefined || token.layer === layer),
  );
}

export function findToken(theme: ThemeDocument, name: string): TokenEntry | undefined {
  return theme.tokens.find((token) => token.name === name);
}

export function groupDescription(dottedPath: string): string | undefined {
  return tokensDocument.groups[dottedPath];
}

/** `color.text.default` -> `--color-text-default` (token paths and variable names correspond). */
export function pathToCssVar(dottedPath: string): string {
  return `--${dottedPath.split('.').join('-')}`;
}

/** The brand's English label: `Campus`. */
export function brandLabel(id: string): string {
  return brands.find((candidate) => candidate.id === id)?.label.en ?? id;
}

/** A table caption that names the theme it shows: `Spacing, Campus theme`. */
export function inTheme(title: string, id: string): string {
  return `${title}, ${brandLabel(id)} theme`;
}

export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}

// The theme the Tokens page shows: one choice shared by every table on the page.
let docsTheme: BrandId = 'default';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setDocsTheme(id: string): void {
  if (!isBrandId(id) || id === docsTheme) return;
  docsTheme = id;
  for (const listener of listeners) listener();
}

export function useDocsTheme(): ThemeDocument {
  const id = useSyncExternalStore(
    subscribe,
    () => docsTheme,
    () => docsTheme,
  );
  return getTheme(id);
}
