import type { EndpointName } from './catalogue.ts';

/**
 * The two-step file download (foundation.md §7 "File downloads": "Each first requests file info
 * (fileIdx, fileName) with a timestamp. Then GET by command DOWNLOAD_FILE with the bearer token,
 * except for the manual. Used for recordings, board files, message files and meet files";
 * screens.md §7: "File download by searchIdx and fileType (BOARD, MANUAL, NOTE_PDF, MESSAGE,
 * MEET_FILE)").
 */
export interface TwoStepDownload {
  /** The entry that returns the file info. */
  info: EndpointName;
  /** The entry that returns the file. */
  file: EndpointName;
  /** Whether the second step carries the bearer token: all but the manual. */
  bearer: boolean;
}

/**
 * The kinds of download. `RECORD` is not one of the screens' fileType values; assumed: recordings
 * (foundation.md §7 names them) get a kind of their own.
 */
export const twoStepDownloads = {
  BOARD: { info: 'board.GET_FILE', file: 'board.DOWNLOAD_FILE', bearer: true },
  MESSAGE: { info: 'message.GET_FILE', file: 'message.DOWNLOAD_FILE', bearer: true },
  /** The meet file download sits under /open, yet the spec has every download but the manual carry the bearer. */
  MEET_FILE: { info: 'meetFile.VIEW', file: 'openMeetFile.DOWNLOAD_MEET_FILE', bearer: true },
  NOTE_PDF: { info: 'note.NOTE_PDF_INFO', file: 'noteFile.DOWNLOAD_PDF', bearer: true },
  MANUAL: { info: 'openAppManual.MANUAL', file: 'openAppManual.DOWNLOAD_FILE', bearer: false },
  RECORD: { info: 'recordLogVideo.GET_FILE', file: 'recordLogVideo.DOWNLOAD_FILE', bearer: true },
} as const satisfies Record<string, TwoStepDownload>;
export type DownloadKind = keyof typeof twoStepDownloads;

/** foundation.md §7: the name comes from the content disposition, "default download.zip". */
export const DEFAULT_DOWNLOAD_FILE_NAME = 'download.zip';

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''...` (RFC 6266, percent-encoded,
 * which Korean names need) before `filename="..."`, else `download.zip`.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_DOWNLOAD_FILE_NAME;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // A malformed escape falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : DEFAULT_DOWNLOAD_FILE_NAME;
}
