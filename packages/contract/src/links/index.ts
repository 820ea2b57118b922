// Links from data: the one scheme check before navigation.

export * from './richText.ts';
export * from './safeUrl.ts';
