export interface RouteBudget {
  name: string;
  modules: string[];
  budget: number;
  screen?: boolean;
  openCalls?: boolean;
  publicSite?: boolean;
}
export const BUDGETS: {
  login: number;
  shell: number;
  listScreen: number;
  studentLanding: number;
  publicPage: number;
};
export const SIGNED_IN_SOURCES: RegExp[];
export function introPagesOf(
  introPagesSource: string,
): { name: string; path: string; module: string }[];
export const HELD_BUDGETS: Record<string, number>;
export const OPEN_CALL_MODULES: string[];
export const SCREEN_VARIANTS: Record<string, { who: string; module: string; budget: number }[]>;
export function screensOf(screenPagesSource: string): { path: string; modules: string[] }[];
export function routeTable(screenPagesSource: string, introPagesSource?: string): RouteBudget[];
export function enforcedBudget(route: RouteBudget): number;
export function heaviestModules(moduleBytes: Map<string, number>, count?: number): string[];
export function shortName(module: string): string;
export const ON_DEMAND_WIDGETS: {
  name: string;
  module: string;
  budget: number;
  screens: string[];
}[];
