// The public surface of @platform/contract. Each area has an index of its own.
export * from './agent/index.ts';
export * from './client/index.ts';
export * from './codes/index.ts';
export * from './config/index.ts';
export * from './dates/index.ts';
export * from './endpoints/index.ts';
export * from './errors/index.ts';
export * from './i18n/index.ts';
export * from './intro/index.ts';
export * from './links/index.ts';
export * from './permissions/index.ts';
export * from './schemas/index.ts';
export * from './storage/localSettings.ts';
export * from './texts.ts';
export * from './validation/index.ts';
export * from './whiteboard/index.ts';
