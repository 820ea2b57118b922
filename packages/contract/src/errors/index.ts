// The error catalogue (foundation.md §8, screens.md §8): codes, their handling and their texts.
export * from './catalogue.ts';
export * from './clientErrors.ts';
export * from './errorText.ts';
export * from './handling.ts';
export * from './parseErrorCode.ts';
export * from './texts.ts';
