import { ACCOUNT_STATUS, NOTE_STATUS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { accountStatusTone, noteStatusTone } from './statusTones.ts';

describe('noteStatusTone', () => {
  it("makes the teacher's to-do stand out, and what waits on the teacher informative for a student", () => {
    expect(noteStatusTone(NOTE_STATUS.SUBMIT, 'teacher')).toBe('warning');
    expect(noteStatusTone(NOTE_STATUS.VERIFIED, 'teacher')).toBe('warning');
    expect(noteStatusTone(NOTE_STATUS.SUBMIT, 'student')).toBe('info');
    expect(noteStatusTone(NOTE_STATUS.INSPECTION, 'teacher')).toBe('info');
  });

  it('shows completed as success and a note not yet submitted as neutral', () => {
    for (const viewer of ['teacher', 'student'] as const) {
      expect(noteStatusTone(NOTE_STATUS.COMPLETED, viewer)).toBe('success');
      expect(noteStatusTone(NOTE_STATUS.SAVE, viewer)).toBe('neutral');
      expect(noteStatusTone(NOTE_STATUS.NONE, viewer)).toBe('neutral');
    }
  });
});

describe('accountStatusTone', () => {
  it('gives each account status its own tone', () => {
    const tones = Object.values(ACCOUNT_STATUS).map(accountStatusTone);
    expect(new Set(tones).size).toBe(tones.length);
  });
});
