// Date formats of foundation.md §9: display, wire, unlimited, quick and default ranges.
export * from './display.ts';
export * from './ranges.ts';
export * from './texts.ts';
export * from './wire.ts';
