import { createQueryClient } from './queryClient.ts';

/** The app's one query cache (QueryLayout provides it). */
export const appQueryClient = createQueryClient();
