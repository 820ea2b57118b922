import { defineCatalog } from '@platform/contract';

/** The texts of the users-and-groups screen manage/group/list (list, tree, group modal, account actions). */
export const usersTexts = defineCatalog({
  en: {},
  ko: {},
});
