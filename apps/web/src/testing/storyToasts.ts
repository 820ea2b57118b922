import { expect, waitFor } from 'storybook/test';

/** The wait for a toast: mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

/**
 * Records every toast message that shows from now on. Toasts close by themselves after two
 * seconds, which a busy machine can spend between two polls of `waitFor`; a mutation observer
 * sees each one as it is added.
 */
export function watchToasts(): { says: (text: string) => Promise<void> } {
  const seen: string[] = [];
  const record = () => {
    for (const message of document.querySelectorAll('[data-slot="toast-message"]')) {
      if (message.textContent && !seen.includes(message.textContent)) {
        seen.push(message.textContent);
      }
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  // No play runs this long: the observer never outlives its story by much.
  setTimeout(() => observer.disconnect(), 120000);
  return {
    says: (text) => waitFor(() => expect(seen.join('\n')).toContain(text), LOAD),
  };
}
