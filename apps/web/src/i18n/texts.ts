import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's own screens. */
export const webTexts = defineCatalog({
  en: {
    'app.name': 'Platform',
    'app.loading': 'Loading…',
    'foundation.heading': 'The platform is being built',
    'foundation.lead':
      'This page proves the foundation: the mock server answered, the institution’s brand and branding were applied, and texts follow the language switch. Sign-in and the class screens come in the next releases.',
    'foundation.openInstitution': 'Open the demo institution',
    'foundation.institution': 'Institution',
    'foundation.brand': 'Token brand',
    'foundation.dialog.open': 'What comes next',
    'foundation.dialog.title': 'Coming in the next releases',
    'foundation.dialog.body':
      'Sign-in, invitations, classes, homework, notes, messages and management screens are built on this foundation, screen by screen.',
    'foundation.dialog.ok': 'OK',
    'foundation.error': 'The institution could not be loaded: {reason} [{code}]',
    'language.label': 'Language',
  },
  ko: {
    'app.name': '플랫폼',
    'app.loading': '불러오는 중…',
    'foundation.heading': '플랫폼을 만드는 중입니다',
    'foundation.lead':
      '이 페이지는 기반이 동작함을 보여 줍니다. 모의 서버가 응답했고, 기관의 브랜드와 브랜딩이 적용되었으며, 문구가 언어 전환을 따릅니다. 로그인과 수업 화면은 다음 릴리스에서 제공됩니다.',
    'foundation.openInstitution': '데모 기관 열기',
    'foundation.institution': '기관',
    'foundation.brand': '토큰 브랜드',
    'foundation.dialog.open': '다음 단계 보기',
    'foundation.dialog.title': '다음 릴리스에서 제공',
    'foundation.dialog.body':
      '로그인, 초대, 수업, 숙제, 노트, 메시지와 관리 화면이 이 기반 위에 화면별로 만들어집니다.',
    'foundation.dialog.ok': '확인',
    'foundation.error': '기관 정보를 불러오지 못했습니다: {reason} [{code}]',
    'language.label': '언어',
  },
});
