import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's terms screens. */
export const termsTexts = defineCatalog({
  en: {},
  ko: {},
});
