import { expect, waitFor } from 'storybook/test';

const LOAD = { timeout: 15000 };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits until a dialog opened from a menu holds the focus for good, as a user waits for it
 * before typing. A closing Radix menu gives focus back to its trigger one task after it unmounts;
 * the dialog's focus trap then pulls focus back to the field last focused and selects its text,
 * so what a story typed before then is replaced by what it types after (RenameAndDelete saved
 * "개념서 (개정)" for "수학 개념서 (개정)" on a loaded CI run).
 */
export async function dialogFocusSettled(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), LOAD);
  // The menu's hand-back is queued before the dialog first takes focus; two tasks pass it.
  await nextTask();
  await nextTask();
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), LOAD);
}
