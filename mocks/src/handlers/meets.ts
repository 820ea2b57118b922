import {
  can,
  canDeleteReferenceFile,
  MEET_FILE_TYPE,
  type Meet,
  type ReferenceFile,
  readConfigString,
  UPLOAD_RULE,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok, okList, okPage, pageOf } from '../api.ts';
import {
  currentAttendees,
  type MockMeet,
  type MockMeetFile,
  type MockMeetUser,
  type MockRoom,
  meetByIdx,
  nowDatetime,
  roomByCode,
} from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { companyByIdx, userByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implement, implementAuthorised, refuse } from '../server/router.ts';
import { checkNewFiles, storeFiles } from './attachments.ts';
import { visibleLog } from './classLog.ts';
import { INVITE_ERROR, lookupInvite } from './invite.ts';
import { attachment } from './noteFiles.ts';

/*
 * The meet calls (foundation.md §7 Meet: "GET VIEW, VIEW_INVITE, LIST. /file: GET VIEW, LIST,
 * POST ADD (form meetFile plus uploadFile_{idx}), DELETE DEL. /user: GET, LIST"; screens.md §7
 * Monitoring "list, close class, current attendees", Rooms "Reference files"), and the open
 * download of a reference file (GET /open/meet/file/download DOWNLOAD_MEET_FILE). A class is
 * live from the moment the classroom client opens it (agent/classEntry.ts, or a guest's
 * openRoom.JOIN_INFO / OPEN_INFO) until roomJoin.CLOSE (rooms.ts).
 *
 * assumed, where the spec is silent:
 * - meet.VIEW answers a class of the caller's institution, running or ended; anything else is
 *   WB-400-025 ("meeting does not exist"). meet.VIEW_INVITE is the guest lookup's answer
 *   (openMeet.VIEW) for a signed-in caller.
 * - meet.LIST is the monitoring list: the institution's running classes, newest first, needing
 *   manage access (WB-403-102); searchKeyword matches part of the class title, the leader's or
 *   the opener's name, or the room's title; searchType does not change it. `userCount` is the
 *   number of attendees inside now.
 * - meetUser.LIST is who is inside a running class now (userIdx 0 for a guest), for callers with
 *   manage access, the room's owner and whoever started the class or is inside it; meetUser.GET
 *   is one of them (the latest stay of that user in the class).
 * - Reference files belong to the room (MockMeetFile): meetFile.LIST with roomCode lists the
 *   room's files whatever class they came with; with meetIdx only, the files of that class (an
 *   ended class that only the class history holds, such as one of the seeded year, by the
 *   history's visibility rule: its files, usually none).
 *   fileType must be 1 (MEET_FILE_TYPE.REFERENCE). Uploading (the reference-file rule of the
 *   contract, UPLOAD_RULE.reference, with the bytes checked) is open to the room's owner, its
 *   attendees, the institution's managers and who is inside its class; only the uploader
 *   deletes (canDeleteReferenceFile, else WB-403-102). An unknown file is WB-404-102.
 */

function configOf(me: MockUser) {
  return readConfigString(companyByIdx(db, me.companyIdx)?.cfg).config;
}

const hasManageAccess = (me: MockUser) => can(me, 'manageAccess', configOf(me).userTypeAuth);

/** A class of the caller's institution (of that room, if named), else WB-400-025. */
function meetOf(me: MockUser, meetIdx: number, roomCode?: string): MockMeet {
  const meet = meetByIdx(db, meetIdx);
  if (!meet || meet.companyIdx !== me.companyIdx) refuse(INVITE_ERROR.meetNotExist);
  if (roomCode !== undefined && meet.roomCode !== roomCode) refuse(INVITE_ERROR.meetNotExist);
  return meet;
}

/**
 * The class whose reference files are asked for by meetIdx alone: a class of db.meets (running or
 * ended), else an ended class of the class history the caller sees (the history's detail of a
 * seeded class, classLog.ts `visibleLog`), else WB-400-025.
 */
function classOfFiles(me: MockUser, meetIdx: number): number {
  const meet = meetByIdx(db, meetIdx);
  if (meet) return meetOf(me, meetIdx).meetIdx;
  return visibleLog(me, { meetIdx }).meetIdx;
}

function runningMeet(me: MockUser, meetIdx: number, roomCode?: string): MockMeet {
  const meet = meetOf(me, meetIdx, roomCode);
  if (meet.endDatetime !== null) refuse(INVITE_ERROR.meetNotExist);
  return meet;
}

function roomOf(me: MockUser, roomCode: string): MockRoom {
  const room = roomByCode(db, roomCode);
  if (!room || room.companyIdx !== me.companyIdx) refuse(MOCK_ERROR.badRequest);
  return room;
}

