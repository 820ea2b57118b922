import type { EndpointName, endpointGroups } from './catalogue.ts';
import type { EndpointDef } from './types.ts';

/**
 * The catalogue, one area at a time. A page loads the schemas of the areas it calls, not all 157
 * entries: the login page needs the open calls only, and every area's zod schemas would otherwise
 * ride along on the first page (issue 6's size budget). `catalogue.ts` stays the whole catalogue
 * for the mock server and the tests; a test keeps this map and the catalogue in step.
 */
export type EndpointGroupName = keyof typeof endpointGroups;

/** The area of each name prefix (the part before the dot). */
export const ENDPOINT_GROUP_OF_PREFIX: Readonly<Record<string, EndpointGroupName>> = {
  board: 'board',
  concurrentStats: 'statistics',
  license: 'statistics',
  licenseLogJoin: 'statistics',
  licenseStatsConcurrent: 'statistics',
  licenseStatsJoin: 'statistics',
  statsMeet: 'statistics',
  group: 'group',
  logMeet: 'classLog',
  logMeetExcel: 'classLog',
  logMeetFee: 'classLog',
  logMeetSummary: 'classLog',
  logMeetUser: 'classLog',
  logMeetUserJoin: 'classLog',
  recordLog: 'classLog',
  recordLogChat: 'classLog',
  recordLogVideo: 'classLog',
  meet: 'meet',
  meetFile: 'meet',
  meetUser: 'meet',
  message: 'message',
  messageByType: 'message',
  messageRecv: 'message',
  logNote: 'note',
  note: 'note',
  noteFile: 'note',
  room: 'room',
  roomBook: 'room',
  roomJoin: 'room',
  roomTemplate: 'room',
  roomUser: 'room',
  task: 'task',
  taskUser: 'task',
  book: 'book',
  bookAnswer: 'book',
  bookFile: 'book',
  memo: 'user',
  user: 'user',
  userExcel: 'user',
  userProfile: 'user',
  price: 'price',
  priceSave: 'price',
  openApp: 'open',
  openAppManual: 'open',
  openCompany: 'open',
  openCompanyBranding: 'open',
  openCompanyBrandingImage: 'open',
  openCompanyBrandingInstallGuide: 'open',
  openCompanyLoginInfo: 'open',
  openDeeplink: 'open',
  openLogger: 'open',
  openLogin: 'open',
  openLoginResetToken: 'open',
  openLoginSso: 'open',
  openLoginToken: 'open',
  openMeet: 'open',
  openMeetFile: 'open',
  openRoom: 'open',
  openServiceIntro: 'open',
  openServiceIntroDemo: 'open',
  openServiceIntroMail: 'open',
  openToken: 'open',
};

const loaders: Record<EndpointGroupName, () => Promise<Record<string, EndpointDef>>> = {
  board: () => import('./board.ts').then((m) => m.boardEndpoints),
  statistics: () => import('./statistics.ts').then((m) => m.statisticsEndpoints),
  group: () => import('./group.ts').then((m) => m.groupEndpoints),
  classLog: () => import('./classLog.ts').then((m) => m.classLogEndpoints),
  meet: () => import('./meet.ts').then((m) => m.meetEndpoints),
  message: () => import('./message.ts').then((m) => m.messageEndpoints),
  note: () => import('./note.ts').then((m) => m.noteEndpoints),
  room: () => import('./room.ts').then((m) => m.roomEndpoints),
  task: () => import('./task.ts').then((m) => m.taskEndpoints),
  book: () => import('./book.ts').then((m) => m.bookEndpoints),
  user: () => import('./user.ts').then((m) => m.userEndpoints),
  price: () => import('./price.ts').then((m) => m.priceEndpoints),
  open: () => import('./open.ts').then((m) => m.openEndpoints),
};

const loaded = new Map<EndpointGroupName, Promise<Record<string, EndpointDef>>>();

/** The definition of a call, loading its area's module the first time one of its calls is made. */
export async function loadEndpoint(name: EndpointName): Promise<EndpointDef> {
  const prefix = name.slice(0, name.indexOf('.'));
  const group = ENDPOINT_GROUP_OF_PREFIX[prefix];
  if (!group) throw new Error(`No area holds the call ${name}`);
  let area = loaded.get(group);
  if (!area) {
    area = loaders[group]();
    loaded.set(group, area);
  }
  const def = (await area)[name];
  if (!def) throw new Error(`The ${group} area has no call ${name}`);
  return def;
}

/** Loads every area at once: for tests, and for a page that will make calls of many areas. */
export async function preloadEndpointGroups(): Promise<void> {
  await Promise.all(
    (Object.keys(loaders) as EndpointGroupName[]).map((group) => {
      let area = loaded.get(group);
      if (!area) {
        area = loaders[group]();
        loaded.set(group, area);
      }
      return area;
    }),
  );
}
