import type { Note, RoomUser } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { demoWhiteboardLinks } from '../auth/login/demoWhiteboardLinks.ts';
import { whiteboardUserOf } from './AttendeePage.tsx';
import { canWriteWrongAnswers } from './TextbookPage.tsx';

describe('write wrong answers (screens.md §10: disabled with none or no questions)', () => {
  const note = (questionCount: number | null, wrongCount: number | null): Note =>
    ({ noteIdx: 1, questionCount, wrongCount }) as Note;
  it('is offered for a note with questions and wrong answers only', () => {
    expect(canWriteWrongAnswers(note(10, 3))).toBe(true);
    expect(canWriteWrongAnswers(note(10, 0))).toBe(false);
    expect(canWriteWrongAnswers(note(0, 3))).toBe(false);
    expect(canWriteWrongAnswers(note(null, null))).toBe(false);
  });
});

describe('an attendee as the client is told of it (user id, index, name, company index)', () => {
  const user: RoomUser = { userIdx: 7, userId: 'student', userName: '김학생', userType: 4 };
  it("takes the row's institution when it names one, else the signed-in user's", () => {
    expect(whiteboardUserOf(user, 1)).toEqual({
      userId: 'student',
      userIdx: 7,
      userName: '김학생',
      companyIdx: 1,
    });
    expect(whiteboardUserOf({ ...user, companyIdx: 3 } as RoomUser, 1).companyIdx).toBe(3);
    expect(whiteboardUserOf({ userIdx: 8 }, 1)).toEqual({
      userId: null,
      userIdx: 8,
      userName: '',
      companyIdx: 1,
    });
  });
});

describe("the demo panel's whiteboard links (issue 24 item 8)", () => {
  it('opens each page with the token and the keys its data names, in the reader language', () => {
    const links = demoWhiteboardLinks({ token: 'T', roomCode: 'RC1' }, 'en');
    expect(links.map((link) => link.page)).toEqual([
      'textbook',
      'attendee',
      'fileDownload',
      'roomBook',
      'youtube',
    ]);
    const data = (href: string) => {
      const url = new URL(href, 'http://x');
      expect(url.searchParams.get('brk')).toBe('T');
      return JSON.parse(url.searchParams.get('data') ?? '{}');
    };
    const [textbook, attendee, files, roomBook] = links.map((link) => data(link.href));
    expect(textbook).toEqual({ Lng: 'en' });
    expect(attendee).toEqual({ Lng: 'en', Rcd: 'RC1', Multi: 1 });
    expect(files).toEqual({ Lng: 'en', RCd: 'RC1', AuF: 1 });
    expect(roomBook).toEqual({ Lng: 'en', Rcd: 'RC1' });
  });
});
