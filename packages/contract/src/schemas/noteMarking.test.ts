import { describe, expect, it } from 'vitest';
import { isSolved, readAnswerRect, SOLUTION_RESULT, solutionMark } from './noteMarking.ts';
import { noteSolutionSchema } from './notePageJson.ts';

describe('solutionMark', () => {
  it('reads 1 as correct, 0 as wrong and anything else as unmarked', () => {
    expect(solutionMark(SOLUTION_RESULT.CORRECT)).toBe('correct');
    expect(solutionMark(SOLUTION_RESULT.WRONG)).toBe('wrong');
    expect(solutionMark(undefined)).toBe('unmarked');
    expect(solutionMark(2)).toBe('unmarked');
  });
});

describe('readAnswerRect', () => {
  it('keeps the Rect of a solution through the lenient page JSON schema', () => {
    const solution = noteSolutionSchema.parse({ SNo: 1, Rect: { X: 10, Y: 20, W: 30, H: 40 } });
    expect(readAnswerRect(solution)).toEqual({ X: 10, Y: 20, W: 30, H: 40 });
  });

  it('gives nothing for a missing or malformed rectangle', () => {
    expect(readAnswerRect({})).toBeUndefined();
    expect(readAnswerRect({ Rect: { X: 1, Y: 2, W: 0, H: 4 } })).toBeUndefined();
    expect(readAnswerRect({ Rect: [1, 2, 3, 4] })).toBeUndefined();
  });
});

describe('isSolved', () => {
  it('accepts true and 1', () => {
    expect(isSolved(true)).toBe(true);
    expect(isSolved(1)).toBe(true);
    expect(isSolved(0)).toBe(false);
    expect(isSolved(undefined)).toBe(false);
  });
});
