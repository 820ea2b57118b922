import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's error pages (screens.md §2.6). */
export const errorsTexts = defineCatalog({
  en: {
    'errorPage.notFound.title': 'This page does not exist',
    'errorPage.notFound.body':
      'The address may be mistyped, or the page may have moved. Check the address below, or start again from the home page.',
    'errorPage.notFound.address': 'Address entered:',
    'errorPage.system.title': 'A system error has occurred',
    'errorPage.system.body':
      'Something went wrong on our side. Please try again in a moment; if it keeps happening, contact us with the error number below.',
    'errorPage.system.code': 'Error number: {code}',
    'errorPage.contacts.title': 'Need help?',
    'errorPage.contacts.phone': 'Phone',
    'errorPage.contacts.email': 'Support',
    'errorPage.contacts.chat': 'Chat with us (opens in a new window)',
    'errorPage.goHome': 'Go to the home page',
  },
  ko: {
    'errorPage.notFound.title': '존재하지 않는 페이지입니다',
    'errorPage.notFound.body':
      '주소가 잘못 입력되었거나 페이지가 옮겨졌을 수 있습니다. 아래 주소를 확인하거나 홈에서 다시 시작해 주세요.',
    'errorPage.notFound.address': '입력한 주소:',
    'errorPage.system.title': '시스템 오류가 발생했습니다',
    'errorPage.system.body':
      '서비스에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요. 계속 발생하면 아래 오류 번호와 함께 문의해 주세요.',
    'errorPage.system.code': '오류 번호: {code}',
    'errorPage.contacts.title': '도움이 필요하신가요?',
    'errorPage.contacts.phone': '전화',
    'errorPage.contacts.email': '고객 지원',
    'errorPage.contacts.chat': '채팅 상담 (새 창에서 열림)',
    'errorPage.goHome': '홈으로 가기',
  },
});
