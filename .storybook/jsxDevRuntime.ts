/**
 * `react/jsx-dev-runtime` for the story tests, which run on React's production build (see
 * vitest.config.ts): the stories' own modules are still compiled for development and call
 * `jsxDEV`, which React's production build does not have. The same elements, made by the
 * production runtime; the source location and owner `jsxDEV` would record serve development
 * warnings only.
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export { Fragment };

export function jsxDEV(
  type: Parameters<typeof jsx>[0],
  props: Parameters<typeof jsx>[1],
  key: Parameters<typeof jsx>[2],
  isStaticChildren: boolean,
) {
  return (isStaticChildren ? jsxs : jsx)(type, props, key);
}
