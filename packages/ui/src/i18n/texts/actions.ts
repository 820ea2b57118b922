import { defineCatalog } from '@platform/contract';

/** Texts of the actions components. */
export const actionsTexts = defineCatalog({
  en: {
    'kebabMenu.label': 'More actions',
  },
  ko: {
    'kebabMenu.label': '더보기',
  },
});
