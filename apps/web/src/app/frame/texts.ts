import { defineCatalog } from '@platform/contract';

/**
 * The texts of apps/web's signed-in frame. The header, tab and banner texts are @platform/ui's
 * (`frame.*`, `banner.*`); these are the app's own, under `appFrame.`.
 */
export const frameTexts = defineCatalog({
  en: {
    'appFrame.disaster.title': 'Disaster mode',
    'appFrame.disaster.message':
      'This page can be viewed after disaster mode is turned off. Only classes are available until then.',
  },
  ko: {
    'appFrame.disaster.title': '재난 모드',
    'appFrame.disaster.message':
      '이 화면은 재난 모드가 해제된 후 조회할 수 있습니다. 그때까지는 수업만 이용할 수 있습니다.',
  },
});
