import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's myInfo screens. */
export const myInfoTexts = defineCatalog({
  en: {},
  ko: {},
});
