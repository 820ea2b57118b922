import { defineCatalog } from '@platform/contract';

/** The texts of apps/web's whiteboard pages (foundation.md §2 /wb/*; screens.md §10). */
export const whiteboardTexts = defineCatalog({
  en: {
    'wb.page.textbook': 'Submitted homework',
    'wb.page.fileDownload': 'Class files',
    'wb.page.attendee': 'Attendees',
    'wb.page.roomBook': 'Class textbooks',
    'wb.page.youtube': 'Video',
    'wb.comingSoon.title': 'Coming in a later release',
    'wb.comingSoon.body':
      'The {page} panel of the whiteboard is not part of this release yet. You are signed in; the panel will appear here when it is released.',
    'wb.youtube.video': 'Video ID: {youtubeId}',
    'wb.error.title': 'This panel could not be opened',
    'wb.error.missing':
      'The whiteboard did not pass the session parameter (brk or p) this page needs. Close the panel and open it again from the whiteboard.',
    'wb.error.refused':
      'The whiteboard’s session could not be exchanged for a sign-in. Close the panel and open it again from the whiteboard.',
  },
  ko: {
    'wb.page.textbook': '제출된 과제',
    'wb.page.fileDownload': '수업 자료',
    'wb.page.attendee': '참여자',
    'wb.page.roomBook': '수업 교재',
    'wb.page.youtube': '동영상',
    'wb.comingSoon.title': '다음 릴리스에서 제공됩니다',
    'wb.comingSoon.body':
      '화이트보드의 {page} 패널은 아직 이번 릴리스에 포함되지 않았습니다. 로그인은 되어 있으며, 패널이 제공되면 이곳에 나타납니다.',
    'wb.youtube.video': '동영상 ID: {youtubeId}',
    'wb.error.title': '패널을 열 수 없습니다',
    'wb.error.missing':
      '화이트보드가 이 페이지에 필요한 세션 값(brk 또는 p)을 전달하지 않았습니다. 패널을 닫고 화이트보드에서 다시 열어 주세요.',
    'wb.error.refused':
      '화이트보드의 세션으로 로그인하지 못했습니다. 패널을 닫고 화이트보드에서 다시 열어 주세요.',
  },
});
