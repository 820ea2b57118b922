import { defineCatalog } from '@platform/contract';

/** Texts of the navigation components. */
export const navigationTexts = defineCatalog({
  en: {
    'tabs.disabledReason': 'Not available right now',
  },
  ko: {
    'tabs.disabledReason': '지금은 사용할 수 없습니다',
  },
});
