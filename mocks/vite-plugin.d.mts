import type { Alias, Plugin } from 'vite';

export const WORKER_FILE: string;
export const mockBrowserAliases: Alias[];
export function mockServiceWorkerPlugin(options: { emit: boolean }): Plugin;
