import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's sso screens. */
export const ssoTexts = defineCatalog({
  en: {},
  ko: {},
});
