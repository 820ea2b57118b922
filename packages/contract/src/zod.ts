import { config, z } from 'zod/mini';

/**
 * Every schema of the contract is built from this `z`. zod compiles object parsers with
 * `new Function` when it may, and finds out by trying once; under the app's Content-Security-
 * Policy (script-src 'self', no eval) that try is reported as a violation even though zod catches
 * it. Jitless parsing never tries. It must be set before the first object schema is built, which
 * is why the schemas import `z` from here: this module runs before any of them.
 */
config({ jitless: true });

export { z };
