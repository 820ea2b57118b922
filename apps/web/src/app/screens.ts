import type { TextKey } from '@platform/ui';

/**
 * The screens of the signed-in areas (foundation.md §2 "Routes (relative to /{companyId})",
 * screens.md §2.3 and §2.4), with the main tab each belongs to and the text key of its name.
 * The route table, the frame (which tab is current) and the "coming in a later release" panel
 * read this one list.
 */
export interface ScreenDef {
  /** Relative to /{companyId}. */
  path: string;
  /** The main tab marked current on this screen (mainTabGroups' ids). */
  tabId?: string;
  /** Text key of the screen's name. */
  titleKey: TextKey;
  /** Under /manage: needs the manage-access permission. */
  manage?: boolean;
}

export const SERVICE_SCREENS: readonly ScreenDef[] = [
  { path: 'meet/list', tabId: 'class', titleKey: 'frame.tab.class' },
  { path: 'meet/listLog', tabId: 'classHistory', titleKey: 'frame.tab.classHistory' },
  { path: 'meet/listAmount', tabId: 'settlement', titleKey: 'frame.tab.settlement' },
  { path: 'meet/listNote', tabId: 'classNotes', titleKey: 'frame.tab.classNotes' },
  { path: 'task/list', tabId: 'homework', titleKey: 'frame.tab.homework' },
  { path: 'task/listNote', tabId: 'homeworkNotes', titleKey: 'frame.tab.homeworkNotes' },
  { path: 'message/recv/list', titleKey: 'screen.messages.received' },
  { path: 'message/send/list', titleKey: 'screen.messages.sent' },
];

const manage = (path: string, titleKey: TextKey, tabId?: string): ScreenDef => ({
  path: `manage/${path}`,
  titleKey,
  manage: true,
  ...(tabId ? { tabId } : {}),
});

export const MANAGE_SCREENS: readonly ScreenDef[] = [
  manage('group/list', 'frame.tab.users', 'users'),
  manage('notice/list', 'frame.tab.notices', 'notices'),
  manage('board/list', 'screen.board', 'notices'),
  manage('room/list', 'frame.tab.rooms', 'rooms'),
  manage('monitor/list', 'frame.tab.monitoring', 'monitoring'),
  manage('book/list', 'frame.tab.textbooks', 'textbooks'),
  manage('task/list', 'frame.tab.manageHomework', 'manageHomework'),
  manage('note/list', 'frame.tab.notes', 'notes'),
  manage('amount/list', 'frame.tab.manageSettlement', 'manageSettlement'),
  manage('log/logMeet/list', 'frame.tab.classLog', 'classLog'),
  manage('log/joinLog/list', 'frame.tab.entryLog', 'entryLog'),
  manage('statistic/open/view', 'frame.tab.openStatistics', 'openStatistics'),
  manage('statistic/join/view', 'frame.tab.joinStatistics', 'joinStatistics'),
  // foundation.md §2 "statistic/join/view, join/account, join/concurrent": the entry statistics'
  // account and concurrent tabs, read as siblings of join/view (assumed).
  manage('statistic/join/account', 'screen.statistics.account', 'joinStatistics'),
  manage('statistic/join/concurrent', 'screen.statistics.concurrent', 'joinStatistics'),
  manage('message/recv/list', 'screen.messages.received'),
  manage('message/send/list', 'screen.messages.sent'),
];

/** Route handle of a screen: what the frame reads from the matched route. */
export interface ScreenHandle {
  screen: ScreenDef;
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}
