import { fileOutputValue, noteStatusValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { noteSchema } from '../schemas/note.ts';
import { noteAgendaSchema, noteJsonSchema } from '../schemas/notePageJson.ts';
import { pagingQuery, searchQuery, wireInt, zeroOrOne } from '../schemas/primitives.ts';
import { z } from '../zod.ts';
import { type EndpointGroup, get, post } from './define.ts';
import { fileInfoQuery, fileInfoReply, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Note; screens.md §7 Notes';
const byNote = z.strictObject({ noteIdx: wireInt });

/** A page of a note, as the marking calls name it (foundation.md §7: agendaNo, pageNo). */
const notePage = {
  noteIdx: z.number().check(z.int()),
  agendaNo: z.number().check(z.int()),
  pageNo: z.number().check(z.int()),
};

export const noteEndpoints = {
  'note.VIEW': get('/note', 'VIEW', { request: byNote, response: envelope(noteSchema), spec }),
  'note.LIST': get('/note', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      ...searchQuery,
      userIdx: z.optional(wireInt),
      userId: z.optional(z.string()),
      order: z.optional(z.string()),
      taskIdx: z.optional(wireInt),
      meetIdx: z.optional(wireInt),
    }),
    response: envelope(noteSchema),
    spec: `${spec} (order "noteSubmitDatetime DESC", searchType 4 or 5)`,
    assumed:
      'taskIdx and meetIdx narrow the list to a homework or a class; searchType 4 lists class notes and 5 homework notes (NOTE_LIST_SEARCH_TYPE); the search dates bound the submit date (the save date of a note not submitted); the keyword matches the note title or the user name',
  }),
  'note.LIST_AGENDA': get('/note', 'LIST_AGENDA', {
    request: byNote,
    response: envelope(noteAgendaSchema),
    spec,
    assumed: 'the agendas of a note in resultList, the note JSON shape',
  }),
  'note.NOTE_JSON': get('/note', 'NOTE_JSON', {
    request: byNote,
    response: envelope(noteJsonSchema),
    spec: `${spec}; screens.md §3 Note page JSON`,
  }),
  'note.NOTE_PDF_INFO': get('/note', 'NOTE_PDF_INFO', {
    request: z.extend(fileInfoQuery, { fileNameType: z.optional(z.string()) }),
    response: fileInfoReply,
    spec: `${spec} ("PDF (searchIdx, fileType NOTE_PDF, fileNameType)")`,
    assumed:
      'searchIdx is the noteIdx; fileNameType a free text the server may use to name the file (its values are not shown); a note whose noteSaveFormat has no PDF answers WB-404-102',
  }),
  'note.MOD_REVIEW': post('/note', 'MOD_REVIEW', {
    request: z.strictObject({ ...notePage, check: zeroOrOne }),
    response: writeReply,
    spec: `${spec} ("A check update sends a check value of 0 or 1")`,
    assumed: 'the page check update is MOD_REVIEW, naming the page by agendaNo and pageNo',
  }),
  'note.MOD_SOLUTION': post('/note', 'MOD_SOLUTION', {
    request: z.strictObject({
      ...notePage,
      solutionNo: z.number().check(z.int()),
      result: zeroOrOne,
    }),
    response: writeReply,
    spec,
  }),
  'note.MOD_STATUS': post('/note', 'MOD_STATUS', {
    request: z.strictObject({
      noteIdx: z.number().check(z.int()),
      status: noteStatusValue,
      confirmComment: z.optional(z.string()),
    }),
    response: writeReply,
    spec,
    assumed:
      'status one of the note status codes; the review moves a submitted, verified or inspected note to inspection (4) or completed (5), and a completed note no further',
  }),
  'note.DOWNLOAD_CROP_PAGE': post('/note', 'DOWNLOAD_CROP_PAGE', {
    request: z.strictObject({
      noteIdx: z.number().check(z.int()),
      agendaPages: z
        .array(
          z.strictObject({
            agendaNo: z.number().check(z.int()),
            pageNo: z.number().check(z.int()),
          }),
        )
        .check(z.minLength(1)),
      fileType: fileOutputValue,
    }),
    reply: 'file',
    spec: `${spec} (Export: "noteIdx, agendaPages and fileType ... default download.zip")`,
    assumed:
      'the export is DOWNLOAD_CROP_PAGE; agendaPages is a non-empty list of {agendaNo, pageNo}; fileType the file output code (2 image: a zip of the page images, 4 PDF: one PDF of the pages)',
  }),
  'noteFile.DOWNLOAD_PAGE': get('/note/file', 'DOWNLOAD_PAGE', {
    request: z.strictObject({
      noteIdx: wireInt,
      agendaNo: z.optional(wireInt),
      pageNo: wireInt,
    }),
    reply: 'file',
    spec: `${spec} ("page image")`,
  }),
  'noteFile.DOWNLOAD_PDF': get('/note/file', 'DOWNLOAD_PDF', {
    request: z.strictObject({ noteIdx: wireInt, fileName: z.string() }),
    reply: 'file',
    spec,
  }),
  'logNote.LIST': get('/logNote', 'LIST', {
    request: z.strictObject({ ...pagingQuery, noteIdx: z.optional(wireInt) }),
    response: envelope(
      z.looseObject({
        noteIdx: z.nullish(z.number().check(z.int())),
        regDatetime: z.nullish(z.string()),
      }),
    ),
    spec,
    assumed: 'the log of a note (spent time and submits, cf. logNoteSpentTime); rows not shown',
  }),
} as const satisfies EndpointGroup;
