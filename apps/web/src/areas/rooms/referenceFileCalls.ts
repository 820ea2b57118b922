import { type ApiParams, MEET_FILE_TYPE, type ReferenceFile } from '@platform/contract';
import { api } from '../../app/session/api.ts';
import { saveFile } from '../../shared/saveFile.ts';

/**
 * The calls on a class's reference files (screens.md §7 Rooms "Reference files: list, upload
 * (meetFile{meetIdx,fileType} plus file), delete {fileIdx}"), shared by the room detail dialog
 * and the whiteboard's file page.
 */

/**
 * The meet file upload: "meetFile{meetIdx,fileType} plus uploadFile_{idx}" (screens.md §7). The
 * contract types the numbered files as an index signature, which TypeScript cannot meet beside
 * the named part; the request schema checks the whole at the call.
 */
function uploadForm(
  meetFile: { meetIdx: number; fileType: number; roomCode: string },
  files: File[],
) {
  const numbered = Object.fromEntries(files.map((file, index) => [`uploadFile_${index}`, file]));
  return { meetFile, ...numbered } as unknown as ApiParams<'meetFile.ADD'>;
}

export function uploadReferenceFiles(roomCode: string, meetIdx: number, files: File[]) {
  return api.call(
    'meetFile.ADD',
    uploadForm({ meetIdx, fileType: MEET_FILE_TYPE.REFERENCE, roomCode }, files),
  );
}

export function deleteReferenceFile(file: ReferenceFile) {
  return api.call('meetFile.DEL', { fileIdx: file.fileIdx });
}

/** The two-step download of foundation.md §7 (file info, then the file), saved by the browser. */
export async function downloadReferenceFile(file: ReferenceFile): Promise<void> {
  const downloaded = await api.download(
    'MEET_FILE',
    { searchIdx: file.fileIdx, fileType: 'MEET_FILE' },
    { fileParams: (info) => ({ fileIdx: info.fileIdx ?? file.fileIdx }) },
  );
  saveFile(downloaded);
}
