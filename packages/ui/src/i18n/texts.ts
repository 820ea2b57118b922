import { mergeCatalogs } from '@platform/contract';
import { actionsTexts } from './texts/actions.ts';
import { coreTexts } from './texts/core.ts';
import { cropTexts } from './texts/crop.ts';
import { datesTexts } from './texts/dates.ts';
import { feedbackTexts } from './texts/feedback.ts';
import { fieldsTexts } from './texts/fields.ts';
import { frameTexts } from './texts/frame.ts';
import { navigationTexts } from './texts/navigation.ts';
import { overlaysTexts } from './texts/overlays.ts';
import { tableTexts } from './texts/table.ts';

/** The texts of @platform/ui's own components, one catalog per group of components. */
export const uiTexts = mergeCatalogs(
  coreTexts,
  actionsTexts,
  fieldsTexts,
  overlaysTexts,
  navigationTexts,
  tableTexts,
  datesTexts,
  feedbackTexts,
  frameTexts,
  cropTexts,
);
