import { defineCatalog } from '@platform/contract';

/** The texts of the textbooks screen manage/book/list and its detail modal and editor. */
export const bookScreenTexts = defineCatalog({
  en: {},
  ko: {},
});