const isInside = (meet: MockMeet, userIdx: number) =>
  currentAttendees(db, meet.meetIdx).some((row) => row.userIdx === userIdx);

/** Who may see who is inside a class. */
function mayWatch(me: MockUser, meet: MockMeet): boolean {
  const room = roomByCode(db, meet.roomCode);
  return (
    hasManageAccess(me) ||
    room?.ownerUserIdx === me.userIdx ||
    meet.userIdx === me.userIdx ||
    isInside(meet, me.userIdx)
  );
}

/** Who may add a reference file to a room. */
function mayUpload(me: MockUser, room: MockRoom): boolean {
  const { userTypeAuth } = configOf(me);
  const meet = db.meets.find((m) => m.roomCode === room.roomCode && m.endDatetime === null);
  return (
    room.ownerUserIdx === me.userIdx ||
    room.roomUserList.some((attendee) => attendee.userIdx === me.userIdx) ||
    (can(me, 'manageAccess', userTypeAuth) && can(me, 'roomRegistration', userTypeAuth)) ||
    (meet !== undefined && isInside(meet, me.userIdx))
  );
}

/** The class as the wire shows it (foundation.md §3 Meet). */
export function wireMeet(meet: MockMeet): Meet {
  return {
    meetIdx: meet.meetIdx,
    roomCode: meet.roomCode,
    meetTitle: meet.meetTitle,
    leaderName: meet.leaderName,
    openDatetime: meet.openDatetime,
    startDatetime: meet.startDatetime,
    endDatetime: meet.endDatetime,
    userCount:
      meet.endDatetime === null ? currentAttendees(db, meet.meetIdx).length : meet.userCount,
    inviteCode: meet.inviteCode,
    joinCode: meet.joinCode,
    meetPwd: meet.meetPwd,
  };
}

const wireMeetUser = (row: MockMeetUser) => ({
  userIdx: row.userIdx,
  userName: row.userName,
  userType: row.userType,
  joinDatetime: row.joinDatetime,
});

function wireFile(file: MockMeetFile): ReferenceFile {
  const stored = db.files.find((candidate) => candidate.fileIdx === file.fileIdx);
  const body = stored?.body;
  return {
    fileIdx: file.fileIdx,
    orgFileName: file.orgFileName,
    userNm: userByIdx(db, file.regUserIdx)?.userName ?? null,
    regUserIdx: file.regUserIdx,
    regDatetime: file.regDatetime,
    type: 'MEET_FILE',
    fileSize:
      body === undefined
        ? null
        : typeof body === 'string'
          ? new TextEncoder().encode(body).length
          : body.length,
  };
}

function listOrPage<T>(
  rows: T[],
  fields: { page?: number | undefined; size?: number | undefined; paging?: boolean | undefined },
) {
  const paged = fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
  return paged ? okPage(pageOf(rows, fields.page ?? 0, fields.size ?? 20)) : okList(rows);
}

function checkFileType(fileType: number | undefined): void {
  if (fileType !== undefined && fileType !== MEET_FILE_TYPE.REFERENCE) {
    refuse(MOCK_ERROR.badRequest);
  }
}

/** A reference file of the caller's institution, else WB-404-102. */
function referenceFileOf(me: MockUser | null, fileIdx: number | undefined): MockMeetFile {
  const file = db.meetFiles.find((candidate) => candidate.fileIdx === fileIdx);
  if (!file || (me && file.companyIdx !== me.companyIdx)) refuse(MOCK_ERROR.fileNotFound);
  return file;
}

/** The uploadFile_{n} parts of a form, in the order of n, with the names they were sent under. */
function uploadFiles(fields: Record<string, unknown>): File[] {
  return Object.entries(fields)
    .flatMap(([name, value]) => {
      const match = /^uploadFile_(\d+)$/.exec(name);
      return match && value instanceof Blob ? [[Number(match[1]), value] as const] : [];
    })
    .sort((a, b) => a[0] - b[0])
    .map(([n, file]) =>
      file instanceof File ? file : new File([file], `uploadFile_${n}`, { type: file.type }),
    );
}

