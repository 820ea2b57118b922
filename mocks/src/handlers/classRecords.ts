import {
  can,
  formatWireDate,
  isVideoRecord,
  type MeetRecordFile,
  RECORD_DOWNLOAD_REFUSAL,
  RECORD_TYPE,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok, okList } from '../api.ts';
import { firstClassDay, type MockClassLog } from '../db/areas/classLogs.ts';
import {
  chatLogText,
  classRecordsOf,
  findClassRecord,
  type MockClassRecord,
} from '../db/areas/classRecords.ts';
import { classSummaryOf, summaryFileText } from '../db/areas/classSummaries.ts';
import { db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { RECORDING_CONTENT_TYPE, RECORDING_EXTENSION, recordingVideo } from '../recordingVideo.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import {
  answer,
  institutionConfigOf,
  summaryClock,
  visibility,
  visibleLog,
  visibleLogsEnded,
} from './classLog.ts';
import { attachment } from './noteFiles.ts';

/*
 * The records of the classes: recordLog.LIST_ROOM, recordLogVideo.LIST / LIST_ROOM / GET_FILE /
 * DOWNLOAD_FILE, recordLogChat.LIST_ROOM (foundation.md §7 "{api}/recordLog: LIST_ROOM. Sub-paths:
 * /video LIST, LIST_ROOM, GET_FILE, DOWNLOAD_FILE (recordIdx). /chat LIST_ROOM", "File downloads
 * ... Used for recordings"; screens.md §3 Meet files, §6 "Recording download needs permission
 * else error.noAuthRecordDownload", §10 History "class detail modal with info, recordings, chat
 * files"). The records are db/areas/classRecords.ts's: the stored classes' and the seeded year's,
 * and a summary record (type 65) once a class's AI summary is ready.
 *
 * assumed, where the spec is silent:
 * - Whose records: those of the classes the caller sees, by the class history's rule
 *   (classLog.ts `visibility`: manage access sees every class of the institution, anyone else
 *   the classes they led, opened or attended).
 * - The lists take meetIdx (one class: the same class and refusals as logMeet.VIEW, WB-400-025,
 *   roomCode then must be its room) or roomCode alone (every ended class of that room the caller
 *   sees, over the whole history; a room with none, or of another institution, lists nothing).
 *   Neither is WB-400-212. Newest class first, a class's records in the order they were made.
 * - recordLog.LIST_ROOM lists every kind (17, 18, 64, 65), recordLogVideo.LIST_ROOM and LIST the
 *   recordings (17, 18), recordLogChat.LIST_ROOM the chat logs (64). LIST_ROOM answers the whole
 *   `resultList`; recordLogVideo.LIST a `resultPage` (page from 0, 20 a page unless asked), or the
 *   whole list with `paging: false`. Rows are meetRecordFileSchema; userNm is recUser's name too.
 * - recordLogVideo.GET_FILE (the first step of the download) names the record by recordIdx, else
 *   searchIdx read as a recordIdx, else by fileIdx; none of them is WB-400-212. fileType is not
 *   read (the contract's download types have none for records). It answers {fileIdx, fileName,
 *   orgFileName}, both names the record's orgFileName.
 * - recordLogVideo.DOWNLOAD_FILE {recordIdx, fileIdx?} answers the file (fileIdx, when sent, must
 *   be the record's): a recording is video/mp4 (the mock's one tiny real MP4), a chat log or a
 *   summary text/plain UTF-8 with a BOM; Content-Disposition names it (`filename*=UTF-8''` for
 *   Korean, an ASCII `filename` fallback `record_{recordIdx}.{ext}`).
 * - Both steps: a record that does not exist (now: a summary record before its summary is
 *   ready), or of a class the caller does not see, is WB-404-102 (file not found). A recording
 *   (17, 18) needs the recording-download permission (WEB_AUTH.RECORD_DOWNLOAD by the user's own
 *   bits or the institution's WEB_USER_TYPE_AUTH, `can(user, 'recordDownload', map)`), else
 *   RECORD_DOWNLOAD_REFUSAL's WB-403-102, which the download reads as
 *   error.noAuthRecordDownload. Chat logs and summaries download through the same call without it.
 *   The demo academy's map gives that bit to admins and teachers only (companies.ts).
 */

/** Whether the caller may download recordings (see the top of the file). */
export function canDownloadRecordings(me: MockUser): boolean {
  return can(me, 'recordDownload', institutionConfigOf(me).userTypeAuth);
}

/** A record as the wire shows it (meetRecordFileSchema). */
function wireRecord(record: MockClassRecord): MeetRecordFile {
  return {
    recordIdx: record.recordIdx,
    recordType: record.recordType,
    recordTitle: record.recordTitle,
    recUser: record.recUser,
    fileIdx: record.fileIdx,
    orgFileName: record.orgFileName,
    userNm: record.recUser,
  };
}

