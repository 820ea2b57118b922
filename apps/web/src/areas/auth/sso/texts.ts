import { type CatalogKey, defineCatalog } from '@platform/contract';

/** The texts of apps/web's sso screens (foundation.md §4 sign-in states; screens.md §2.2). */
export const ssoTexts = defineCatalog({
  en: {
    'sso.init.title': 'Signing you in',
    'sso.init.body': 'Checking your sign-in. This takes a moment…',
    'sso.init.redirecting': 'Taking you to the sign-in service…',
    'sso.success.title': 'Signed in',
    'sso.success.body': 'Opening your main page…',
    'sso.userNotFound.title': 'User information not found',
    'sso.noCode.body':
      'The sign-in service sent no user information. Start again from your institution’s page.',
    'sso.ksignError.body':
      'No account of this service was found for your sign-in. Please contact your institution’s administrator.',
    'sso.signInError.title': 'Sign-in failed',
    'sso.signInError.body': 'The sign-in could not be completed.',
    'sso.stateMismatch':
      'This sign-in answer does not belong to a sign-in started in this browser, so it was not used. Please start again.',
    'sso.noClientId.title': 'Single sign-on is not set up',
    'sso.noClientId.body':
      'The sign-in service has no client ID configured. Please contact the administrator.',
    'sso.noAuth.title': 'Sign-in not authorised',
    'sso.noAuth.body': 'The sign-in service did not authorise this sign-in.',
    'sso.code': 'Code: {code}',
    'sso.goHome': 'Go to the home page',
  },
  ko: {
    'sso.init.title': '로그인하는 중',
    'sso.init.body': '로그인 정보를 확인하고 있습니다. 잠시만 기다려 주세요…',
    'sso.init.redirecting': '로그인 서비스로 이동하고 있습니다…',
    'sso.success.title': '로그인되었습니다',
    'sso.success.body': '메인 화면을 여는 중입니다…',
    'sso.userNotFound.title': '사용자 정보를 찾을 수 없습니다',
    'sso.noCode.body':
      '로그인 서비스에서 사용자 정보를 받지 못했습니다. 소속 기관 페이지에서 다시 시작해 주세요.',
    'sso.ksignError.body':
      '로그인한 정보와 연결된 이 서비스의 계정을 찾지 못했습니다. 소속 기관의 관리자에게 문의해 주세요.',
    'sso.signInError.title': '로그인에 실패했습니다',
    'sso.signInError.body': '로그인을 완료하지 못했습니다.',
    'sso.stateMismatch':
      '이 브라우저에서 시작한 로그인의 응답이 아니어서 사용하지 않았습니다. 다시 시작해 주세요.',
    'sso.noClientId.title': '통합 로그인이 설정되지 않았습니다',
    'sso.noClientId.body':
      '로그인 서비스의 클라이언트 ID가 설정되어 있지 않습니다. 관리자에게 문의해 주세요.',
    'sso.noAuth.title': '로그인 권한이 없습니다',
    'sso.noAuth.body': '로그인 서비스에서 이 로그인을 허용하지 않았습니다.',
    'sso.code': '코드: {code}',
    'sso.goHome': '홈으로 가기',
  },
});

export type SsoTextKey = CatalogKey<typeof ssoTexts>;
