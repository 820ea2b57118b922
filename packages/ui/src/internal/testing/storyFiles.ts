import { fireEvent } from 'storybook/test';

/**
 * A File that reports `size` bytes without holding them: the uploaders read only `name` and
 * `size` before refusing, so a 100 MB file costs nothing in a story.
 */
export function sizedFile(name: string, size: number, type = ''): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

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
