import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's landing screens. */
export const landingTexts = defineCatalog({
  en: {},
  ko: {},
});
