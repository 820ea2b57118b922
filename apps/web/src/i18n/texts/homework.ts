import { defineCatalog } from '@platform/contract';

/** The texts of the homework screens task/list and manage/task/list (teacher and student). */
export const homeworkTexts = defineCatalog({
  en: {},
  ko: {},
});
