import { defineCatalog } from '@platform/contract';

/** The texts of @platform/ui's own components. */
export const uiTexts = defineCatalog({
  en: {
    'button.loading': 'Loading',
    'dialog.close': 'Close',
    'locale.ko': '한국어',
    'locale.en': 'English',
  },
  ko: {
    'button.loading': '불러오는 중',
    'dialog.close': '닫기',
    'locale.ko': '한국어',
    'locale.en': 'English',
  },
});
