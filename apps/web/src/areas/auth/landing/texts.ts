import { type CatalogKey, defineCatalog } from '@platform/contract';

/** The texts of apps/web's landing page `/` and the public-site placeholder under /intro. */
export const landingTexts = defineCatalog({
  en: {
    'landing.title': 'Sign in to your institution',
    'landing.lead':
      'Live classes, homework and class notes of your school or academy. Find your institution to open its sign-in page.',
    'landing.result.NO_AUTH':
      'Your account is not authorised to use this service. Please contact your institution’s administrator.',
    'landing.result.LOGOUT': 'You have been signed out.',
    'landing.signInFailed': 'Sign-in failed',
    'landing.search.title': 'Find your institution',
    'landing.search.label': 'Institution name or ID',
    'landing.search.placeholder': 'e.g. Boda Math Academy',
    'landing.search.loading': 'Searching institutions…',
    'landing.search.failed': 'The search did not work',
    'landing.search.results': 'Institutions found',
    'landing.search.count': '{count, plural, one {# institution} other {# institutions}} found',
    'landing.search.empty': 'No institution matches “{keyword}”',
    'landing.search.emptyHint':
      'Check the spelling, or search by the ID your institution gave you.',
    'landing.demo.title': 'Just looking?',
    'landing.demo.body':
      'The demo institution has sample classes, homework and accounts for every role.',
    'landing.demo.link': 'Open the demo institution',
  },
  ko: {
    'landing.title': '소속 기관으로 로그인',
    'landing.lead':
      '학교와 학원의 실시간 수업, 과제, 수업 노트를 한곳에서. 소속 기관을 찾아 로그인 페이지를 여세요.',
    'landing.result.NO_AUTH':
      '이 계정은 서비스 사용 권한이 없습니다. 소속 기관의 관리자에게 문의해 주세요.',
    'landing.result.LOGOUT': '로그아웃되었습니다.',
    'landing.signInFailed': '로그인에 실패했습니다',
    'landing.search.title': '기관 찾기',
    'landing.search.label': '기관 이름 또는 ID',
    'landing.search.placeholder': '예: 보다 수학 아카데미',
    'landing.search.loading': '기관을 찾는 중…',
    'landing.search.failed': '검색하지 못했습니다',
    'landing.search.results': '찾은 기관',
    'landing.search.count': '기관 {count, number}곳을 찾았습니다',
    'landing.search.empty': '“{keyword}”에 맞는 기관이 없습니다',
    'landing.search.emptyHint': '철자를 확인하거나 기관에서 안내받은 ID로 찾아 보세요.',
    'landing.demo.title': '먼저 둘러보시겠어요?',
    'landing.demo.body': '데모 기관에는 예시 수업, 과제와 역할별 계정이 준비되어 있습니다.',
    'landing.demo.link': '데모 기관 열기',
  },
});

export type LandingTextKey = CatalogKey<typeof landingTexts>;
