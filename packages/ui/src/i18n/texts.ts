import { mergeCatalogs } from '@platform/contract';
import { actionsTexts } from './texts/actions.ts';
import { booksTexts } from './texts/books.ts';
import { coreTexts } from './texts/core.ts';
import { cropTexts } from './texts/crop.ts';
import { datesTexts } from './texts/dates.ts';
import { feedbackTexts } from './texts/feedback.ts';
import { fieldsTexts } from './texts/fields.ts';
import { frameTexts } from './texts/frame.ts';
import { groupsTexts } from './texts/groups.ts';
import { navigationTexts } from './texts/navigation.ts';
import { notesTexts } from './texts/notes.ts';
import { overlaysTexts } from './texts/overlays.ts';
import { tableTexts } from './texts/table.ts';

/**
 * The texts every screen may need: the basic components' groups. LocaleProvider starts with these;
 * the heavy widgets (uploads and books, notes, the group tree and picker, the cropper) register
 * their own group when their module loads (registerTexts), so a page without them does not carry
 * their texts.
 */
export const uiCoreTexts = mergeCatalogs(
  coreTexts,
  actionsTexts,
  fieldsTexts,
  overlaysTexts,
  navigationTexts,
  tableTexts,
  datesTexts,
  feedbackTexts,
  frameTexts,
);

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
