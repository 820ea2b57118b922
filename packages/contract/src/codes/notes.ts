import type { CodeOf } from './codeTable.ts';

/**
 * Note status (`noteStatus`), foundation.md §9 (screens.md §4 writes SUBMIT, VERIFIED,
 * INSPECTION, COMPLETED).
 */
export const NOTE_STATUS = {
  NONE: 0,
  SAVE: 1,
  SUBMIT: 2,
  VERIFIED: 3,
  INSPECTION: 4,
  COMPLETED: 5,
} as const;
export type NoteStatus = CodeOf<typeof NOTE_STATUS>;

/** Note save, foundation.md §9: 1 save, 2 submit, 17 saving, 18 submitting. */
export const NOTE_SAVE = {
  SAVE: 1,
  SUBMIT: 2,
  SAVING: 17,
  SUBMITTING: 18,
} as const;
export type NoteSave = CodeOf<typeof NOTE_SAVE>;

/**
 * File output, foundation.md §9: 2 image (png), 4 PDF. `noteSaveFormat` holds them as bit flags
 * (foundation.md §3), so a note saved as both has 6.
 */
export const FILE_OUTPUT = {
  IMAGE: 2,
  PDF: 4,
} as const;
export type FileOutput = CodeOf<typeof FILE_OUTPUT>;

/** Whether a `noteSaveFormat` includes an output. Both bits are below 2^31, so `&` is safe here. */
export function hasFileOutput(noteSaveFormat: number, output: FileOutput): boolean {
  return (noteSaveFormat & output) === output;
}

/** Note kinds, foundation.md §9: class 1, task 2, test 3. */
export const NOTE_KIND = {
  CLASS: 1,
  TASK: 2,
  TEST: 3,
} as const;
export type NoteKind = CodeOf<typeof NOTE_KIND>;

/** foundation.md §4: "The student sees the note only after correction is completed." */
export function isNoteOpenToStudent(status: number): boolean {
  return status === NOTE_STATUS.COMPLETED;
}
