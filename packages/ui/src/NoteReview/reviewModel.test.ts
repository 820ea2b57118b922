import {
  contractTexts,
  NOTE_STATUS,
  type NoteAgenda,
  noteStatusLabelKey,
  translate,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  agendaRowIndexes,
  buildRows,
  countSolutions,
  reviewActions,
  reviewPermissions,
} from './reviewModel.ts';

const agendas: NoteAgenda[] = [
  {
    ANo: 1,
    ANm: '1단원',
    PLi: [
      {
        PNo: 1,
        SolLi: [
          { SNo: 1, Res: 1, Slvd: true },
          { SNo: 2, Res: 0, Slvd: 1 },
        ],
      },
      { PNo: 2, SolLi: [{ SNo: 1, Res: 0, Slvd: false }] },
      { PNo: 3 },
    ],
  },
  { ANo: 2, ANm: '2단원', PLi: [{ PNo: 4, SolLi: [{ SNo: 1, Slvd: 0 }] }] },
];

describe('countSolutions', () => {
  it('counts every question, the wrong ones and the solved ones', () => {
    expect(countSolutions(agendas)).toEqual({ questions: 4, wrong: 2, solved: 2 });
  });

  it('follows a mark as it changes', () => {
    const marked = structuredClone(agendas);
    const solution = marked[0]?.PLi[0]?.SolLi?.[0];
    if (solution) solution.Res = 0;
    expect(countSolutions(marked).wrong).toBe(3);
  });

  it('is all zero for an empty note', () => {
    expect(countSolutions([])).toEqual({ questions: 0, wrong: 0, solved: 0 });
  });
});

describe('buildRows', () => {
  it('gives each agenda a heading line and lines of N pages', () => {
    const rows = buildRows(agendas, 2);
    expect(rows.map((row) => (row.kind === 'agenda' ? 'A' : row.pageIndexes.join(',')))).toEqual([
      'A',
      '0,1',
      '2',
      'A',
      '0',
    ]);
    expect(agendaRowIndexes(rows)).toEqual([0, 3]);
  });

  it('makes one line per page at one column and keys lines by the column count', () => {
    const one = buildRows(agendas, 1);
    expect(one.filter((row) => row.kind === 'pages')).toHaveLength(4);
    const four = buildRows(agendas, 4);
    expect(four.filter((row) => row.kind === 'pages')).toHaveLength(2);
    expect(new Set([...one, ...four].map((row) => row.key)).size).toBe(
      one.length + four.length - 2,
    );
  });

  it('scales to 200 pages in 50 lines of 4', () => {
    const big: NoteAgenda[] = [
      { ANo: 1, PLi: Array.from({ length: 200 }, (_, index) => ({ PNo: index + 1 })) },
    ];
    expect(buildRows(big, 4)).toHaveLength(51);
  });
});

describe('reviewActions', () => {
  it('lets the teacher start, continue and complete as the status allows', () => {
    expect(reviewActions(NOTE_STATUS.SUBMIT, 'teacher')).toEqual({
      correction: 'start',
      canComplete: false,
    });
    expect(reviewActions(NOTE_STATUS.VERIFIED, 'teacher').correction).toBe('start');
    expect(reviewActions(NOTE_STATUS.INSPECTION, 'teacher')).toEqual({
      correction: 'continue',
      canComplete: true,
    });
    expect(reviewActions(NOTE_STATUS.COMPLETED, 'teacher')).toEqual({
      correction: null,
      canComplete: false,
    });
  });

  it('gives the student no action', () => {
    for (const status of Object.values(NOTE_STATUS)) {
      expect(reviewActions(status, 'student')).toEqual({ correction: null, canComplete: false });
    }
  });
});

describe('reviewPermissions', () => {
  it('lets the teacher mark only while correcting a note under inspection', () => {
    expect(reviewPermissions(NOTE_STATUS.INSPECTION, 'teacher', true)).toEqual({
      canMark: true,
      canCheck: true,
    });
    expect(reviewPermissions(NOTE_STATUS.INSPECTION, 'teacher', false).canMark).toBe(false);
    expect(reviewPermissions(NOTE_STATUS.COMPLETED, 'teacher', true).canMark).toBe(false);
  });

  it('lets the student tick wrong-answer pages of a completed note, never mark', () => {
    expect(reviewPermissions(NOTE_STATUS.COMPLETED, 'student', false)).toEqual({
      canMark: false,
      canCheck: true,
    });
    expect(reviewPermissions(NOTE_STATUS.INSPECTION, 'student', true).canCheck).toBe(false);
  });
});

describe('status labels (foundation.md §4)', () => {
  const label = (status: number, viewer: 'teacher' | 'student') =>
    translate(contractTexts, 'en', noteStatusLabelKey(status, viewer));

  it('gives the teacher a label per status', () => {
    expect(label(NOTE_STATUS.SUBMIT, 'teacher')).toBe('Verifying answer');
    expect(label(NOTE_STATUS.VERIFIED, 'teacher')).toBe('Not reviewed');
    expect(label(NOTE_STATUS.INSPECTION, 'teacher')).toBe('Inspection underway');
    expect(label(NOTE_STATUS.COMPLETED, 'teacher')).toBe('Inspection completed');
  });

  it('shows the student "inspection underway" for the first three', () => {
    for (const status of [NOTE_STATUS.SUBMIT, NOTE_STATUS.VERIFIED, NOTE_STATUS.INSPECTION]) {
      expect(label(status, 'student')).toBe('Inspection underway');
    }
    expect(label(NOTE_STATUS.COMPLETED, 'student')).toBe('Inspection completed');
  });
});
