export * from './catalog.ts';
export * from './format.ts';
export * from './laterTexts.ts';
export * from './locale.ts';
export * from './particle.ts';
