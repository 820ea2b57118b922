import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's login screens. */
export const loginTexts = defineCatalog({
  en: {},
  ko: {},
});
