// @platform/mocks: a stateful, seeded stand-in for the server, built from @platform/contract.
export * from './exports.ts';
export { handlers, implementations } from './handlers/index.ts';
