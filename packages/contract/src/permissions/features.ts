import { ROOM_KIND, type RoomKind } from '../codes/rooms.ts';
import { USER_TYPE } from '../codes/users.ts';
import { funcUseAt } from '../config/readers.ts';

/**
 * Positions of WEB_FUNC_USE flags, counted from 1 (screens.md §6 "third", "fourth").
 * From the spec: 2 hides tree mode, 3 score export, 4 room books, 6 AI summary.
 * The spec names the others without a position; each is assumed here: 1 settlement,
 * 5 homework (the task feature), 7 monitoring, 8 textbooks, 9 unit prices, 10 the mobile
 * redirect of students to homework.
 */
export const FUNC_USE_POSITION = {
  SETTLEMENT: 1,
  TREE_MODE_HIDDEN: 2,
  SCORE_EXPORT: 3,
  ROOM_BOOKS: 4,
  HOMEWORK: 5,
  AI_SUMMARY: 6,
  MONITORING: 7,
  TEXTBOOKS: 8,
  UNIT_PRICES: 9,
  MOBILE_REDIRECT: 10,
} as const;
export type FuncUseFeature = keyof typeof FUNC_USE_POSITION;

/** Whether a WEB_FUNC_USE feature is on (flags from `readFuncUse`). */
export function isFeatureOn(funcUse: readonly boolean[], feature: FuncUseFeature): boolean {
  return funcUseAt(funcUse, FUNC_USE_POSITION[feature]);
}

/** Position 2 "hides tree mode" (screens.md §6): the group tree shows unless it is on. */
export function showsTreeMode(funcUse: readonly boolean[]): boolean {
  return !isFeatureOn(funcUse, 'TREE_MODE_HIDDEN');
}

/** foundation.md §2/§6: settlement "hidden for students, needs a feature flag". */
export function showsSettlementTab(userType: number, funcUse: readonly boolean[]): boolean {
  return userType !== USER_TYPE.STUDENT && isFeatureOn(funcUse, 'SETTLEMENT');
}

/** foundation.md §2: homework and homework notes need the feature flag and room category 3. */
export function showsHomeworkTabs(funcUse: readonly boolean[], roomCategory3: boolean): boolean {
  return roomCategory3 && isFeatureOn(funcUse, 'HOMEWORK');
}

/**
 * The room kinds a room may be registered with (screens.md §4 "the room kind the institution's
 * WEB_ROOM_CATEGORY_* allow"; foundation.md §9: WEB_ROOM_CATEGORY_1 and WEB_ROOM_CATEGORY_3
 * switch kinds 1 and 3). assumed: the kinds no switch names (2 class, 4 test) are always allowed.
 */
export function allowedRoomKinds(config: {
  roomCategory1: boolean;
  roomCategory3: boolean;
}): RoomKind[] {
  return [
    ...(config.roomCategory1 ? [ROOM_KIND.MEETING] : []),
    ROOM_KIND.CLASS,
    ...(config.roomCategory3 ? [ROOM_KIND.HOMEWORK] : []),
    ROOM_KIND.TEST,
  ];
}

/** The service-area landing route after login (foundation.md §2, screens.md §2.2). */
export const LANDING_ROUTE = { MEET_LIST: 'meet/list', TASK_LIST: 'task/list' } as const;
export type LandingRoute = (typeof LANDING_ROUTE)[keyof typeof LANDING_ROUTE];

export interface LandingInput {
  userType: number;
  isMobile: boolean;
  funcUse: readonly boolean[];
  roomCategory3: boolean;
  emergencyMode: number;
}

/**
 * foundation.md §2: meet/list; task/list "for a student on a mobile device ... when the web
 * function flag, room category 3 and the task feature are all on"; "In emergency mode it is
 * always meet/list". The "web function flag" is MOBILE_REDIRECT, the task feature HOMEWORK.
 */
export function landingRoute(input: LandingInput): LandingRoute {
  const toTasks =
    input.emergencyMode !== 1 &&
    input.userType === USER_TYPE.STUDENT &&
    input.isMobile &&
    input.roomCategory3 &&
    isFeatureOn(input.funcUse, 'MOBILE_REDIRECT') &&
    isFeatureOn(input.funcUse, 'HOMEWORK');
  return toTasks ? LANDING_ROUTE.TASK_LIST : LANDING_ROUTE.MEET_LIST;
}

/** screens.md §6: "export score history only if third web-function flag on". */
export function showsScoreExport(funcUse: readonly boolean[]): boolean {
  return isFeatureOn(funcUse, 'SCORE_EXPORT');
}

/** screens.md §6: "position 6 enables AI summary". */
export function showsAiSummary(funcUse: readonly boolean[]): boolean {
  return isFeatureOn(funcUse, 'AI_SUMMARY');
}

/** screens.md §6: "Unit-price tab needs a web-function flag". */
export function showsUnitPrices(funcUse: readonly boolean[]): boolean {
  return isFeatureOn(funcUse, 'UNIT_PRICES');
}

/** Management sub-tabs that depend on flags (foundation.md §2 "monitoring (flag)" and so on). */
export function managementTabs(
  funcUse: readonly boolean[],
  roomCategory3: boolean,
): { monitoring: boolean; textbooks: boolean; homework: boolean; settlement: boolean } {
  return {
    monitoring: isFeatureOn(funcUse, 'MONITORING'),
    textbooks: isFeatureOn(funcUse, 'TEXTBOOKS'),
    homework: showsHomeworkTabs(funcUse, roomCategory3),
    settlement: isFeatureOn(funcUse, 'SETTLEMENT'),
  };
}
