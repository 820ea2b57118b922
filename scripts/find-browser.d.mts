export const INSTALL_HINT: string;
export const CHROMIUM_ARGS: string[];
export function findBrowser(
  env?: Record<string, string | undefined>,
): { path: string; source: string } | undefined;
export function requireBrowser(env?: Record<string, string | undefined>): string;
