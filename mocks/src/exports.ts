// What every entry point of @platform/mocks exports but the handler lists: the browser entry
// (browser.ts) loads most handlers later, in a chunk of their own (issue 18 item 5).
export {
  type ActAsClientOptions,
  agent,
  type ClassroomClient,
  type LeaveClassOptions,
  type RecordedLaunch,
} from './agent/agent.ts';
export type { ClassEntry } from './agent/classEntry.ts';
export { AGENT_VERSION } from './agent/handlers.ts';
export * from './agent/protocol.ts';
export { MOCK_API_PREFIX, MockApiError } from './api.ts';
export { seededRoom } from './db/areas/classes.ts';
export { classLogOf, type MockClassLog } from './db/areas/classLogs.ts';
export {
  INTRO_MAIL,
  type MockDemoRequestMail,
  type MockEnquiryMail,
  type MockEnquiryPeriod,
  type MockIntroMail,
  type MockIntroSetting,
} from './db/areas/intro.ts';
export {
  DEMO_INVITE,
  DEMO_WHITEBOARD,
  type MockMeet,
  type MockMeetUser,
  type MockRoom,
  runningMeetOf,
} from './db/areas/rooms.ts';
export {
  createDb,
  DEMO_ACCOUNTS,
  DEMO_COMPANY_ID,
  DEMO_COMPANY_IDX,
  DEMO_GNE_CLIENT,
  DEMO_PASSWORD,
  DEMO_SSO,
  type DemoAccount,
  db,
  type MockCompany,
  type MockDb,
  type MockUser,
  resetDb,
  type SeedArea,
  SPECIAL_ACCOUNTS,
} from './db/index.ts';
export {
  addRoomStressSet,
  ROOM_STRESS_SIZE,
  type RoomStressOptions,
  type RoomStressSet,
} from './db/roomStress.ts';
export { DEMO_PAGES } from './demoPages.ts';
export { MOCK_ERROR } from './errors.ts';
export { sentIntroMails } from './handlers/intro.ts';
export { INVITE_ERROR } from './handlers/invite.ts';
export { LOGIN_LOCK_THRESHOLD } from './handlers/session.ts';
export { type AgentMode, type ScenarioInput, type ScenarioState, scenario } from './scenario.ts';
export {
  implement,
  implementAuthorised,
  notifyDatabaseWrite,
  onDatabaseWrite,
} from './server/router.ts';
export { ACCESS_TOKEN_SECONDS } from './server/tokens.ts';
export * from './svg.ts';
