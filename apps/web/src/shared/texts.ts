import { defineCatalog } from '@platform/contract';

/** The texts of what several areas share (QueryState, the drafts kept over a session end). */
export const sharedTexts = defineCatalog({
  en: {
    'query.retry': 'Try again',
    'drafts.offer': 'You were signed out while writing here. What you typed was kept: restore it?',
    'drafts.restore': 'Restore',
    'drafts.discard': 'Discard',
  },
  ko: {
    'query.retry': '다시 시도',
    'drafts.offer':
      '작성하던 중에 로그아웃되었습니다. 입력한 내용을 보관해 두었습니다. 되살릴까요?',
    'drafts.restore': '되살리기',
    'drafts.discard': '버리기',
  },
});
