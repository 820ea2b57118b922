import { defineCatalog } from '@platform/contract';

/** The texts of the note screens meet/listNote, task/listNote and manage/note/list. */
export const noteScreenTexts = defineCatalog({
  en: {},
  ko: {},
});
