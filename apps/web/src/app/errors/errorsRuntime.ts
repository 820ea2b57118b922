import { type SafeUrlOptions, safeUrl } from '@platform/contract';
import { isAndroidOrIos } from './supportContacts.ts';

const SITE_PATH_ONLY: SafeUrlOptions = { allow: [], sitePaths: true };

/**
 * How the error pages leave: a full page load, which drops every bit of client state (screens.md
 * §2.6 "a go-home button that resets state and reloads /"). Replaceable so that a story, which
 * must not unload itself, can watch it instead.
 */
export interface ErrorsRuntime {
  reloadAt(path: string): void;
  /** The platform that decides whether tel: and mailto: links are live. */
  canDialAndMail(): boolean;
}

const browser: ErrorsRuntime = {
  // Only a path of this site: the error pages never leave it.
  reloadAt: (path) => globalThis.location.assign(safeUrl(path, SITE_PATH_ONLY) ?? '/'),
  canDialAndMail: () => isAndroidOrIos(),
};

let current = browser;

export const errorsRuntime: ErrorsRuntime = {
  reloadAt: (path) => current.reloadAt(path),
  canDialAndMail: () => current.canDialAndMail(),
};

/** Stories and tests only: replaces parts of the runtime; returns the undo. */
export function overrideErrorsRuntime(parts: Partial<ErrorsRuntime>): () => void {
  const previous = current;
  current = { ...current, ...parts };
  return () => {
    current = previous;
  };
}
