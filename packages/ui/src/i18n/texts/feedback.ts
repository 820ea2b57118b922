import { defineCatalog } from '@platform/contract';

/**
 * Texts of the feedback components. `empty.*` are the empty states screens.md §8 names for each
 * list ("no results, no memos, no unit prices, no book index, no note image, no homework"); the
 * wording is ours. `banner.disasterMode` is the banner of screens.md §2.5.
 */
export const feedbackTexts = defineCatalog({
  en: {
    'empty.noResults.title': 'No results',
    'empty.noResults.description': 'Try other words or fewer filters.',
    'empty.noMemos.title': 'No memos yet',
    'empty.noMemos.description': 'Memos written about this user appear here.',
    'empty.noUnitPrices.title': 'No unit prices',
    'empty.noUnitPrices.description': 'Add a unit price to set the fee for a class period.',
    'empty.noBookIndex.title': 'No book index',
    'empty.noBookIndex.description': 'Add index entries to move through the book by chapter.',
    'empty.noNoteImage.title': 'No note image',
    'empty.noNoteImage.description': 'The image of this note could not be found.',
    'empty.noHomework.title': 'No homework',
    'empty.noHomework.description': 'Homework given to you appears here.',
    'skeleton.loading': 'Loading content',
    'spinner.loading': 'Loading',
    'tone.info': 'Information',
    'tone.success': 'Success',
    'tone.warning': 'Warning',
    'tone.danger': 'Error',
    'banner.dismiss': 'Dismiss',
    'banner.disasterMode':
      'Disaster mode is on. Only classes can be used until disaster mode ends.',
    'badge.unread': '{count, number} unread',
    'badge.unreadDot': 'Unread',
    'badge.overflow': '{max}+',
  },
  ko: {
    'empty.noResults.title': '검색 결과가 없습니다',
    'empty.noResults.description': '다른 검색어를 입력하거나 필터를 줄여 보세요.',
    'empty.noMemos.title': '메모가 없습니다',
    'empty.noMemos.description': '이 사용자에 대해 작성한 메모가 여기에 표시됩니다.',
    'empty.noUnitPrices.title': '등록된 단가가 없습니다',
    'empty.noUnitPrices.description': '단가를 추가해 수업 기간별 수업료를 정하세요.',
    'empty.noBookIndex.title': '교재 목차가 없습니다',
    'empty.noBookIndex.description': '목차를 추가하면 단원별로 교재를 넘겨 볼 수 있습니다.',
    'empty.noNoteImage.title': '노트 이미지가 없습니다',
    'empty.noNoteImage.description': '이 노트의 이미지를 찾을 수 없습니다.',
    'empty.noHomework.title': '과제가 없습니다',
    'empty.noHomework.description': '받은 과제가 여기에 표시됩니다.',
    'skeleton.loading': '내용을 불러오는 중',
    'spinner.loading': '불러오는 중',
    'tone.info': '안내',
    'tone.success': '성공',
    'tone.warning': '주의',
    'tone.danger': '오류',
    'banner.dismiss': '닫기',
    'banner.disasterMode':
      '재난 모드가 켜져 있습니다. 재난 모드가 끝날 때까지 수업만 이용할 수 있습니다.',
    'badge.unread': '읽지 않음 {count, number}개',
    'badge.unreadDot': '읽지 않음',
    'badge.overflow': '{max}+',
  },
});
