import { describe, expect, it } from 'vitest';
import {
  FILE_OUTPUT,
  hasFileOutput,
  isNoteOpenToStudent,
  NOTE_KIND,
  NOTE_SAVE,
  NOTE_STATUS,
} from './notes.ts';

describe('note code tables (foundation.md §9)', () => {
  it('note status', () => {
    expect(NOTE_STATUS).toEqual({
      NONE: 0,
      SAVE: 1,
      SUBMIT: 2,
      VERIFIED: 3,
      INSPECTION: 4,
      COMPLETED: 5,
    });
  });
  it('note save', () => {
    expect(NOTE_SAVE).toEqual({ SAVE: 1, SUBMIT: 2, SAVING: 17, SUBMITTING: 18 });
  });
  it('file output and the noteSaveFormat bits', () => {
    expect(FILE_OUTPUT).toEqual({ IMAGE: 2, PDF: 4 });
    expect(hasFileOutput(6, FILE_OUTPUT.PDF)).toBe(true);
    expect(hasFileOutput(6, FILE_OUTPUT.IMAGE)).toBe(true);
    expect(hasFileOutput(4, FILE_OUTPUT.IMAGE)).toBe(false);
    expect(hasFileOutput(2, FILE_OUTPUT.PDF)).toBe(false);
  });
  it('note kinds', () => {
    expect(NOTE_KIND).toEqual({ CLASS: 1, TASK: 2, TEST: 3 });
  });
  it('a student sees a note only once completed', () => {
    expect(isNoteOpenToStudent(NOTE_STATUS.COMPLETED)).toBe(true);
    for (const status of [0, 1, 2, 3, 4]) expect(isNoteOpenToStudent(status)).toBe(false);
  });
});
