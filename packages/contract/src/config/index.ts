// The configuration string of foundation.md §3: codec, typed readers, emergency rule.
export * from './configString.ts';
export * from './emergency.ts';
export * from './keys.ts';
export * from './loginDisplay.ts';
export * from './readConfig.ts';
export * from './readers.ts';
