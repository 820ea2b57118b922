import { fileExtension, signatureOf } from '@platform/contract';
import { fireEvent } from 'storybook/test';

/**
 * A File that reports `size` bytes without holding them, so a 100 MB file costs nothing in a
 * story. It holds the first bytes its extension promises (the uploaders read them, issue 17
 * item 3), so it is what its name says.
 */
export function sizedFile(name: string, size: number, type = ''): File {
  const file = new File([signatureOf(fileExtension(name))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A File named like `name` that is something else: `contents` (an HTML page, a text). */
export function disguisedFile(name: string, contents: string, type = ''): File {
  return new File([contents], name, { type });
}

/** An HTML page, the file an attacker renames to a picture. */
export const HTML_PAGE = '<!doctype html><title>x</title><script>alert(1)</script>';

/**
 * Drops files on a drop zone as a drag from the desktop would. Chromium's DataTransfer cannot be
 * given a File whose size was faked, so the events carry a plain stand-in for it.
 */
export async function dropFiles(zone: Element, files: File[]): Promise<void> {
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', {
      value: { files, types: ['Files'], dropEffect: 'none' },
    });
    await fireEvent(zone, event);
  }
}

export const MB = 1024 * 1024;
