import type { RouteObject } from 'react-router';

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, () => unknown>;

/**
 * The route module of each built screen, by its path in screens.ts. A screen missing here shows
 * the "coming in a later release" panel. One line per screen: the module exports `Component`.
 */
export const SCREEN_PAGES: Readonly<Record<string, LazyRoute>> = {
};
