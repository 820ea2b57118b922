import { describe, expect, it } from 'vitest';
import { NOTE_ADD_TYPE } from '../agent/protocol.ts';
import {
  WHITEBOARD_COMMAND,
  whiteboardCommandSchema,
  whiteboardMessageSchema,
  whiteboardReplySchema,
} from './bridge.ts';
import { readWhiteboardData, whiteboardAddress, writeWhiteboardData } from './pageData.ts';
import { isYoutubeVideoId, youtubeEmbedUrl } from './youtube.ts';

const bookPages = {
  command: WHITEBOARD_COMMAND.LOAD_NOTE,
  addType: NOTE_ADD_TYPE.BOOK_PAGES,
  companyIdx: 1,
  meetIdx: 7,
  bookIdx: 3,
  pageStart: 5,
  pageEnd: 6,
  bookPageUrl: ['/p/5.png', '/p/6.png'],
};

describe('whiteboard commands (screens.md §7)', () => {
  it('load note of book pages needs the pages', () => {
    expect(whiteboardCommandSchema.safeParse(bookPages).success).toBe(true);
    expect(whiteboardCommandSchema.safeParse({ ...bookPages, bookPageUrl: [] }).success).toBe(
      false,
    );
  });
  it('load note of a wrong-answer note names the note; add type 1 may not', () => {
    const note = {
      command: 'loadNote',
      addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE,
      companyIdx: 1,
      meetIdx: null,
      noteIdx: 55,
      noteDir: '/n/55',
    };
    expect(whiteboardCommandSchema.safeParse(note).success).toBe(true);
    expect(whiteboardCommandSchema.safeParse({ ...note, addType: 1 }).success).toBe(false);
  });
  it('user list info sends user id, index, name and company index of at least one user', () => {
    const user = { userId: 'student', userIdx: 4, userName: '김학생', companyIdx: 1 };
    expect(
      whiteboardCommandSchema.safeParse({ command: 'userListInfo', userList: [user] }).success,
    ).toBe(true);
    expect(
      whiteboardCommandSchema.safeParse({ command: 'userListInfo', userList: [] }).success,
    ).toBe(false);
    expect(
      whiteboardCommandSchema.safeParse({
        command: 'userListInfo',
        userList: [{ ...user, password: 'x' }],
      }).success,
    ).toBe(false);
  });
  it('a message on the wire carries the requestId; a command without one is not a message', () => {
    expect(whiteboardMessageSchema.safeParse({ requestId: 'r1', command: 'close' }).success).toBe(
      true,
    );
    expect(whiteboardMessageSchema.safeParse({ command: 'close' }).success).toBe(false);
    expect(whiteboardMessageSchema.safeParse({ requestId: 'r1', command: 'open' }).success).toBe(
      false,
    );
  });
  it('a reply names its request, its command and whether it worked', () => {
    expect(
      whiteboardReplySchema.safeParse({ requestId: 'r1', command: 'close', success: true }).success,
    ).toBe(true);
    expect(whiteboardReplySchema.safeParse({ requestId: 'r1', success: true }).success).toBe(false);
    expect(
      whiteboardReplySchema.safeParse({ requestId: 'r1', command: 'close', success: 'yes' })
        .success,
    ).toBe(false);
  });
});

describe('the data parameter of /wb pages (screens.md §10)', () => {
  it('reads Lng, the room code in either spelling, Multi and AuF', () => {
    expect(readWhiteboardData('{"Lng":"en","Rcd":"RC1","Multi":1}')).toEqual({
      locale: 'en',
      roomCode: 'RC1',
      multi: true,
      allowUpload: false,
    });
    expect(readWhiteboardData('{"Lng":"ko-KR","RCd":"RC2","AuF":"1"}')).toMatchObject({
      locale: 'ko',
      roomCode: 'RC2',
      allowUpload: true,
    });
  });
  it('reads no data from what is not a JSON object, and no language it does not know', () => {
    for (const raw of [null, '', 'not json', '[1]', '"RC1"']) {
      expect(readWhiteboardData(raw)).toEqual({
        locale: undefined,
        roomCode: undefined,
        multi: false,
        allowUpload: false,
      });
    }
    expect(readWhiteboardData('{"Lng":"fr","Multi":2}')).toMatchObject({
      locale: undefined,
      multi: false,
    });
  });
  it('writes what it reads', () => {
    const raw = writeWhiteboardData({
      locale: 'en',
      roomCode: 'RC9',
      roomCodeKey: 'RCd',
      allowUpload: true,
    });
    expect(raw).toBe('{"Lng":"en","RCd":"RC9","AuF":1}');
    expect(readWhiteboardData(raw)).toMatchObject({ locale: 'en', roomCode: 'RC9' });
  });
});

describe('the address the client opens', () => {
  it('names the page, brk and the data parameter', () => {
    const url = new URL(
      whiteboardAddress('youtube/dQw4w9WgXcQ', 'T 1', { locale: 'ko' }),
      'http://x',
    );
    expect(url.pathname).toBe('/wb/youtube/dQw4w9WgXcQ');
    expect(url.searchParams.get('brk')).toBe('T 1');
    expect(readWhiteboardData(url.searchParams.get('data'))).toMatchObject({ locale: 'ko' });
  });
});

describe('the video page (screens.md §10 youtube/:youtubeId)', () => {
  it('takes only an 11-character video id', () => {
    expect(isYoutubeVideoId('dQw4w9WgXcQ')).toBe(true);
    for (const id of ['', 'short', 'dQw4w9WgXcQx', 'dQw4w9WgX/Q', '"><script>', null]) {
      expect(isYoutubeVideoId(id)).toBe(false);
    }
  });
  it('embeds muted autoplay without controls from the privacy-enhanced host', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('controls')).toBe('0');
    expect(() => youtubeEmbedUrl('../evil')).toThrow();
  });
});
