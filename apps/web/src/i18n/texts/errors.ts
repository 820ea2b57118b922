import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's errors screens. */
export const errorsTexts = defineCatalog({
  en: {},
  ko: {},
});
