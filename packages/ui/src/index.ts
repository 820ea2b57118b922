// The public API of @platform/ui: named parts and their types, nothing else.
export * from './Button/index.ts';
export * from './Dialog/index.ts';
export * from './i18n/index.ts';
export * from './theme/index.ts';
export { VisuallyHidden } from './VisuallyHidden/index.ts';
