import { defineCatalog } from '@platform/contract';

/** Texts of the crop components. */
export const cropTexts = defineCatalog({
  en: {},
  ko: {},
});
