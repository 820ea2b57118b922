import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { endpointGroups, endpoints } from './catalogue.ts';
import { endpointKey } from './lookup.ts';
import type { EndpointDef } from './types.ts';

const entries = Object.entries(endpoints) as [string, EndpointDef][];

/**
 * The calls as the spec writes them, one line per method, path and command, grouped by the
 * paragraph of foundation.md §7 (and screens.md §7) they come from. The catalogue must hold exactly
 * these plus the additions below.
 */
const SPEC_CALLS: Record<string, string[]> = {
  'Board (POST SAVE; DELETE REMOVE; GET GET, GET_FILE, LIST, LIST_PUBLISH)': [
    'POST /board SAVE',
    'DELETE /board REMOVE',
    'GET /board GET',
    'GET /board GET_FILE',
    'GET /board LIST',
    'GET /board LIST_PUBLISH',
  ],
  'Statistics and license': [
    'GET /concurrentStats LIST_CHART',
    'GET /license GET',
    'GET /licenseLog/join LIST',
    'GET /licenseLog/join LIST_TOTAL',
    'GET /licenseStats/concurrent LIST_CHART',
    'GET /licenseStats/join LIST_CHART',
    'GET /statsMeet LIST_OPEN_CHART',
    'GET /statsMeet LIST_JOIN_CHART',
  ],
  'Group (POST SAVE; DELETE DEL, DEL_ALL, DEL_USER; GET LIST)': [
    'POST /group SAVE',
    'DELETE /group DEL',
    'DELETE /group DEL_ALL',
    'DELETE /group DEL_USER',
    'GET /group LIST',
  ],
  'Class and record logs': [
    'GET /logMeet VIEW',
    'GET /logMeet LIST',
    'GET /logMeet LIST_AMOUNT',
    'GET /logMeet/user LIST',
    'GET /logMeet/userJoin LIST',
    'POST /logMeet/fee SAVE',
    'POST /logMeet/summary SAVE',
    'GET /logMeet/excel USER_JOIN_GNE',
    'GET /logMeet/excel USER_SCORE',
    'GET /recordLog LIST_ROOM',
    'GET /recordLog/video LIST',
    'GET /recordLog/video LIST_ROOM',
    'GET /recordLog/video GET_FILE',
    'GET /recordLog/video DOWNLOAD_FILE',
    'GET /recordLog/chat LIST_ROOM',
  ],
  'Meet (GET VIEW, VIEW_INVITE, LIST; /file GET VIEW, LIST, POST ADD, DELETE DEL; /user GET, LIST)':
    [
      'GET /meet VIEW',
      'GET /meet VIEW_INVITE',
      'GET /meet LIST',
      'GET /meet/file VIEW',
      'GET /meet/file LIST',
      'POST /meet/file ADD',
      'DELETE /meet/file DEL',
      'GET /meet/user GET',
      'GET /meet/user LIST',
    ],
  Message: [
    'POST /message SAVE',
    'GET /message GET_FILE',
    'GET /message DOWNLOAD_FILE',
    'GET /message/{messageType} GET',
    'GET /message/{messageType} LIST',
    'DELETE /message/{messageType} REMOVE',
    'DELETE /message/{messageType} REMOVE_LIST',
    'GET /message/recv EXIST_NEW',
  ],
  Note: [
    'GET /note VIEW',
    'GET /note LIST',
    'GET /note LIST_AGENDA',
    'GET /note NOTE_JSON',
    'GET /note NOTE_PDF_INFO',
    'POST /note MOD_REVIEW',
    'POST /note MOD_SOLUTION',
    'POST /note MOD_STATUS',
    'POST /note DOWNLOAD_CROP_PAGE',
    'GET /note/file DOWNLOAD_PAGE',
    'GET /note/file DOWNLOAD_PDF',
    'GET /logNote LIST',
  ],
  Room: [
    'POST /room ADD',
    'POST /room MOD',
    'DELETE /room DEL',
    'GET /room LIST',
    'GET /room VIEW',
    'POST /room/user ADD',
    'POST /room/user ADD_LIST',
    'GET /room/user LIST',
    'DELETE /room/user DEL',
    'DELETE /room/user DEL_LIST',
    'GET /room/template LIST',
    'GET /room/book LIST',
    'POST /room/book ADD_MULTI',
    'POST /room/book MOD',
    'DELETE /room/book DEL_MULTI',
    'POST /room/join CLOSE',
  ],
  Task: [
    'POST /task ADD',
    'DELETE /task',
    'POST /task SEND_HURRY',
    'GET /task LIST',
    'GET /task VIEW',
    'GET /taskUser LIST',
  ],
  Book: [
    'POST /book ADD',
    'POST /book ADD_DEPLOY',
    'POST /book MOD_INDEX',
    'POST /book DUP',
    'POST /book MOD',
    'POST /book MOD_NAME',
    'GET /book VIEW',
    'GET /book VIEW_WITH_PAGE',
    'GET /book LIST',
    'DELETE /book DEL',
    'POST /book/answer MOD',
    'GET /book/file DOWNLOAD_PAGE',
    'GET /book/file DOWNLOAD_ANSWER',
  ],
  User: [
    'POST /user/excel ADD_USER',
    'GET /user/excel SAMPLE_USER_ADD',
    'GET /user GET',
    'GET /user GET_USER_ID',
    'GET /user LIST',
    'GET /user GET_ME',
    'GET /user EXIST_USER_ID',
    'POST /user SAVE',
    'POST /user MODIFY_ME',
    'POST /user MODIFY_ME_PWD',
    'POST /user MODIFY_PWD',
    'POST /user MODIFY_STATUS_MULTI',
    'POST /user MODIFY_MULTI_UNLOCK',
    'DELETE /user REMOVE_MULTI',
    'POST /user/profile MODIFY',
    'DELETE /user/profile REMOVE',
    'GET /user/profile DOWNLOAD_FILE',
    'GET /memo LIST',
    'GET /memo VIEW',
    'POST /memo SAVE',
    'POST /memo MOD',
    'DELETE /memo DEL',
  ],
  Price: [
    'GET /price VIEW',
    'GET /price LIST',
    'POST /price/save ADD',
    'POST /price/save MOD',
    'DELETE /price REMOVE',
  ],
  'Open calls': [
    'GET /open/app/bodaApp DOWNLOAD_CLIENT',
    'GET /open/app/manual MANUAL',
    'GET /open/company GET_ID_NORMAL',
    'GET /open/company LIST_NORMAL',
    'GET /open/company/loginInfo LOGIN_INFO',
    'GET /open/company/branding GET',
    'GET /open/company/branding/image MAIN_TOP_LOGO',
    'GET /open/company/branding/image LOGIN_TOP_LOGO',
    'GET /open/company/branding/image LOGIN_LOGO',
    'GET /open/company/branding/image LOGIN_BG',
    'GET /open/company/branding/image FAVICON',
    'GET /open/company/branding/installGuildImage APP_INSTALL_GUIDE',
    'POST /open/deeplink MAKE',
    'GET /open/login LOGIN_INFO',
    'POST /open/login/loginBoda',
    'POST /open/login/loginRemember',
    'POST /open/login/loginSso SIGN_IN',
    'POST /open/login/loginSso SIGN_IN_GNE',
    'POST /open/login/loginSso SIGN_IN_DACHAEUM',
    'POST /open/login/loginSso SIGN_IN_APP',
    'POST /open/token',
    'POST /open/login/token',
    'POST /open/login/resetToken',
    'GET /open/meet VIEW',
    'GET /open/meet OPEN_VIEW',
    'GET /open/meet/file/download DOWNLOAD_MEET_FILE',
    'POST /open/room JOIN_INFO',
    'POST /open/room OPEN_INFO',
    'GET /open/serviceIntro INTRO_SETTING',
    'POST /open/serviceIntro/demo INTRO_DEMO_SEND_MAIL',
    'POST /open/logger',
  ],
};

