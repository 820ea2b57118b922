import {
  AGENT_COMMAND,
  FILE_OUTPUT,
  LOCAL_SETTING_KEY,
  NOTE_ADD_TYPE,
  NOTE_STATUS,
  type NoteAgenda,
  USER_TYPE,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  allAgendaPages,
  applyCheck,
  applyMark,
  canRewriteWrongAnswers,
  classNoteRowOpens,
  mayViewNote,
  noteViewerOf,
  readNoteDownloadType,
  taskNoteRowOpens,
  writeNoteDownloadType,
} from './noteRules.ts';
import { wrongAnswerLaunch } from './wrongAnswerLaunch.ts';

const agendas: NoteAgenda[] = [
  {
    ANo: 1,
    ANm: 'Unit 1',
    PLi: [
      {
        PNo: 1,
        Chk: 0,
        SolLi: [
          { SNo: 1, Res: 1 },
          { SNo: 2, Res: 1 },
        ],
      },
      { PNo: 2, Chk: 0, SolLi: [{ SNo: 1, Res: 1 }] },
    ],
  },
  { ANo: 2, PLi: [{ PNo: 3 }] },
];

describe('rows a student may open (screens.md §4)', () => {
  it('class-note rows are always disabled for a student, open for a teacher', () => {
    expect(classNoteRowOpens('student')).toBe(false);
    expect(classNoteRowOpens('teacher')).toBe(true);
  });

  it('a student opens a task note only once it is completed; SUBMIT stays disabled', () => {
    for (const status of [NOTE_STATUS.SUBMIT, NOTE_STATUS.VERIFIED, NOTE_STATUS.INSPECTION]) {
      expect(taskNoteRowOpens(status, 'student')).toBe(false);
    }
    expect(taskNoteRowOpens(NOTE_STATUS.COMPLETED, 'student')).toBe(true);
    expect(taskNoteRowOpens(NOTE_STATUS.SUBMIT, 'teacher')).toBe(true);
    expect(taskNoteRowOpens(undefined, 'student')).toBe(false);
  });

  it('reads a student as the student viewer and every other type as the teacher one', () => {
    expect(noteViewerOf(USER_TYPE.STUDENT)).toBe('student');
    expect(noteViewerOf(USER_TYPE.TEACHER)).toBe('teacher');
    expect(noteViewerOf(USER_TYPE.ADMIN)).toBe('teacher');
  });
});

describe('attendee note view (screens.md §6)', () => {
  const noAuth = new Map<number, number>();
  const teacher = { userIdx: 7, userId: 'teacher', userType: USER_TYPE.TEACHER, webAuth: 0 };

  it('allows the own note, the class leader, and the attendance-note-view permission only', () => {
    expect(
      mayViewNote(teacher, { noteIdx: 1, userIdx: 7, logMeet: { leaderId: 'other' } }, noAuth),
    ).toBe(true);
    expect(
      mayViewNote(teacher, { noteIdx: 1, userIdx: 9, logMeet: { leaderId: 'teacher' } }, noAuth),
    ).toBe(true);
    expect(
      mayViewNote(teacher, { noteIdx: 1, userIdx: 9, logMeet: { leaderId: 'other' } }, noAuth),
    ).toBe(false);
    expect(
      mayViewNote(
        { ...teacher, webAuth: 8192 },
        { noteIdx: 1, userIdx: 9, logMeet: { leaderId: 'other' } },
        noAuth,
      ),
    ).toBe(true);
  });

  it('takes a note that names no leader as the server listed it', () => {
    expect(mayViewNote(teacher, { noteIdx: 1, userIdx: 9, logMeet: null }, noAuth)).toBe(true);
  });
});

describe('wrong-answer rewriting (screens.md §4, §7)', () => {
  it('is offered to a student with wrong answers in a completed note only', () => {
    const completed = { noteIdx: 1, noteStatus: NOTE_STATUS.COMPLETED, wrongCount: 2 } as const;
    expect(canRewriteWrongAnswers(completed, 'student')).toBe(true);
    expect(canRewriteWrongAnswers({ ...completed, wrongCount: 0 }, 'student')).toBe(false);
    expect(
      canRewriteWrongAnswers({ ...completed, noteStatus: NOTE_STATUS.INSPECTION }, 'student'),
    ).toBe(false);
    expect(canRewriteWrongAnswers(completed, 'teacher')).toBe(false);
  });

  it('launches the load-note command with add type 3 and the note named in full', () => {
    const launch = wrongAnswerLaunch({
      note: { noteIdx: 5, meetIdx: 3, companyIdx: 1, noteDir: 'n/5' },
      user: { userIdx: 2, userName: 'Kim', userType: USER_TYPE.STUDENT, companyIdx: 1 },
      language: 'ko',
    });
    expect(launch.command).toBe(AGENT_COMMAND.LOAD_NOTE);
    expect(launch.room).toMatchObject({
      addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE,
      noteIdx: 5,
      noteDir: 'n/5',
    });
  });
});

describe('marks and checks', () => {
  it('changes one solution of one page and nothing else', () => {
    const next = applyMark(agendas, { agendaNo: 1, pageNo: 1 }, 2, 0);
    expect(next[0]?.PLi[0]?.SolLi).toEqual([
      { SNo: 1, Res: 1 },
      { SNo: 2, Res: 0 },
    ]);
    expect(next[0]?.PLi[1]).toBe(agendas[0]?.PLi[1]);
    expect(agendas[0]?.PLi[0]?.SolLi?.[1]?.Res).toBe(1);
  });

  it('checks a page', () => {
    expect(applyCheck(agendas, { agendaNo: 1, pageNo: 2 }, true)[0]?.PLi[1]?.Chk).toBe(1);
  });

  it('lists every page for the export', () => {
    expect(allAgendaPages(agendas)).toEqual([
      { agendaNo: 1, pageNo: 1 },
      { agendaNo: 1, pageNo: 2 },
      { agendaNo: 2, pageNo: 3 },
    ]);
  });
});

describe('the download type preference (foundation.md §9)', () => {
  it('is PDF until images are chosen, and is remembered', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readNoteDownloadType(storage)).toBe(FILE_OUTPUT.PDF);
    writeNoteDownloadType(FILE_OUTPUT.IMAGE, storage);
    expect(store.get(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE)).toBe('2');
    expect(readNoteDownloadType(storage)).toBe(FILE_OUTPUT.IMAGE);
  });
});
