import type { FileReply } from '@platform/contract';

/** What a download hands to the browser: the bytes and the name to save them under. */
export type SavedFile = Pick<FileReply, 'blob' | 'fileName'>;

let lastSaved: SavedFile | null = null;

/** The file the last save handed to the browser (stories check a download's name and bytes). */
export function lastSavedFile(): SavedFile | null {
  return lastSaved;
}

/**
 * Hands a downloaded file to the browser under its name (the content disposition's, or the
 * caller's default), through a temporary link; the object URL is released once the click is taken.
 */
export function saveFile(file: SavedFile): void {
  lastSaved = file;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
