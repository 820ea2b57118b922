// Authority bits, WEB_FUNC_USE features and the permission rules of foundation.md §6 and
// screens.md §6.
export * from './boards.ts';
export * from './features.ts';
export * from './recordDownload.ts';
export * from './rules.ts';
export * from './userView.ts';
export * from './webAuth.ts';
