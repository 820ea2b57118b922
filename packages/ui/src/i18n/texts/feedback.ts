import { defineCatalog } from '@platform/contract';

/** Texts of the feedback components. */
export const feedbackTexts = defineCatalog({
  en: {},
  ko: {},
});
