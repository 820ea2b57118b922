import type { SavedFile } from '../../shared/saveFile.ts';

/**
 * The byte-order mark a summary file starts with: Windows tools (Notepad before 2019, Excel)
 * read a text file without it in the system's code page, and Korean turns to noise.
 */
export const UTF8_BOM = '\uFEFF';

/** Characters no file system takes in a name, and the controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what it removes
const UNSAFE_IN_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** A part of a file name: unsafe characters become `_`, runs of blanks one space. */
function namePart(text: string): string {
  return text.replace(UNSAFE_IN_NAME, '_').replace(/\s+/g, ' ').trim();
}

/**
 * The name of a summary's text file (screens.md §10 History: "file named class, summary, user"):
 * `{class}_{summary}_{user}.txt`, the word "summary" in the user's language, a part left out when
 * empty.
 */
export function summaryFileName(parts: { meetTitle: string; summary: string; user: string }) {
  const name = [parts.meetTitle, parts.summary, parts.user].map(namePart).filter(Boolean).join('_');
  return `${name || 'summary'}.txt`;
}

/** A summary as the text file it downloads as: UTF-8 with a byte-order mark, CRLF lines. */
export function summaryFile(
  text: string,
  parts: { meetTitle: string; summary: string; user: string },
): SavedFile {
  const body = UTF8_BOM + text.replace(/\r?\n/g, '\r\n');
  return {
    blob: new Blob([body], { type: 'text/plain;charset=utf-8' }),
    fileName: summaryFileName(parts),
  };
}
