import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's frame screens. */
export const frameTexts = defineCatalog({
  en: {},
  ko: {},
});
