// The public surface of @platform/contract. Each area has an index of its own.
export * from './i18n/index.ts';
