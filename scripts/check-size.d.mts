export interface SizedRoute {
  name: string;
  modules: string[];
  budget: number;
  screen?: boolean;
  openCalls?: boolean;
  bytes: number;
  files: string[];
  moduleBytes: Map<string, number>;
}
export const MOCK_SOURCES: RegExp[];
export const HEAVY_WIDGETS: RegExp[];
export const TABLE_SOURCES: RegExp[];
export const FORBIDDEN_SOURCES: RegExp[];
export const WIDGET_SCREENS: Record<string, RegExp[]>;
export function chunksLoadedBy(
  manifest: Record<string, { file: string; imports?: string[] }>,
  keys: string[],
): string[];
export function findFaults(rows: SizedRoute[]): string[];
export function measureWidgets(
  widgets: { name: string; module: string; budget: number; screens: string[] }[],
  rows: SizedRoute[],
  manifest: Record<string, { file: string; imports?: string[] }>,
  chunks: Map<string, { gzip: number; modules: Map<string, number> }>,
): {
  name: string;
  bytes: number;
  budget: number;
  files: string[];
  screens: { name: string; firstPaint: number; total: number }[];
}[];
