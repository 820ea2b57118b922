import { agentHandlers } from '../agent/handlers.ts';
import { createHttpHandlers } from '../server/router.ts';
import { firstImplementations } from './first.ts';
import { laterImplementations } from './later.ts';

/**
 * Every implemented call of the catalogue, all loaded at once (Storybook, Node). A later issue adds
 * its area's list to `later.ts` (one line), or to `first.ts` if a page calls it before sign-in.
 */
export const implementations = [...firstImplementations, ...laterImplementations];

/** The mock server's handlers: the catalogue's calls and the local agent. */
export const handlers = [...createHttpHandlers(implementations), ...agentHandlers];
