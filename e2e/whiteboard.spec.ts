import { NOTE_ADD_TYPE, WHITEBOARD_COMMAND, type WhiteboardMessage } from '@platform/contract';
import { DEMO_WHITEBOARD } from '@platform/mocks/demo-accounts';
import type { Page } from '@playwright/test';
import { expect, openDemo, test } from './app.ts';
import { findLayoutProblems } from './phoneLayout.ts';

/*
 * The whiteboard's pages as the native client opens them (issue 24 item 10): the address with
 * brk (the session token) and the data JSON, inside a client that offers WebView2's
 * chrome.webview. The stand-in below is that object: it records each command the page sends and
 * answers yes, as the client would, so each test reads what the client received.
 */

type Received = WhiteboardMessage[];

async function asClient(page: Page) {
  await page.addInitScript(() => {
    const received: unknown[] = [];
    const listeners = new Set<(event: { data: unknown }) => void>();
    Object.assign(window, {
      __received: received,
      chrome: {
        webview: {
          postMessage(message: { requestId: string; command: string }) {
            received.push(message);
            setTimeout(() => {
              for (const listener of listeners) {
                listener({
                  data: { requestId: message.requestId, command: message.command, success: true },
                });
              }
            }, 0);
          },
          addEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
            listeners.add(listener),
          removeEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
            listeners.delete(listener),
        },
      },
    });
  });
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { __received: Received }).__received);

const commands = async (page: Page, command: string) =>
  (await received(page)).filter((message) => message.command === command);

/** The address the client opens, in Korean unless said otherwise. */
function pageAddress(path: string, data: Record<string, string | number> = {}) {
  const query = new URLSearchParams({ brk: DEMO_WHITEBOARD.token });
  query.set('data', JSON.stringify({ Lng: 'ko', ...data }));
  return `/wb/${path}?${query}`;
}

const ROOM = DEMO_WHITEBOARD.roomCode;

/** A toast saying `text` (the live region repeats it for screen readers). */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-message"]').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await asClient(page);
});

test('the client picks two attendees and receives their ids, names and institution', async ({
  page,
}) => {
  await openDemo(page, pageAddress('attendee', { Rcd: ROOM, Multi: 1 }));
  await expect(page.getByRole('heading', { level: 1, name: '참여자' })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(toast(page, '참여자 2명을 화이트보드에 보냈습니다')).toBeVisible();
  const [sent] = await commands(page, WHITEBOARD_COMMAND.USER_LIST_INFO);
  const users = sent && 'userList' in sent ? sent.userList : [];
  expect(users).toHaveLength(2);
  for (const user of users) {
    expect(user).toEqual({
      userId: expect.any(String),
      userIdx: expect.any(Number),
      userName: expect.any(String),
      companyIdx: expect.any(Number),
    });
  }
});

test('the client loads pages 5-9 of a room book, which become its last-read range', async ({
  page,
}) => {
  await openDemo(page, pageAddress('roomBook', { Rcd: ROOM }));
  await expect(page.getByText('마지막으로 읽은 범위: 3쪽부터 5쪽까지')).toBeVisible();
  await page.getByRole('button', { name: '페이지 선택' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/시작 페이지/).fill('5');
  await dialog.getByLabel(/끝 페이지/).fill('9');
  await dialog.getByRole('button', { name: '화이트보드에 열기' }).click();
  await expect(toast(page, '5쪽부터 9쪽까지 화이트보드에 불러옵니다')).toBeVisible();
  const [load] = await commands(page, WHITEBOARD_COMMAND.LOAD_NOTE);
  expect(load).toMatchObject({ addType: NOTE_ADD_TYPE.BOOK_PAGES, pageStart: 5, pageEnd: 9 });
  expect(load && 'bookPageUrl' in load ? load.bookPageUrl : []).toHaveLength(5);
  await expect(page.getByText('마지막으로 읽은 범위: 5쪽부터 9쪽까지')).toBeVisible();
});

test('the client starts a wrong-answer rewrite of a submitted homework', async ({ page }) => {
  await openDemo(page, pageAddress('textbook'));
  const table = page.getByRole('table', { name: '제출된 과제' });
  const write = table.getByRole('button', { name: /오답 쓰기$/ }).and(page.locator(':enabled'));
  await expect(write.first()).toBeVisible();
  const label = (await write.first().getAttribute('aria-label')) ?? '';
  await write.first().click();
  await expect(toast(page, /의 오답을 화이트보드에 불러옵니다/)).toBeVisible();
  const [load] = await commands(page, WHITEBOARD_COMMAND.LOAD_NOTE);
  expect(load).toMatchObject({
    addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE,
    noteIdx: expect.any(Number),
    companyIdx: expect.any(Number),
  });
  expect(label).toMatch(/ 오답 쓰기$/);
});

test('a reference file is uploaded in class and deleted by its uploader', async ({ page }) => {
  await openDemo(page, pageAddress('fileDownload', { RCd: ROOM, AuF: 1 }));
  await expect(page.getByText('일차함수 개념 정리.pdf')).toBeVisible();
  await page.getByLabel('파일 선택').setInputFiles({
    name: '판서 자료.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(toast(page, '파일 1개를 올렸습니다')).toBeVisible();
  await expect(page.getByText('판서 자료.pdf')).toBeVisible();
  // The student's photo has no delete for the teacher.
  await expect(page.getByRole('button', { name: '질문 사진.png 삭제' })).toHaveCount(0);
  await page.getByRole('button', { name: '판서 자료.pdf 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('판서 자료.pdf', { exact: true })).toHaveCount(0);
  // Reload: the server has forgotten it too.
  await page.reload();
  await expect(page.getByText('일차함수 개념 정리.pdf')).toBeVisible();
  await expect(page.getByText('판서 자료.pdf', { exact: true })).toHaveCount(0);
});

test('the video plays full-screen through the privacy-enhanced host, stubbed', async ({ page }) => {
  const asked: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>embed stub</title>' });
  });
  await openDemo(page, pageAddress('youtube/M7lc1UVf-VE'));
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const url = new URL(asked[0] ?? '');
  expect(url.pathname).toBe('/embed/M7lc1UVf-VE');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    autoplay: '1',
    mute: '1',
    controls: '0',
  });
  const box = await frame.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()?.width });
});

test('the pages speak the language Lng names, whatever the browser speaks', async ({ page }) => {
  const query = new URLSearchParams({ brk: DEMO_WHITEBOARD.token });
  query.set('data', JSON.stringify({ Lng: 'en', Rcd: ROOM }));
  await openDemo(page, `/wb/attendee?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const width of [360, 1024]) {
  test(`every page fits a ${width} px whiteboard window, with touch targets`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 720 },
      hasTouch: true,
      locale: 'ko-KR',
    });
    const page = await context.newPage();
    await asClient(page);
    const problems: string[] = [];
    for (const [path, data] of [
      ['textbook', {}],
      ['attendee', { Rcd: ROOM, Multi: 1 }],
      ['fileDownload', { RCd: ROOM, AuF: 1 }],
      ['roomBook', { Rcd: ROOM }],
    ] as const) {
      await openDemo(page, pageAddress(path, data));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('[data-slot="spinner"], [aria-busy="true"]')).toHaveCount(0);
      for (const problem of await findLayoutProblems(page)) {
        problems.push(`${path}: ${problem.kind} ${problem.what} ${problem.detail}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
