import { z } from '../zod.ts';
import { int, opt } from './primitives.ts';

/**
 * The note page JSON (NOTE_JSON; screens.md §3: "agenda list (ANo, ANm) with pages (PNo, PNm, W,
 * Chk, SolLi[SNo, Res, RectNum, Ans, Slvd])"). The short keys are the whiteboard client's and are
 * kept byte for byte. Written by the native client, so the objects are lenient.
 */

/**
 * One solution (question area) of a page.
 * assumed: SNo the solution number; Res the marking result (foundation.md §7: MOD_SOLUTION sends
 * "result 0 or 1"; other integers pass, e.g. unmarked); RectNum the number of answer rectangles;
 * Ans the answer as text; Slvd whether it was solved (a boolean or 0/1). The answer rectangle
 * travels as `Rect {X, Y, W, H}` (noteMarking.ts, read leniently there with readAnswerRect, so a
 * solution without one still parses).
 */
export const noteSolutionSchema = z.looseObject({
  SNo: int,
  Res: opt(int),
  RectNum: opt(int),
  Ans: opt(z.union([z.string(), z.number()])),
  Slvd: opt(z.union([z.boolean(), int])),
});
export type NoteSolution = z.infer<typeof noteSolutionSchema>;

/**
 * One page of an agenda. assumed: PNo the page number; PNm its name; W a number (the spec gives
 * no meaning: read as the wrong-answer mark of the page); Chk the page check of foundation.md §7,
 * 0 or 1.
 */
export const notePageSchema = z.looseObject({
  PNo: int,
  PNm: opt(z.string()),
  W: opt(z.number()),
  Chk: opt(int),
  SolLi: opt(z.array(noteSolutionSchema)),
});
export type NotePage = z.infer<typeof notePageSchema>;

/**
 * One agenda (a chapter of the note). The field that holds its pages is not named by the spec.
 * assumed: `PLi`, after the `SolLi` pattern of the same JSON.
 */
export const noteAgendaSchema = z.looseObject({
  ANo: int,
  ANm: opt(z.string()),
  PLi: z.array(notePageSchema),
});
export type NoteAgenda = z.infer<typeof noteAgendaSchema>;

/**
 * The whole note JSON: the agenda list. assumed: a bare array of agendas, or an object that holds
 * it under `ALi` (same naming); `readAgendas` gives the list either way.
 */
export const noteJsonSchema = z.union([
  z.array(noteAgendaSchema),
  z.looseObject({ ALi: z.array(noteAgendaSchema) }),
]);
export type NoteJson = z.infer<typeof noteJsonSchema>;

export function readAgendas(json: NoteJson): NoteAgenda[] {
  return Array.isArray(json) ? json : json.ALi;
}
