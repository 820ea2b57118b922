import { defineCatalog } from '@platform/contract';

/** Texts shared by the whole kit: the providers, Button and Dialog. */
export const coreTexts = defineCatalog({
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
