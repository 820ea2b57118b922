import { defineCatalog } from '@platform/contract';

/**
 * The FAQ page, /intro/help/faq (screens.md §2.1): its frame only. The questions and answers are
 * the static FAQ files of apps/web/public/intro/faq (one per language). assumed: every wording.
 */
export const faqTexts = defineCatalog({
  en: {
    'intro.faq.title': 'Frequently asked questions',
    'intro.faq.lead':
      'Answers about our classes, fees, devices and admission. Choose a topic, then a question to read its answer.',
    'intro.faq.categories': 'Topics',
    'intro.faq.all': 'All',
    'intro.faq.questions': 'Questions',
    'intro.faq.loading': 'Loading the questions…',
    'intro.faq.failed': 'The questions could not be loaded.',
    'intro.faq.retry': 'Try again',
    'intro.faq.empty': 'There are no questions yet.',
    'intro.faq.emptyCategory': 'There are no questions on this topic yet.',
    'intro.faq.link': 'Link to this question',
    'intro.faq.copyLink': 'Copy the link',
    'intro.faq.copied': 'The link has been copied.',
    'intro.faq.copyFailed': 'The link could not be copied. Copy it from the link above.',
    'intro.faq.more': 'Your question is not here?',
    'intro.faq.contact': 'Ask us on the enquiry form',
  },
  ko: {
    'intro.faq.title': '자주 묻는 질문',
    'intro.faq.lead':
      '수업, 수강료, 기기, 입학에 대한 답을 모았습니다. 주제를 고른 다음 질문을 누르면 답이 열립니다.',
    'intro.faq.categories': '주제',
    'intro.faq.all': '전체',
    'intro.faq.questions': '질문 목록',
    'intro.faq.loading': '질문을 불러오는 중입니다…',
    'intro.faq.failed': '질문을 불러오지 못했습니다.',
    'intro.faq.retry': '다시 시도',
    'intro.faq.empty': '아직 등록된 질문이 없습니다.',
    'intro.faq.emptyCategory': '이 주제에는 아직 질문이 없습니다.',
    'intro.faq.link': '이 질문 링크',
    'intro.faq.copyLink': '링크 복사',
    'intro.faq.copied': '링크를 복사했습니다.',
    'intro.faq.copyFailed': '링크를 복사하지 못했습니다. 위의 링크를 직접 복사해 주세요.',
    'intro.faq.more': '찾는 질문이 없나요?',
    'intro.faq.contact': '상담 신청서로 문의하기',
  },
});
