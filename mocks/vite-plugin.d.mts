import type { Plugin } from 'vite';

export const WORKER_FILE: string;
export function mockServiceWorkerPlugin(options: { emit: boolean }): Plugin;