export const meetImplementations = [
  implementAuthorised('meet.VIEW', ({ me, fields }) =>
    ok(wireMeet(meetOf(me, fields.meetIdx, fields.roomCode))),
  ),

  implementAuthorised('meet.VIEW_INVITE', ({ fields }) => lookupInvite(fields.inviteCode)),

  implementAuthorised('meet.LIST', ({ me, fields }) => {
    if (!hasManageAccess(me)) refuse(MOCK_ERROR.noPermission);
    const keyword = fields.searchKeyword?.trim().toLowerCase() ?? '';
    const matches = (meet: MockMeet) =>
      keyword === '' ||
      [meet.meetTitle, meet.leaderName, meet.userName, roomByCode(db, meet.roomCode)?.roomTitle]
        .filter((text): text is string => typeof text === 'string')
        .some((text) => text.toLowerCase().includes(keyword));
    const live = db.meets
      .filter((meet) => meet.companyIdx === me.companyIdx && meet.endDatetime === null)
      .filter(matches)
      .sort((a, b) => b.startDatetime.localeCompare(a.startDatetime) || b.meetIdx - a.meetIdx);
    return listOrPage(live.map(wireMeet), fields);
  }),

  implementAuthorised('meetUser.LIST', ({ me, fields }) => {
    const meet = runningMeet(me, fields.meetIdx, fields.roomCode);
    if (!mayWatch(me, meet)) refuse(MOCK_ERROR.noPermission);
    return listOrPage(currentAttendees(db, meet.meetIdx).map(wireMeetUser), fields);
  }),

  implementAuthorised('meetUser.GET', ({ me, fields }) => {
    const meet = runningMeet(me, fields.meetIdx);
    if (fields.userIdx !== me.userIdx && !mayWatch(me, meet)) refuse(MOCK_ERROR.noPermission);
    const stays = db.meetUsers.filter(
      (row) => row.meetIdx === meet.meetIdx && row.userIdx === fields.userIdx,
    );
    const row = stays.at(-1);
    if (!row || fields.userIdx === 0) refuse(MOCK_ERROR.badRequest);
    return ok(wireMeetUser(row));
  }),

  implementAuthorised('meetFile.LIST', ({ me, fields }) => {
    checkFileType(fields.fileType);
    const files =
      fields.roomCode !== undefined
        ? db.meetFiles.filter(
            (file) => file.roomCode === roomOf(me, fields.roomCode ?? '').roomCode,
          )
        : db.meetFiles.filter((file) => file.meetIdx === classOfFiles(me, fields.meetIdx));
    return okList(files.map(wireFile));
  }),

  implementAuthorised('meetFile.ADD', async ({ me, fields }) => {
    const { meetIdx, fileType, roomCode } = fields.meetFile;
    checkFileType(fileType);
    const meet = meetIdx > 0 ? meetOf(me, meetIdx, roomCode) : undefined;
    const room = roomOf(me, roomCode ?? meet?.roomCode ?? '');
    if (!mayUpload(me, room)) refuse(MOCK_ERROR.noPermission);
    const files = uploadFiles(fields as Record<string, unknown>);
    if (files.length === 0) refuse(MOCK_ERROR.badRequest);
    // Every file is checked, its bytes too, before any is kept (issue 17 items 3 and 5).
    await checkNewFiles(files, UPLOAD_RULE.reference);
    const datetime = nowDatetime();
    const added: MockMeetFile[] = (await storeFiles(db, me, files)).map((stored) => ({
      fileIdx: stored.fileIdx,
      companyIdx: me.companyIdx,
      roomCode: room.roomCode,
      meetIdx: meet?.meetIdx ?? 0,
      fileType: MEET_FILE_TYPE.REFERENCE,
      orgFileName: stored.orgFileName,
      regUserIdx: me.userIdx,
      regDatetime: datetime,
    }));
    db.meetFiles.push(...added);
    return okList(added.map(wireFile));
  }),

  implementAuthorised('meetFile.DEL', ({ me, fields }) => {
    const file = referenceFileOf(me, fields.fileIdx);
    if (!canDeleteReferenceFile(me.userIdx, file)) refuse(MOCK_ERROR.noPermission);
    db.meetFiles = db.meetFiles.filter((candidate) => candidate.fileIdx !== file.fileIdx);
    db.files = db.files.filter((candidate) => candidate.fileIdx !== file.fileIdx);
    return ok(null);
  }),

  /** The file-info step of a reference file's download (fileIdx, or searchIdx with MEET_FILE). */
  implementAuthorised('meetFile.VIEW', ({ me, fields }) => {
    if (fields.fileType !== undefined && fields.fileType !== 'MEET_FILE') {
      refuse(MOCK_ERROR.badRequest);
    }
    const file = referenceFileOf(me, fields.fileIdx ?? fields.searchIdx);
    return ok({ fileIdx: file.fileIdx, fileName: file.orgFileName, orgFileName: file.orgFileName });
  }),

  /** The download itself (open, as foundation.md §7 lists it): the bytes as they were checked. */
  implement('openMeetFile.DOWNLOAD_MEET_FILE', ({ fields }) => {
    const file = referenceFileOf(null, fields.fileIdx);
    const stored = db.files.find((candidate) => candidate.fileIdx === file.fileIdx);
    if (!stored) refuse(MOCK_ERROR.fileNotFound);
    return new HttpResponse(stored.body, {
      headers: {
        'Content-Type': stored.contentType,
        'Content-Disposition': attachment(file.orgFileName, `reference_${file.fileIdx}`),
      },
    });
  }),
];
