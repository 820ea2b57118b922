import { defineCatalog } from '@platform/contract';

/** Texts of the actions components. */
export const actionsTexts = defineCatalog({
  en: {},
  ko: {},
});
