import { z } from '../zod.ts';

/**
 * What the marking of a note reads from its page JSON beyond the fields of `notePageJson.ts`.
 *
 * foundation.md §7: "MOD_SOLUTION sends noteIdx, agendaNo, pageNo, solutionNo and result 0 or 1".
 * assumed: 1 is correct and 0 is wrong (the sample page JSON pairs `Res: 0` with the page's wrong
 * mark `W: 1`); any other value, or none, is a solution nobody has marked yet.
 */
export const SOLUTION_RESULT = {
  WRONG: 0,
  CORRECT: 1,
} as const;
export type SolutionResult = (typeof SOLUTION_RESULT)[keyof typeof SOLUTION_RESULT];

/** The mark a solution carries now: its result, or `unmarked`. */
export type SolutionMark = 'correct' | 'wrong' | 'unmarked';

export function solutionMark(result: number | null | undefined): SolutionMark {
  if (result === SOLUTION_RESULT.CORRECT) return 'correct';
  if (result === SOLUTION_RESULT.WRONG) return 'wrong';
  return 'unmarked';
}

/**
 * The answer rectangle of a solution, where the marking card draws its mark.
 * screens.md §3 names only `RectNum` in `SolLi` and gives no geometry.
 * assumed: a solution carries its rectangle as `Rect: { X, Y, W, H }` in pixels of the page image
 * (the short upper-case keys of the same JSON), so the card scales it with the image it shows.
 */
export const noteAnswerRectSchema = z.looseObject({
  X: z.number().check(z.gte(0)),
  Y: z.number().check(z.gte(0)),
  W: z.number().check(z.positive()),
  H: z.number().check(z.positive()),
});
export type NoteAnswerRect = z.infer<typeof noteAnswerRectSchema>;

/** The rectangle of a solution, or undefined where it has none or an unreadable one. */
export function readAnswerRect(solution: {
  readonly [key: string]: unknown;
}): NoteAnswerRect | undefined {
  const parsed = noteAnswerRectSchema.safeParse(solution.Rect);
  return parsed.success ? parsed.data : undefined;
}

/** Whether a solution was solved (`Slvd`, a boolean or 0/1 in the page JSON). */
export function isSolved(solved: boolean | number | null | undefined): boolean {
  return solved === true || solved === 1;
}
