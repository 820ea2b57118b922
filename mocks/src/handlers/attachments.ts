import {
  checkUploadContents,
  contentTypeOf,
  UPLOAD_REFUSAL_CODE,
  type UploadRule,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { nextIdx } from '../db/context.ts';
import type { MockAttachment, MockDb, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { refuse } from '../server/router.ts';
import { attachment } from './noteFiles.ts';

/*
 * The attachments of posts and messages (board SAVE and message SAVE: "uploadFile files,
 * removeFileIdxList", foundation.md §7): the files of a form under the shared upload rule of the
 * screen (UPLOAD_RULE.board, 5; UPLOAD_RULE.message, 3), their bytes checked, kept in the files
 * table, and served by the two-step download (GET_FILE, then DOWNLOAD_FILE).
 */

/** The `uploadFile` part of a form: none, one file or several, as Files with their names. */
export function formFiles(value: Blob | Blob[] | undefined): File[] {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return parts.map((part, n) =>
    part instanceof File ? part : new File([part], `uploadFile_${n}`, { type: part.type }),
  );
}

/**
 * What stays attached after a save: `attached` without the files of `removeFileIdxList`. A file
 * index that is not attached is a bad request (WB-400-212).
 */
export function keptAttachments(
  attached: readonly MockAttachment[],
  removeFileIdxList: readonly number[],
): MockAttachment[] {
  const known = new Set(attached.map((file) => file.fileIdx));
  if (removeFileIdxList.some((fileIdx) => !known.has(fileIdx))) refuse(MOCK_ERROR.badRequest);
  const removed = new Set(removeFileIdxList);
  return attached.filter((file) => !removed.has(file.fileIdx));
}

/**
 * Refuses the first new file the rule refuses, as the browser's uploader judges it by the same
 * contract rule (issue 17 items 3 and 5), before anything is stored: its code from
 * UPLOAD_REFUSAL_CODE (WB-400-401 too many, counting the files that stay; WB-400-402 too large;
 * WB-400-403 an extension not allowed or bytes unlike the extension; a duplicate name or a missing
 * suffix WB-400-212).
 */
export async function checkNewFiles(
  files: readonly File[],
  rule: UploadRule,
  kept: readonly MockAttachment[] = [],
): Promise<void> {
  const attached = kept.map((file) => ({ name: file.orgFileName, size: 0 }));
  const [refused] = (await checkUploadContents(files, rule, attached)).rejected;
  if (refused) refuse(UPLOAD_REFUSAL_CODE[refused.rule]);
}

/** Stores checked files in the files table, served later with the type of their extension. */
export async function storeFiles(
  db: MockDb,
  me: MockUser,
  files: readonly File[],
): Promise<MockAttachment[]> {
  const stored: MockAttachment[] = [];
  for (const file of files) {
    const fileIdx = nextIdx(db, 'fileIdx');
    db.files.push({
      fileIdx,
      fileName: file.name,
      contentType: contentTypeOf(file.name),
      body: new Uint8Array(await file.arrayBuffer()),
      regUserIdx: me.userIdx,
    });
    stored.push({ fileIdx, orgFileName: file.name });
  }
  return stored;
}

/** Drops stored files that no longer belong anywhere (`stillUsed` says which still do). */
export function dropFiles(
  db: MockDb,
  files: readonly MockAttachment[],
  stillUsed: (fileIdx: number) => boolean = () => false,
): void {
  const gone = new Set(files.map((file) => file.fileIdx).filter((fileIdx) => !stillUsed(fileIdx)));
  if (gone.size > 0) db.files = db.files.filter((file) => !gone.has(file.fileIdx));
}

/** The first step of the download: the file info (foundation.md §7 "fileIdx, fileName"). */
export const fileInfo = (file: MockAttachment) => ({
  fileIdx: file.fileIdx,
  fileName: file.orgFileName,
  orgFileName: file.orgFileName,
});

/** The second step: the bytes as they were checked, as an attachment under the original name. */
export function fileDownload(db: MockDb, file: MockAttachment, fallbackName: string): Response {
  const stored = db.files.find((candidate) => candidate.fileIdx === file.fileIdx);
  if (!stored) refuse(MOCK_ERROR.fileNotFound);
  return new HttpResponse(stored.body, {
    headers: {
      'Content-Type': stored.contentType,
      'Content-Disposition': attachment(file.orgFileName, fallbackName),
    },
  });
}

/**
 * The file asked for by the first step: by fileIdx, or by searchIdx with the fileType of the
 * area (screens.md §7 "File download by searchIdx and fileType"). assumed, as meetFile.VIEW:
 * searchIdx names the file itself; another fileType is a bad request.
 */
export function askedFileIdx(
  fields: {
    fileIdx?: number | undefined;
    searchIdx?: number | undefined;
    fileType?: string | undefined;
  },
  fileType: string,
): number {
  if (fields.fileType !== undefined && fields.fileType !== fileType) refuse(MOCK_ERROR.badRequest);
  const fileIdx = fields.fileIdx ?? fields.searchIdx;
  if (fileIdx === undefined) refuse(MOCK_ERROR.badRequest);
  return fileIdx;
}
