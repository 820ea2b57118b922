import { defineCatalog } from '../i18n/index.ts';

/** Texts of the date helpers, for the lead to merge into the contract texts. */
export const dateTexts = defineCatalog({
  en: {
    'date.unlimited': 'Unlimited',
    'date.quickRange.oneWeek': '1 week',
    'date.quickRange.thirtyDays': '30 days',
  },
  ko: {
    'date.unlimited': '무제한',
    'date.quickRange.oneWeek': '1주일',
    'date.quickRange.thirtyDays': '30일',
  },
});
