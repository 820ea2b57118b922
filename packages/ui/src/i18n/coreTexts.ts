import { mergeCatalogs } from '@platform/contract';
import { actionsTexts } from './texts/actions.ts';
import { coreTexts } from './texts/core.ts';
import { feedbackTexts } from './texts/feedback.ts';
import { fieldsTexts } from './texts/fields.ts';
import { overlaysTexts } from './texts/overlays.ts';

/**
 * The texts every screen may need: the basic components' groups. LocaleProvider starts with these;
 * the frame, tables and paging, date fields, tabs and the heavy widgets (uploads and books, notes,
 * the group tree and picker, the cropper) register their own group when their module loads
 * (registerTexts), so a page without them (the login page) does not carry their texts. A module
 * of its own, so that what LocaleProvider imports holds no widget's texts.
 */
export const uiCoreTexts = mergeCatalogs(
  coreTexts,
  actionsTexts,
  fieldsTexts,
  overlaysTexts,
  feedbackTexts,
);