/**
 * The second download steps that foundation.md §7 "File downloads" implies but does not list, and
 * the GNE client configuration that screens.md §2.2 /sso/gne requests without naming its call.
 */
const ASSUMED_ADDITIONS = [
  'GET /board DOWNLOAD_FILE',
  'GET /open/app/manual DOWNLOAD_FILE',
  'GET /open/login/loginSso GNE_CLIENT_INFO',
  'POST /open/serviceIntro/mail SEND_MAIL',
];

const identities = entries.map(([, def]) => endpointKey(def.method, def.path, def.command));

describe('the endpoint catalogue (issue 3 item 7)', () => {
  it('has a unique key per entry: no group replaces another group’s key when merged', () => {
    const groupSizes = Object.values(endpointGroups).map((group) => Object.keys(group).length);
    expect(groupSizes.reduce((sum, size) => sum + size, 0)).toBe(entries.length);
  });

  it('has one entry per method + path + command', () => {
    expect(new Set(identities).size).toBe(identities.length);
  });

  it('holds exactly the calls of foundation.md §7 and screens.md §7, plus the assumed additions', () => {
    const expected = [...Object.values(SPEC_CALLS).flat(), ...ASSUMED_ADDITIONS].sort();
    expect([...identities].sort()).toEqual(expected);
  });

  it('marks every addition beyond the spec’s lists as assumed', () => {
    for (const identity of ASSUMED_ADDITIONS) {
      const entry = entries.find(
        ([, def]) => endpointKey(def.method, def.path, def.command) === identity,
      );
      expect(entry?.[1].assumed, identity).toBeTruthy();
    }
  });

  it.each(entries)('%s: the key names its path area and its command', (key, def) => {
    const [area, suffix] = key.split('.');
    const camel = def.path
      .split('/')
      .filter((segment) => segment && !segment.startsWith('{'))
      .map((segment, index) =>
        index === 0 ? segment : segment[0]?.toUpperCase() + segment.slice(1),
      )
      .join('');
    // The paths whose key area is shorter than the path, by design.
    const shortened: Record<string, string> = {
      openAppBodaApp: 'openApp',
      openCompanyBrandingInstallGuildImage: 'openCompanyBrandingInstallGuide',
      openMeetFileDownload: 'openMeetFile',
      openLoginLoginSso: 'openLoginSso',
      openLoginLoginBoda: 'openLogin',
      openLoginLoginRemember: 'openLogin',
      messageRecv: 'messageRecv',
      message: def.path.includes('{') ? 'messageByType' : 'message',
    };
    expect(area).toBe(shortened[camel] ?? camel);
    if (def.command) expect(suffix).toBe(def.command);
    else expect(suffix).toMatch(/^[a-z]/);
  });

  it.each(entries)(
    '%s: command placement, body, auth and reply follow the rules of §7',
    (_, def) => {
      // "in the query for reads and in the body for writes"
      if (def.command) expect(def.commandIn).toBe(def.method === 'GET' ? 'query' : 'body');
      else expect(def.commandIn).toBeUndefined();
      if (def.method === 'GET') expect(def.body).toBeUndefined();
      else expect(['json', 'multipart']).toContain(def.body);
      // "The bearer authorization header carries the stored access token, except on open calls."
      expect(def.auth).toBe(def.path.startsWith('/open/') ? 'open' : 'bearer');
      // A JSON call has its response schema; a file has none.
      if (def.reply === 'json') expect(def.response).toBeDefined();
      else expect(def.response).toBeUndefined();
      expect(def.spec).toMatch(/(foundation|screens)\.md §/);
      if (def.assumed !== undefined) expect(def.assumed.length).toBeGreaterThan(10);
    },
  );

  /** The forms with numbered file parts (foundation.md §7: uploadFile_{idx}, pageFile_{n}). */
  const NUMBERED_FORMS = ['meetFile.ADD', 'book.ADD', 'book.ADD_DEPLOY', 'book.MOD'];

  it('every entry has a request schema, so the mocks can check what they receive', () => {
    expect(entries.filter(([, def]) => def.request === undefined).map(([key]) => key)).toEqual([]);
  });

  it.each(entries.filter(([, def]) => def.request !== undefined))(
    '%s: the request schema is a strict object (the mocks refuse unknown fields)',
    (key, def) => {
      expect(def.request).toBeInstanceOf(z.ZodMiniObject);
      const catchall = (def.request as z.ZodMiniObject).def.catchall;
      expect(catchall?._zod.def.type).toBe(NUMBERED_FORMS.includes(key) ? 'custom' : 'never');
    },
  );

  it('a numbered form takes only files under its prefix', () => {
    const file = new Blob(['x']);
    const add = endpoints['meetFile.ADD'].request;
    const meetFile = { meetIdx: '900', fileType: '1' };
    expect(add.safeParse({ meetFile, uploadFile_0: file, uploadFile_1: file }).success).toBe(true);
    expect(add.safeParse({ meetFile, uploadFile: file }).success).toBe(false);
    expect(add.safeParse({ meetFile, uploadFile_0: 'text' }).success).toBe(false);
    const book = { bookName: '교재', bookType: 1 };
    expect(endpoints['book.ADD'].request.safeParse({ book, pageFile_1: file }).success).toBe(true);
    expect(endpoints['book.ADD'].request.safeParse({ book, pageFiles: file }).success).toBe(false);
  });
});

describe('wire names byte for byte (ARCHITECTURE.md "typos included")', () => {
  const paths = new Set(entries.map(([, def]) => def.path));
  it('keeps installGuildImage and the snake_case token fields', () => {
    expect(paths.has('/open/company/branding/installGuildImage')).toBe(true);
    const refresh = endpoints['openToken.refresh'].request;
    expect(refresh.safeParse({ grant_type: 'refresh_token', refresh_token: 'r' }).success).toBe(
      true,
    );
    expect(refresh.safeParse({ grantType: 'refresh_token', refreshToken: 'r' }).success).toBe(
      false,
    );
  });
  it('keeps withBoardRead_userIdx on the board lists (foundation.md §7 Board)', () => {
    const query = {
      paging: 'false',
      boardType: '1',
      withRegUser: 'true',
      withBoardRead_userIdx: '7',
    };
    expect(endpoints['board.LIST_PUBLISH'].request.parse(query)).toEqual({
      paging: false,
      boardType: 1,
      withRegUser: true,
      withBoardRead_userIdx: 7,
    });
  });
});
