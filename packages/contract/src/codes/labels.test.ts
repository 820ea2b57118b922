import { describe, expect, it } from 'vitest';
import { findKeyParityFaults } from '../i18n/index.ts';
import {
  CODE_TABLES,
  type CodeLabelKey,
  type CodeTableName,
  codeLabel,
  codeLabelKey,
  codeLabelTexts,
  noteStatusLabelKey,
} from './labels.ts';

describe('code-table labels (issue 3 item 9)', () => {
  it('has a Korean and an English label for every code of every table', () => {
    for (const [table, codes] of Object.entries(CODE_TABLES)) {
      for (const code of Object.values(codes)) {
        const key = codeLabelKey(table as CodeTableName, code);
        expect(codeLabelTexts.en[key], key).toBeTruthy();
        expect(codeLabelTexts.ko[key], key).toBeTruthy();
      }
    }
  });
  it('has no label for a code that is not in a table', () => {
    const known = new Set(
      Object.entries(CODE_TABLES).flatMap(([table, codes]) =>
        Object.values(codes).map((code) => `code.${table}.${code}`),
      ),
    );
    const viewerKey = /^code\.NOTE_STATUS\.(teacher|student)\.[2-5]$/;
    const stray = Object.keys(codeLabelTexts.en).filter(
      (key) => !known.has(key) && !viewerKey.test(key),
    );
    expect(stray).toEqual([]);
  });
  it('passes the key-parity check', () => {
    expect(findKeyParityFaults(codeLabelTexts)).toEqual([]);
  });
  it('reads labels by table and code', () => {
    expect(codeLabelKey('USER_TYPE', 12)).toBe('code.USER_TYPE.12');
    expect(codeLabel('ko', 'USER_TYPE', 12)).toBe('학생');
    expect(codeLabel('en', 'USER_TYPE', 13)).toBe('Open teacher');
    expect(codeLabel('en', 'WEB_AUTH', 2 ** 31)).toBe('Recording download');
    expect(codeLabel('en', 'MESSAGE_MODE', 'delivery')).toBe('Forward');
    expect(codeLabel('en', 'ROOM_STATE', 7)).toBe('code.ROOM_STATE.7');
  });
  it('keeps the two operators apart in the labels', () => {
    expect(codeLabel('en', 'USER_TYPE', 5)).toBe('Operator');
    expect(codeLabel('en', 'USER_ROLE', 2)).toBe('Operator');
    expect(codeLabel('en', 'USER_ROLE', 5)).toBe('code.USER_ROLE.5');
  });
});

describe('note status as each viewer sees it (foundation.md §4)', () => {
  const en = (key: CodeLabelKey) => codeLabelTexts.en[key];
  it('teacher labels', () => {
    expect(en(noteStatusLabelKey(2, 'teacher'))).toBe('Verifying answer');
    expect(en(noteStatusLabelKey(3, 'teacher'))).toBe('Not reviewed');
    expect(en(noteStatusLabelKey(4, 'teacher'))).toBe('Inspection underway');
    expect(en(noteStatusLabelKey(5, 'teacher'))).toBe('Inspection completed');
  });
  it('a student sees inspection underway for the first three', () => {
    for (const status of [2, 3, 4]) {
      expect(en(noteStatusLabelKey(status, 'student'))).toBe('Inspection underway');
    }
    expect(en(noteStatusLabelKey(5, 'student'))).toBe('Inspection completed');
  });
  it('falls back to the plain label for none and saved', () => {
    expect(noteStatusLabelKey(1, 'student')).toBe('code.NOTE_STATUS.1');
    expect(en(noteStatusLabelKey(0, 'teacher'))).toBe('None');
  });
});
