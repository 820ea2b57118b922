import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's whiteboard screens. */
export const whiteboardTexts = defineCatalog({
  en: {},
  ko: {},
});
