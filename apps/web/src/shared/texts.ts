import { defineCatalog } from '@platform/contract';

/** The texts of what several areas share (QueryState). */
export const sharedTexts = defineCatalog({
  en: {
    'query.retry': 'Try again',
  },
  ko: {
    'query.retry': '다시 시도',
  },
});
