import { defineCatalog } from '@platform/contract';

/** Texts of the overlays components. */
export const overlaysTexts = defineCatalog({
  en: {},
  ko: {},
});
