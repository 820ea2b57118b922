import { defineCatalog } from '@platform/contract';

/**
 * The texts of the client launch modal (screens.md §4 join flow, §8): checking for the classroom
 * app, starting it, the install offer, and what opened (a class, a homework, a note to rewrite).
 * The invite page, homework and notes use it.
 */
export const clientLaunchTexts = defineCatalog({
  en: {
    'invite.client.title': 'Entering the class',
    'invite.client.installTitle': 'Install the classroom app',
    'invite.client.checking': 'Checking for the classroom app',
    'invite.client.processing': 'Starting the classroom app. This takes about {seconds} seconds.',
    'invite.client.done': 'The class has opened in the classroom app.',
    'invite.client.notInstalled':
      'The classroom app is not installed or not connected. Install it, then join.',
    'invite.client.install': 'Install',
    'invite.client.joinIfInstalled': 'Installed? Join',
    'invite.client.openOnWeb': 'Open on the web',
    'invite.client.cancel': 'Cancel',
    'invite.client.close': 'OK',
    'clientLaunch.homework.title': 'Opening the homework',
    'clientLaunch.homework.done': 'The homework has opened in the classroom app.',
    'clientLaunch.rewrite.title': 'Rewriting wrong answers',
    'clientLaunch.rewrite.done': 'The note has opened in the classroom app for rewriting.',
    'clientLaunch.notInstalledOpen':
      'The classroom app is not installed or not connected. Install it, then open it again.',
    'clientLaunch.openIfInstalled': 'Installed? Open',
  },
  ko: {
    'invite.client.title': '수업 입장',
    'invite.client.installTitle': '수업 프로그램 설치',
    'invite.client.checking': '설치된 수업 프로그램을 확인하는 중',
    'invite.client.processing': '수업 프로그램을 실행하는 중입니다. {seconds}초쯤 걸립니다.',
    'invite.client.done': '수업 프로그램에서 수업이 열렸습니다.',
    'invite.client.notInstalled':
      '수업 프로그램이 설치되어 있지 않거나 연결되지 않았습니다. 설치한 뒤 참여하세요.',
    'invite.client.install': '설치하기',
    'invite.client.joinIfInstalled': '설치했으면 참여',
    'invite.client.openOnWeb': '웹에서 열기',
    'invite.client.cancel': '취소',
    'invite.client.close': '확인',
    'clientLaunch.homework.title': '과제 열기',
    'clientLaunch.homework.done': '수업 프로그램에서 과제가 열렸습니다.',
    'clientLaunch.rewrite.title': '오답 다시 쓰기',
    'clientLaunch.rewrite.done': '수업 프로그램에서 오답 다시 쓰기가 열렸습니다.',
    'clientLaunch.notInstalledOpen':
      '수업 프로그램이 설치되어 있지 않거나 연결되지 않았습니다. 설치한 뒤 다시 여세요.',
    'clientLaunch.openIfInstalled': '설치했으면 열기',
  },
});
