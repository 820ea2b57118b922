// The pages under /wb and the native whiteboard client (foundation.md §2, screens.md §7, §10):
// the commands and replies between them, the pages' data parameter, the video page's embed.
export * from './bridge.ts';
export * from './pageData.ts';
export * from './youtube.ts';