interface ClassQuery {
  meetIdx?: number | undefined;
  roomCode?: string | undefined;
}

/** The classes a list asks for: one by meetIdx, or every class of a room (see the top). */
function classesAsked(me: MockUser, fields: ClassQuery, now: Date): MockClassLog[] {
  const { meetIdx, roomCode } = fields;
  if (meetIdx !== undefined) return [visibleLog(me, { meetIdx, roomCode })];
  if (roomCode === undefined) refuse(MOCK_ERROR.badRequest);
  const first = firstClassDay(db, me.companyIdx, now);
  if (first === undefined) return [];
  const period = { start: first, end: formatWireDate(now) };
  return visibleLogsEnded(me, period, now).filter((log) => log.roomCode === roomCode);
}

/** The records of the classes asked for that are of the kinds wanted. */
function recordsAsked(
  me: MockUser,
  fields: ClassQuery,
  wanted: (record: MockClassRecord) => boolean,
): MockClassRecord[] {
  const clock = summaryClock();
  return classesAsked(me, fields, clock.now).flatMap((log) =>
    classRecordsOf(db, log, clock).filter(wanted),
  );
}

const everyKind = () => true;
const recordings = (record: MockClassRecord) => isVideoRecord(record.recordType);
const chatLogs = (record: MockClassRecord) => record.recordType === RECORD_TYPE.CHAT;

/** A record the caller may fetch, with its class; else the refusal (see the top of the file). */
function fetchableRecord(
  me: MockUser,
  by: { recordIdx: number } | { fileIdx: number },
): { record: MockClassRecord; log: MockClassLog } {
  const found = findClassRecord(db, by, summaryClock());
  if (!found || !visibility(me)(found.log)) refuse(MOCK_ERROR.fileNotFound);
  if (isVideoRecord(found.record.recordType) && !canDownloadRecordings(me)) {
    refuse(RECORD_DOWNLOAD_REFUSAL.code);
  }
  return found;
}

const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** The body of a record's file and its type (see the top of the file). */
function fileOf(
  record: MockClassRecord,
  log: MockClassLog,
): { body: string | Uint8Array; contentType: string; extension: string } {
  if (isVideoRecord(record.recordType)) {
    // A copy: a response may take over the bytes it is given.
    return {
      body: new Uint8Array(recordingVideo()),
      contentType: RECORDING_CONTENT_TYPE,
      extension: RECORDING_EXTENSION,
    };
  }
  if (record.recordType === RECORD_TYPE.CHAT) {
    return { body: chatLogText(log), contentType: TEXT_CONTENT_TYPE, extension: 'txt' };
  }
  const { summaryJson } = classSummaryOf(db, log, summaryClock());
  return {
    body: summaryFileText(log, summaryJson ?? {}),
    contentType: TEXT_CONTENT_TYPE,
    extension: 'txt',
  };
}

export const classRecordImplementations = [
  implementAuthorised('recordLog.LIST_ROOM', ({ me, fields }) =>
    okList(recordsAsked(me, fields, everyKind).map(wireRecord)),
  ),

  implementAuthorised('recordLogVideo.LIST', ({ me, fields }) =>
    answer(recordsAsked(me, fields, recordings), fields, wireRecord),
  ),

  implementAuthorised('recordLogVideo.LIST_ROOM', ({ me, fields }) =>
    okList(recordsAsked(me, fields, recordings).map(wireRecord)),
  ),

  implementAuthorised('recordLogChat.LIST_ROOM', ({ me, fields }) =>
    okList(recordsAsked(me, fields, chatLogs).map(wireRecord)),
  ),

  implementAuthorised('recordLogVideo.GET_FILE', ({ me, fields }) => {
    const recordIdx = fields.recordIdx ?? fields.searchIdx;
    const by =
      recordIdx !== undefined
        ? { recordIdx }
        : fields.fileIdx !== undefined
          ? { fileIdx: fields.fileIdx }
          : refuse(MOCK_ERROR.badRequest);
    const { record } = fetchableRecord(me, by);
    return ok({
      fileIdx: record.fileIdx,
      fileName: record.orgFileName,
      orgFileName: record.orgFileName,
    });
  }),

  implementAuthorised('recordLogVideo.DOWNLOAD_FILE', ({ me, fields }) => {
    const { record, log } = fetchableRecord(me, { recordIdx: fields.recordIdx });
    if (fields.fileIdx !== undefined && fields.fileIdx !== record.fileIdx) {
      refuse(MOCK_ERROR.fileNotFound);
    }
    const file = fileOf(record, log);
    return new HttpResponse(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': attachment(
          record.orgFileName,
          `record_${record.recordIdx}.${file.extension}`,
        ),
      },
    });
  }),
];
