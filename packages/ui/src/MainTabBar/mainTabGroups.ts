import {
  isEmergencyMode,
  managementTabs,
  showsHomeworkTabs,
  showsSettlementTab,
} from '@platform/contract';
import type { TextKey, Translate } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { frameTexts } from '../i18n/texts/frame.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(frameTexts);

export interface MainTab {
  /** Stable id, also what `activeTabId` names. */
  id: string;
  label: string;
  href: string;
  disabled?: boolean;
  /** Why the tab is disabled; shown on hover and focus, and read as its description. */
  disabledReason?: string;
}

export interface MainTabGroup {
  id: string;
  label: string;
  tabs: readonly MainTab[];
}

export interface MainTabGroupsInput {
  /** The institution's base route, e.g. `/demo`; tab routes are relative to it. */
  basePath: string;
  userType: number;
  /** WEB_FUNC_USE flags (`readFuncUse`). */
  funcUse: readonly boolean[];
  /** Room category 3 (`readRoomCategory(config, 3)`). */
  roomCategory3: boolean;
  /** The manage-access permission of the user (`can(..., 'manageAccess')`). */
  manageAccess: boolean;
  /** SYSTEM_EMERGENCY_MODE; 1 is disaster mode. */
  emergencyMode: number;
  t: Translate;
}

/** The one tab disaster mode leaves enabled (foundation.md §2 "all tabs except class"). */
export const DISASTER_MODE_TAB_ID = 'class';

type TabSpec = readonly [id: string, labelKey: TextKey, route: string, shown?: boolean];
type GroupId = 'service' | 'management' | 'history' | 'statistics';

/**
 * The main tabs of foundation.md §2 "Shared layout" for one user, with the contract's rules:
 * settlement hidden for students and behind its flag, homework tabs behind the flag and room
 * category 3, and the management, history and statistics groups for users with manage access.
 * Routes are foundation.md §2's. Assumed: the management group lists the management sub-tabs,
 * and the history and statistics groups hold the class-creation and entry logs and statistics.
 */
export function mainTabGroups(input: MainTabGroupsInput): MainTabGroup[] {
  const { t, basePath, funcUse, roomCategory3 } = input;
  const homework = showsHomeworkTabs(funcUse, roomCategory3);
  const manage = managementTabs(funcUse, roomCategory3);
  const disaster = isEmergencyMode(input.emergencyMode);

  const group = (id: GroupId, specs: readonly TabSpec[]): MainTabGroup => ({
    id,
    label: t(`frame.group.${id}`),
    tabs: specs
      .filter(([, , , shown = true]) => shown)
      .map(([tabId, labelKey, route]) => {
        const tab: MainTab = { id: tabId, label: t(labelKey), href: `${basePath}/${route}` };
        if (!disaster || tabId === DISASTER_MODE_TAB_ID) return tab;
        return { ...tab, disabled: true, disabledReason: t('frame.disaster.tabDisabled') };
      }),
  });

  const groups = [
    group('service', [
      ['class', 'frame.tab.class', 'meet/list'],
      ['classHistory', 'frame.tab.classHistory', 'meet/listLog'],
      [
        'settlement',
        'frame.tab.settlement',
        'meet/listAmount',
        showsSettlementTab(input.userType, funcUse),
      ],
      ['classNotes', 'frame.tab.classNotes', 'meet/listNote'],
      ['homework', 'frame.tab.homework', 'task/list', homework],
      ['homeworkNotes', 'frame.tab.homeworkNotes', 'task/listNote', homework],
    ]),
  ];
  if (!input.manageAccess) return groups;
  return [
    ...groups,
    group('management', [
      ['notices', 'frame.tab.notices', 'manage/notice/list'],
      ['users', 'frame.tab.users', 'manage/group/list'],
      ['rooms', 'frame.tab.rooms', 'manage/room/list'],
      ['monitoring', 'frame.tab.monitoring', 'manage/monitor/list', manage.monitoring],
      ['textbooks', 'frame.tab.textbooks', 'manage/book/list', manage.textbooks],
      ['manageHomework', 'frame.tab.manageHomework', 'manage/task/list', manage.homework],
      ['notes', 'frame.tab.notes', 'manage/note/list'],
      ['manageSettlement', 'frame.tab.manageSettlement', 'manage/amount/list', manage.settlement],
    ]),
    group('history', [
      ['classLog', 'frame.tab.classLog', 'manage/log/logMeet/list'],
      ['entryLog', 'frame.tab.entryLog', 'manage/log/joinLog/list'],
    ]),
    group('statistics', [
      ['openStatistics', 'frame.tab.openStatistics', 'manage/statistic/open/view'],
      ['joinStatistics', 'frame.tab.joinStatistics', 'manage/statistic/join/view'],
    ]),
  ];
}
