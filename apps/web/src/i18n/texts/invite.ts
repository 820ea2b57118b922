import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's invite screens. */
export const inviteTexts = defineCatalog({
  en: {},
  ko: {},
});
