import type { Locator, Page } from '@playwright/test';
import { expect, goTo, logOut, openDemo, pickStudent, signInAs, test, twoStudents } from './app.ts';

test.use({ locale: 'en-US' });

/*
 * Issue 20 item 7, messages: a teacher writes to two students with an attachment; a student sees
 * it bold, opens it (no longer bold, the header's unread mark clears) and replies; the teacher
 * sees the reply. On the demo build, in Chromium, English texts.
 */

const TITLE = 'Field trip on Friday';
const PDF = {
  name: 'field-trip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4 demo'),
};

/** The row of a message in the box shown, by its title. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });

/** The weight of a row's title: bold while unread. */
const titleWeight = (row: Locator) =>
  row
    .locator('[data-slot="message-title"]')
    .evaluate((title) => Number(getComputedStyle(title).fontWeight));

const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast-message"]').filter({ hasText: text });

test('a teacher writes to two students with an attachment; a student reads it, the mark clears, and the reply reaches the teacher', async ({
  page,
}) => {
  // Each screen and popup loads its modules lazily, and the machine is shared: a long story.
  test.setTimeout(150_000);
  await openDemo(page, '/demo');
  const [student, classmate] = await twoStudents(page);
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/message/send/list');

  // Two students as receivers, a title, the contents and a PDF.
  await page.getByRole('button', { name: 'Write a message', exact: true }).click();
  const compose = page.getByRole('dialog', { name: 'Write a message' });
  const send = compose.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await compose.getByRole('button', { name: 'Choose receivers', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose receivers' });
  await pickStudent(picker, student);
  await pickStudent(picker, classmate);
  await picker.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(compose.getByText(student.userName, { exact: true })).toBeVisible();
  await expect(compose.getByText(classmate.userName, { exact: true })).toBeVisible();
  await compose.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const contents = compose.getByRole('textbox', { name: 'Contents' });
  await contents.click();
  await page.keyboard.type('Bring a packed lunch and the signed form.');
  await compose.getByLabel('Choose files', { exact: true }).setInputFiles(PDF);
  await expect(compose.getByText(PDF.name)).toBeVisible();
  await send.click();
  await expect(toast(page, 'The message was sent.')).toBeVisible();
  await expect(compose).toBeHidden();
  const sent = rowOf(page, TITLE);
  await expect(sent).toContainText('0 of 2 read');

  // The student: the header's mark says unread, the message is bold.
  await logOut(page);
  await signInAs(page, student.userId);
  const unreadMark = page.getByRole('link', { name: 'Messages, unread messages' });
  await expect(unreadMark).toBeVisible();
  await unreadMark.click();
  await expect(page).toHaveURL(/\/demo\/message\/recv\/list$/);
  const received = rowOf(page, TITLE);
  await expect(received).toBeVisible();
  expect(await titleWeight(received)).toBeGreaterThanOrEqual(600);

  // Opened: the contents and the attachment; closed, no longer bold, and the mark clears.
  await received.getByRole('rowheader').click();
  const view = page.getByRole('dialog', { name: TITLE });
  await expect(view.getByText('Bring a packed lunch and the signed form.')).toBeVisible();
  await expect(view.getByRole('button', { name: `Download ${PDF.name}` })).toBeVisible();
  await view.locator('[data-slot="dialog-footer"]').getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();
  await expect.poll(() => titleWeight(rowOf(page, TITLE))).toBeLessThan(600);
  // The seed left the student one more unread message (from the operator): the mark stays until
  // that is read too.
  const stillUnread = page.getByRole('rowheader', { name: /^Unread: / });
  await expect(stillUnread).toHaveCount(1);
  await expect(unreadMark).toBeVisible();
  await stillUnread.click();
  const other = page.getByRole('dialog');
  await expect(other.getByText('From', { exact: true })).toBeVisible();
  await other.locator('[data-slot="dialog-footer"]').getByRole('button', { name: 'Close' }).click();
  await expect(stillUnread).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(unreadMark).toBeHidden();

  // The reply: "RE: ", to the teacher, fixed.
  await rowOf(page, TITLE).getByRole('rowheader').click();
  await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Reply' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  await expect(reply.getByRole('textbox', { name: 'Title' })).toHaveValue(`RE: ${TITLE}`);
  await expect(reply.getByText('A reply goes to the sender of the message.')).toBeVisible();
  await reply.getByRole('textbox', { name: 'Contents' }).click();
  await page.keyboard.type('My parents signed the form.');
  await reply.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'The message was sent.')).toBeVisible();
  await expect(reply).toBeHidden();

  // The teacher: the reply in the received box, unread; the sent message read by one of two.
  await logOut(page);
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/message/recv/list');
  const answer = rowOf(page, `RE: ${TITLE}`);
  await expect(answer).toContainText(student.userName);
  expect(await titleWeight(answer)).toBeGreaterThanOrEqual(600);
  await answer.getByRole('rowheader').click();
  await expect(
    page.getByRole('dialog', { name: `RE: ${TITLE}` }).getByText('My parents signed the form.'),
  ).toBeVisible();
  await goTo(page, '/demo/message/send/list');
  await expect(rowOf(page, TITLE)).toContainText('1 of 2 read');
});
