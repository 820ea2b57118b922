export * from './catalog.ts';
export * from './locale.ts';
