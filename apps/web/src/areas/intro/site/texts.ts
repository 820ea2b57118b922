import { defineCatalog } from '@platform/contract';

/**
 * The public site's frame (screens.md §2.1): the header's menus, the mobile overlay, the footer,
 * and each page's title and description (the prerendered HTML's <title>, description and Open
 * Graph tags). assumed: the academy's name and every wording; the site is the math academy's, as
 * screens.md §1 says, and the academy's own facts come from INTRO_SETTING.
 */
export const introSiteTexts = defineCatalog({
  en: {
    'intro.academyName': 'BODA Math Academy',
    'intro.home': 'BODA Math Academy home',
    'intro.skipToContent': 'Skip to content',
    'intro.menu.label': 'Site menu',
    'intro.menu.open': 'Open the menu',
    'intro.menu.close': 'Close the menu',
    'intro.menu.academy': 'Academy',
    'intro.menu.personalClass': 'One-to-one class',
    'intro.menu.privateClass': 'Individual-pace class',
    'intro.menu.admission': 'Admission',
    'intro.menu.customerCenter': 'Customer center',
    'intro.menu.language': 'Language',

    'intro.footer.legal': 'Terms and policies',
    'intro.footer.social': 'Follow us',
    'intro.footer.contact': 'Customer center',
    'intro.footer.phone': 'Phone {phone}',
    'intro.footer.email': 'E-mail {email}',
    'intro.footer.hours': 'Hours {hours}',
    'intro.footer.representative': 'Representative {name}',
    'intro.footer.businessNumber': 'Business registration no. {number}',
    'intro.footer.address': 'Address {address}',
    'intro.footer.copyright': '© {name}. All rights reserved.',
    'intro.footer.loading': 'Loading the academy’s contacts…',
    'intro.footer.unavailable': 'The academy’s contacts could not be loaded.',
    'intro.social.blog': 'Blog',
    'intro.social.instagram': 'Instagram',
    'intro.social.youtube': 'YouTube',
    'intro.social.kakao': 'KakaoTalk channel',
    'intro.terms.service': 'Terms of Service',
    'intro.terms.policy': 'Privacy Policy',
    'intro.terms.marketing': 'Marketing consent',

    'intro.meta.academy.title': 'BODA Math Academy: math classes that see each student',
    'intro.meta.academy.description':
      'A math academy of one-to-one and individual-pace classes for elementary, middle and high school students, live online with class notes and homework.',
    'intro.meta.teacher.title': 'Our teachers | BODA Math Academy',
    'intro.meta.teacher.description':
      'Meet the six math teachers of BODA Math Academy: their subjects, grades and the way they teach.',
    'intro.meta.personalClass.title': 'One-to-one class | BODA Math Academy',
    'intro.meta.personalClass.description':
      'A teacher and one student, live: how a one-to-one math class runs, from the level test to the weekly report.',
    'intro.meta.personalClassPrice.title': 'One-to-one class fees | BODA Math Academy',
    'intro.meta.personalClassPrice.description':
      'Monthly fees of one-to-one math classes for high, middle and elementary school, by weekly frequency and class length, with group discounts.',
    'intro.meta.privateClass.title': 'Individual-pace class | BODA Math Academy',
    'intro.meta.privateClass.description':
      'Middle-school math at each student’s own pace, two-hour classes with a teacher beside them and a weekend test hour.',
    'intro.meta.privateClassPrice.title': 'Individual-pace class fees | BODA Math Academy',
    'intro.meta.privateClassPrice.description':
      'Monthly fees of the individual-pace middle-school class: twice, three or four times a week, weekend test hour included.',
    'intro.meta.contact.title': 'Admission enquiry | BODA Math Academy',
    'intro.meta.contact.description':
      'Ask for a class: tell us the grade, the teacher and the evenings that suit you, and we call you back.',
    'intro.meta.faq.title': 'Frequently asked questions | BODA Math Academy',
    'intro.meta.faq.description':
      'Answers about classes, fees, devices and admission at BODA Math Academy.',
  },
  ko: {
    'intro.academyName': '보다 수학학원',
    'intro.home': '보다 수학학원 홈',
    'intro.skipToContent': '본문 바로가기',
    'intro.menu.label': '사이트 메뉴',
    'intro.menu.open': '메뉴 열기',
    'intro.menu.close': '메뉴 닫기',
    'intro.menu.academy': '학원 소개',
    'intro.menu.personalClass': '1:1 수업',
    'intro.menu.privateClass': '개인 맞춤 수업',
    'intro.menu.admission': '입학 안내',
    'intro.menu.customerCenter': '고객센터',
    'intro.menu.language': '언어',

    'intro.footer.legal': '약관 및 정책',
    'intro.footer.social': '소셜 미디어',
    'intro.footer.contact': '고객센터',
    'intro.footer.phone': '전화 {phone}',
    'intro.footer.email': '이메일 {email}',
    'intro.footer.hours': '운영 시간 {hours}',
    'intro.footer.representative': '대표 {name}',
    'intro.footer.businessNumber': '사업자등록번호 {number}',
    'intro.footer.address': '주소 {address}',
    'intro.footer.copyright': '© {name}. All rights reserved.',
    'intro.footer.loading': '학원 연락처를 불러오는 중입니다…',
    'intro.footer.unavailable': '학원 연락처를 불러오지 못했습니다.',
    'intro.social.blog': '블로그',
    'intro.social.instagram': '인스타그램',
    'intro.social.youtube': '유튜브',
    'intro.social.kakao': '카카오톡 채널',
    'intro.terms.service': '서비스 이용약관',
    'intro.terms.policy': '개인정보 처리방침',
    'intro.terms.marketing': '마케팅 정보 수신 동의',

    'intro.meta.academy.title': '보다 수학학원 | 한 명 한 명을 보는 수학 수업',
    'intro.meta.academy.description':
      '초등·중등·고등 1:1 수업과 개인 맞춤 수업. 실시간 온라인 수업, 수업 노트와 과제까지 한곳에서.',
    'intro.meta.teacher.title': '선생님 소개 | 보다 수학학원',
    'intro.meta.teacher.description':
      '보다 수학학원의 여섯 선생님을 소개합니다. 담당 과목과 학년, 수업 방식을 확인하세요.',
    'intro.meta.personalClass.title': '1:1 수업 | 보다 수학학원',
    'intro.meta.personalClass.description':
      '선생님과 학생 한 명의 실시간 수업. 레벨 테스트부터 주간 리포트까지 1:1 수학 수업의 진행 방식입니다.',
    'intro.meta.personalClassPrice.title': '1:1 수업 수강료 | 보다 수학학원',
    'intro.meta.personalClassPrice.description':
      '고등·중등·초등 1:1 수학 수업의 월 수강료. 주당 횟수와 수업 시간별 요금과 그룹 할인을 안내합니다.',
    'intro.meta.privateClass.title': '개인 맞춤 수업 | 보다 수학학원',
    'intro.meta.privateClass.description':
      '중학생이 자기 속도로 배우는 수학. 선생님이 곁에서 이끄는 2시간 수업과 주말 테스트 시간.',
    'intro.meta.privateClassPrice.title': '개인 맞춤 수업 수강료 | 보다 수학학원',
    'intro.meta.privateClassPrice.description':
      '중학생 개인 맞춤 수업의 월 수강료. 주 2회, 3회, 4회, 주말 테스트 시간 포함.',
    'intro.meta.contact.title': '입학 상담 신청 | 보다 수학학원',
    'intro.meta.contact.description':
      '학년과 희망 선생님, 가능한 요일과 시간을 알려 주시면 상담 전화를 드립니다.',
    'intro.meta.faq.title': '자주 묻는 질문 | 보다 수학학원',
    'intro.meta.faq.description': '보다 수학학원의 수업, 수강료, 기기, 입학에 관한 답변입니다.',
  },
});
