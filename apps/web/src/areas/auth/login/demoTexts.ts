import { defineCatalog } from '@platform/contract';

/**
 * The texts of the demo panel's whiteboard links (issue 24 item 8): registered by the panel's
 * chunk, which only the demo loads, so the production login page carries none of them.
 */
export const demoPanelTexts = defineCatalog({
  en: {
    'login.demoWhiteboard': 'Whiteboard pages',
    'login.demoWhiteboardHint':
      'The pages the classroom client opens inside its whiteboard, signed in as the demo teacher; commands meant for the client go to a stand-in that lists them.',
    'login.demoWhiteboard.textbook': 'Submitted homework',
    'login.demoWhiteboard.attendee': 'Attendees',
    'login.demoWhiteboard.fileDownload': 'Class files',
    'login.demoWhiteboard.roomBook': 'Class textbooks',
    'login.demoWhiteboard.youtube': 'Video',
  },
  ko: {
    'login.demoWhiteboard': '화이트보드 페이지',
    'login.demoWhiteboardHint':
      '수업 프로그램이 화이트보드 안에서 여는 페이지입니다. 데모 선생님으로 로그인되며, 프로그램에 보내는 명령은 이를 대신 받아 보여 주는 데모 화이트보드로 갑니다.',
    'login.demoWhiteboard.textbook': '제출된 과제',
    'login.demoWhiteboard.attendee': '참여자',
    'login.demoWhiteboard.fileDownload': '수업 자료',
    'login.demoWhiteboard.roomBook': '수업 교재',
    'login.demoWhiteboard.youtube': '동영상',
  },
});
