import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { appQueryClient } from './appQueryClient.ts';
import { isOpenInDisasterMode } from './frame/disasterAccess.ts';
import { MANAGE_SCREENS, SERVICE_SCREENS } from './screens.ts';
import { readSignedIn, type SignedIn } from './session/session.ts';
import { sessionStore } from './session/sessionStore.ts';

/**
 * How long a read that a route loader started waits for its screen to take it. assumed: the spec
 * keeps a read 0 s once no screen shows it (foundation.md §9); a read started before the screen's
 * code has arrived needs to outlive that gap, which on a slow phone is seconds.
 */
export const LOADER_HOLD_MS = 10_000;

let loaderClient: QueryClient = appQueryClient;

/** The cache the loaders fill: the app's, or a story's own (each story has a fresh one). */
export function setLoaderQueryClient(client: QueryClient): void {
  loaderClient = client;
}

// biome-ignore lint/suspicious/noExplicitAny: each screen's reads have their own data types.
type ScreenRead = FetchQueryOptions<any, any, any, any>;

export interface ScreenLoaderContext {
  signedIn: SignedIn;
  now: Date;
  params: LoaderFunctionArgs['params'];
  /** The address, for a screen whose first read follows its search parameters. */
  url: URL;
}

/**
 * A route loader that starts a screen's first reads while its code is still loading (the route's
 * `lazy` fetches the loader and the component in parallel), so the screen mounts onto reads in
 * flight instead of starting them after its chunk has run. It never waits for them: the screen
 * shows its own pending state. Nothing is read for a visitor the guards will send away.
 */
/** Starts the reads that are not there yet, in the loaders' cache, held for the page to take. */
function startReads(reads: readonly ScreenRead[]): void {
  for (const read of reads) {
    // The router runs loaders again on every navigation inside the route (a search parameter,
    // the language); the screen refreshes its own reads, so a read already there is left alone.
    if (loaderClient.getQueryState(read.queryKey)) continue;
    void loaderClient.prefetchQuery({ ...read, gcTime: LOADER_HOLD_MS });
  }
}

/**
 * The loader of a page before sign-in (the invite page): its first reads start while its code
 * loads, as a screen's do, for any visitor.
 */
export function openPageLoader(
  reads: (context: { params: LoaderFunctionArgs['params']; url: URL }) => readonly ScreenRead[],
) {
  return ({ params, request }: LoaderFunctionArgs) => {
    startReads(reads({ params, url: new URL(request.url) }));
    return null;
  };
}

/** The screen of screens.ts an address shows under its institution, if it is one. */
function screenAt(url: URL, companyId: string) {
  const base = `/${encodeURIComponent(companyId)}/`;
  if (!url.pathname.startsWith(base)) return undefined;
  const path = url.pathname.slice(base.length).replace(/\/$/, '');
  return [...SERVICE_SCREENS, ...MANAGE_SCREENS].find((screen) => screen.path === path);
}

/**
 * Whether the frame will show the screen of `url`: in disaster mode only the class screen shows
 * (frame/disasterAccess.ts); the others redirect there, and their data is what the mode withholds.
 */
function shownInDisasterMode(signedIn: SignedIn, url: URL): boolean {
  if (!signedIn.disasterMode) return true;
  const screen = screenAt(url, signedIn.companyId);
  return !screen || isOpenInDisasterMode(screen);
}

export function screenLoader(
  reads: (context: ScreenLoaderContext) => readonly ScreenRead[],
  allowed: (signedIn: SignedIn) => boolean = () => true,
) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const signedIn = readSignedIn(sessionStore.read());
    if (!signedIn || signedIn.companyId !== params.companyId || !allowed(signedIn)) return null;
    const url = new URL(request.url);
    if (!shownInDisasterMode(signedIn, url)) return null;
    startReads(reads({ signedIn, now: new Date(), params, url }));
    return null;
  };
}

/** The manage screens' reads wait for the manage-access permission, as their guard does. */
export const mayManage = (signedIn: SignedIn) => signedIn.can('manageAccess');

/**
 * The screen's side of a loader's read: on mount it takes the answer the loader fetched instead of
 * asking again (a second call, and a table that flickers busy under the user's first click). A read
 * older than the hold is asked again as usual; a change invalidates it whatever its age.
 */
export const takesLoaderRead = {
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    Date.now() - query.state.dataUpdatedAt > LOADER_HOLD_MS,
} as const;
