import { defineCatalog } from '@platform/contract';

/** Texts of the dates components. */
export const datesTexts = defineCatalog({
  en: {},
  ko: {},
});
