// Code tables of foundation.md §6 and §9 (and screens.md §3), with their labels.
export * from './books.ts';
export * from './codeTable.ts';
export * from './labels.ts';
export * from './messages.ts';
export * from './notes.ts';
export * from './rooms.ts';
export * from './settings.ts';
export * from './tasks.ts';
export * from './users.ts';
export * from './webAuth.ts';
