import { earlyReads } from '../earlyReads.ts';
import { api } from '../session/api.ts';

/** The query parameters the native whiteboard client passes (foundation.md §2 "brk or p"). */
export const WHITEBOARD_SESSION_PARAMS = ['brk', 'p'] as const;

/** The exchange parameter of the address, brk first. */
export function whiteboardCredential(search: URLSearchParams): string | null {
  for (const name of WHITEBOARD_SESSION_PARAMS) {
    const value = search.get(name);
    if (value) return value;
  }
  return null;
}

const exchange = (credential: string, signal?: AbortSignal) =>
  api.result('openLoginSso.SIGN_IN_APP', { token: credential }, { signal });

type Exchange = Awaited<ReturnType<typeof exchange>>;

/** Exchanges started by the /wb route's loader while the guard's code loads (issue 18). */
const exchanges = earlyReads<Exchange>();

export function startWhiteboardExchange(search: URLSearchParams): void {
  const credential = whiteboardCredential(search);
  if (credential) exchanges.start(credential, () => exchange(credential));
}

/** The exchange the loader started for this credential, if any; the guard's own otherwise. */
export function takeWhiteboardExchange(credential: string, signal: AbortSignal) {
  return exchanges.take(credential, () => exchange(credential, signal));
}
