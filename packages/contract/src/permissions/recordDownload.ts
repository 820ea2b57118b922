import type { ErrorTextKey } from '../errors/texts.ts';

/**
 * The refusal of a recording download (foundation.md §8 "no recording-download permission";
 * screens.md §6 "Recording download needs permission else error.noAuthRecordDownload"). assumed:
 * the server refuses with WB-403-102, the code of the other permission refusals, which the
 * error catalogue reads as the user-info refusal; the download reads it as this one by its code.
 * It is kept out of the catalogue (and of the core chunk every page loads, vite.config.ts) for
 * the one screen that downloads recordings.
 */
export const RECORD_DOWNLOAD_REFUSAL = {
  code: 'WB-403-102',
  textKey: 'error.noAuthRecordDownload',
} as const satisfies { code: string; textKey: ErrorTextKey };
