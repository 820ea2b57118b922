import { defineCatalog } from '@platform/contract';

/** Texts of the frame components. */
export const frameTexts = defineCatalog({
  en: {},
  ko: {},
});
