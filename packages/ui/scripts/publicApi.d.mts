// Types of publicApi.mjs, for the test and vite.config.ts (strict TypeScript).
export declare const packageDir: string;
export declare const srcDir: string;
export declare const snapshotPath: string;
export declare const ACCEPT_COMMAND: string;
export declare function componentFolders(dir?: string): string[];
export declare function libraryEntries(folders?: string[]): Record<string, string>;
export type ExportMap = Record<string, string | { types: string; import: string }>;
export declare function exportMaps(folders?: string[]): {
  exports: ExportMap;
  publishExports: ExportMap;
};
export interface PackageJson {
  exports?: ExportMap;
  publishConfig?: { exports?: ExportMap } & Record<string, unknown>;
  sideEffects?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export declare function readPackageJson(): PackageJson;
export declare function withExportMaps(pkg: PackageJson, folders?: string[]): PackageJson;
export declare function publicExportNames(folders?: string[]): Record<string, string[]>;
export declare function publicApi(folders?: string[]): {
  subpaths: string[];
  exports: Record<string, string[]>;
};
