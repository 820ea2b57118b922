import { defineCatalog } from '@platform/contract';

/** Texts every screen of apps/web shares, and the names of screens without a main tab. */
export const appTexts = defineCatalog({
  en: {
    // The product's one name, in both languages, wherever no institution's name stands: the
    // public pages' logo, the document title (index.html) and the default brand's logo, which
    // productName.test.ts keeps in step with it. assumed: BODA, as the wire names say it
    // (loginBoda, bodaSetting, the /boda prefix); the spec names no product.
    'app.name': 'BODA',
    'app.loading': 'Loading…',
    'language.label': 'Language',
    'screen.messages.received': 'Received messages',
    'screen.messages.sent': 'Sent messages',
    'screen.board': 'Board',
    'screen.statistics.account': 'Account statistics',
    'screen.statistics.concurrent': 'Concurrent users',
    'comingSoon.title': 'Coming in a later release',
    'comingSoon.body':
      'The {screen} screen is not part of this release yet. The frame, your account and the other tabs work as usual.',
  },
  ko: {
    'app.name': 'BODA',
    'app.loading': '불러오는 중…',
    'language.label': '언어',
    'screen.messages.received': '받은 메시지',
    'screen.messages.sent': '보낸 메시지',
    'screen.board': '게시판',
    'screen.statistics.account': '계정 통계',
    'screen.statistics.concurrent': '동시 접속',
    'comingSoon.title': '다음 릴리스에서 제공됩니다',
    'comingSoon.body':
      '{screen} 화면은 아직 이번 릴리스에 포함되지 않았습니다. 화면 틀, 계정과 다른 탭은 그대로 사용할 수 있습니다.',
  },
});
