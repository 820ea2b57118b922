import type { Alias, Plugin, Rollup } from 'vite';

export const WORKER_FILE: string;
export const mockBrowserAliases: Alias[];
export function mockServiceWorkerPlugin(options: { emit: boolean }): Plugin;
export function mockServerFiles(bundle: Rollup.OutputBundle): string[];
