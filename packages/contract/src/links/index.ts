// Links from data: the one scheme check before navigation.
export * from './safeUrl.ts';
