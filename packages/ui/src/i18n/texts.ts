import { mergeCatalogs } from '@platform/contract';
import { uiCoreTexts } from './coreTexts.ts';
import { booksTexts } from './texts/books.ts';
import { cropTexts } from './texts/crop.ts';
import { groupsTexts } from './texts/groups.ts';
import { notesTexts } from './texts/notes.ts';

export { uiCoreTexts };

/** The widget groups, each registered by its widgets. */
export const uiWidgetTexts = { booksTexts, notesTexts, groupsTexts, cropTexts } as const;

/** Every text of @platform/ui, one catalog per group of components (for tests and tools). */
export const uiTexts = /* @__PURE__ */ mergeCatalogs(
  uiCoreTexts,
  cropTexts,
  notesTexts,
  booksTexts,
  groupsTexts,
);
