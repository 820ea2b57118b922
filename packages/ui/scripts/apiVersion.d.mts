// Types of apiVersion.mjs, for the test (strict TypeScript).
export type Bump = 'patch' | 'minor' | 'major';
export interface PublicApi {
  subpaths: string[];
  exports: Record<string, string[]>;
}
export interface ApiSnapshot extends PublicApi {
  version: string;
}
export declare const PACKAGE_NAME: string;
export declare const CHANGESET_DIR: string;
export declare const SNAPSHOT_COMMAND: string;
export declare function pendingBumps(dir?: string, name?: string): Bump[];
export declare function apiDifference(
  snapshot: PublicApi,
  current: PublicApi,
): { added: string[]; removed: string[] };
export declare function breakingBump(version: string): Bump;
export declare function apiVerdict(input: {
  snapshot: ApiSnapshot;
  current: PublicApi;
  version: string;
  bumps: Bump[];
}): { ok: boolean; reason: string };
export declare function readSnapshot(): ApiSnapshot;
export declare function writeSnapshot(options?: { force?: boolean }): string;
