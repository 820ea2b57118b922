export const LOGIN_BUDGET_BYTES: number;
export const LOGIN_TARGET_BYTES: number;
export const LOGIN_ROUTE_MODULES: string[];
export const FORBIDDEN_SOURCES: RegExp[];
export function chunksLoadedBy(
  manifest: Record<string, { file: string; imports?: string[] }>,
  keys: string[],
): string[];
