import { formatDisplayDate, USER_EXCEL_COLUMNS } from '@platform/contract';
import type { Page } from '@playwright/test';
import { expect, openDemo, signIn, test } from './app.ts';

/*
 * Users and groups end to end (issue 7 item 10), in English, on the demo build's mock server:
 * a move without dragging, a memo, an overlapping unit price, an Excel registration with a
 * duplicate, and the user-view denial. Each test starts from the seed (a fresh browser context).
 */

test.use({ locale: 'en-US' });

/** The demo student (mocks/src/db/demoAccounts.ts). */
const STUDENT = { userId: 'student', userName: '박서윤' };

/** Signs in on the demo and opens manage/group/list. */
async function openUsersScreen(page: Page, userId: string) {
  await openDemo(page, '/demo');
  await signIn(page, userId);
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  await page.goto('/demo/manage/group/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and groups' })).toBeVisible();
}

/** Finds a user in the manage-mode list by name and opens the user detail modal from its row. */
async function openUserDetail(page: Page, { userId, userName }: typeof STUDENT) {
  // By name: many IDs contain "student", and the list's first page is the newest 30.
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill(userName);
  const table = page.getByRole('table', { name: 'Users' });
  // The seed holds namesakes and IDs that contain this one: the row whose ID cell is exactly it.
  await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: userId, exact: true }) })
    .getByRole('rowheader')
    .click();
  return page.getByRole('dialog', { name: 'User details' });
}

/** Today in the browser's (and this machine's) local time, as a date input takes it. */
function todayText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real .xlsx (exceljs): a header row, then one user a row in the contract's column order. */
async function workbook(rows: readonly (readonly string[])[]): Promise<Buffer> {
  type ExcelModule = typeof import('exceljs');
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  const { Workbook } = module.default ?? module;
  const book = new Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(USER_EXCEL_COLUMNS.map(({ header }) => header));
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an admin moves a student to another group without dragging', async ({ page }) => {
  await openUsersScreen(page, 'admin');
  // Any other group of the institution will do: read one from the demo's mock database.
  const before = await page.evaluate((userId) => {
    const db = window.platformMocks?.db;
    const user = db?.users.find((candidate) => candidate.userId === userId);
    const target = db?.groups.find(
      (group) => group.companyIdx === user?.companyIdx && group.groupIdx !== user?.groupIdx,
    );
    return { to: target?.groupIdx };
  }, STUDENT.userId);
  expect(before.to).toBeDefined();

  // Out of manage mode: the tree, filtered to the student.
  await page.getByRole('switch', { name: 'Manage mode' }).click();
  const tree = page.getByRole('tree', { name: 'Groups and users' });
  await expect(tree).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter by name or ID' }).fill(STUDENT.userName);
  // The seed holds namesakes: the row of this ID (a user row reads name, ID, type).
  const row = tree.getByRole('treeitem', {
    name: `${STUDENT.userName} ${STUDENT.userId} Student`,
    exact: true,
  });
  // The context menu by keyboard (Shift+F10), then "Move to…": no pointer drag anywhere.
  await row.click();
  await page.keyboard.press('Shift+F10');
  await page
    .getByRole('menu', { name: `Actions for ${STUDENT.userName}` })
    .getByRole('menuitem', { name: 'Move to…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Move to another group' });
  await dialog.getByRole('combobox', { name: /Target group/ }).selectOption(String(before.to));
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Moved: 1 user, 0 groups.',
  );

  await expect
    .poll(() =>
      page.evaluate(
        (userId) => window.platformMocks?.db.users.find((user) => user.userId === userId)?.groupIdx,
        STUDENT.userId,
      ),
    )
    .toBe(before.to);
});

test('an admin adds a memo to a user', async ({ page }) => {
  await openUsersScreen(page, 'admin');
  const detail = await openUserDetail(page, STUDENT);
  await detail.getByRole('tab', { name: 'Memos' }).click();
  const memo = '학부모 상담 예정 (parent meeting on Friday)';
  await detail.getByRole('textbox', { name: /New memo/ }).fill(memo);
  await detail.getByRole('button', { name: 'Add memo' }).click();
  await expect(detail.getByRole('list', { name: 'Memos' })).toContainText(memo);
  await expect
    .poll(() =>
      page.evaluate(
        (content) => window.platformMocks?.db.memos.some((row) => row.content === content),
        memo,
      ),
    )
    .toBe(true);
});

test('an overlapping unit price is refused with the overlap dialog', async ({ page }) => {
  await openUsersScreen(page, 'admin');
  // The seed gives the demo student an open-ended price for a classroom (mocks/src/db/areas/prices.ts).
  const existing = await page.evaluate((userId) => {
    const db = window.platformMocks?.db;
    const student = db?.users.find((user) => user.userId === userId);
    const price = db?.prices.find((row) => row.userIdx === student?.userIdx && !row.endDate);
    const room = db?.rooms.find((row) => row.roomCode === price?.roomCode);
    return price && { startDate: price.startDate, roomTitle: room?.roomTitle ?? null };
  }, STUDENT.userId);
  expect(existing?.roomTitle).toBeTruthy();

  const detail = await openUserDetail(page, STUDENT);
  await detail.getByRole('tab', { name: 'Unit prices' }).click();
  await detail.getByRole('button', { name: 'Add unit price' }).click();
  // A price for every classroom from today overlaps the open-ended one.
  const form = page.getByRole('dialog', { name: 'New unit price' });
  await form.getByRole('textbox', { name: /Unit price/ }).fill('45000');
  await form.getByLabel(/Start date/).fill(todayText());
  await form.getByRole('button', { name: 'Save' }).click();

  const overlap = page.getByRole('alertdialog', { name: 'Unit price periods overlap' });
  await expect(overlap).toBeVisible();
  await expect(overlap).toContainText('The period overlaps another unit price.');
  // The dialog names the classroom and the period of the price it overlaps.
  const start = formatDisplayDate(existing?.startDate, new Date());
  await expect(overlap).toContainText(`${existing?.roomTitle}: ${start} ~ no end`);
  await overlap.getByRole('button', { name: 'OK' }).click();
  await expect(overlap).toBeHidden();
  // Nothing was saved, and the form keeps what was typed.
  await expect(form.getByRole('textbox', { name: /Unit price/ })).toHaveValue('45000');
  // (The seed's own prices of other students may be 45,000 too: only this student's count.)
  const saved = await page.evaluate((userId) => {
    const db = window.platformMocks?.db;
    const student = db?.users.find((user) => user.userId === userId);
    return db?.prices.filter((row) => row.userIdx === student?.userIdx && row.price === 45000)
      .length;
  }, STUDENT.userId);
  expect(saved).toBe(0);
});

test('an Excel registration skips a duplicate ID and reports it', async ({ page }) => {
  await openUsersScreen(page, 'admin');
  await page.getByRole('button', { name: 'Register from Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register users from Excel' });
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeDisabled();

  const file = await workbook([
    ['e2e.hana', '한하나', 'Sample#2580', '01055556666', '', 'hana@example.com'],
    // The demo student: already registered.
    [STUDENT.userId, STUDENT.userName, 'Sample#2580', '01055556667', '', ''],
  ]);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({
    name: '신입생.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(dialog).toContainText('신입생.xlsx');
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(dialog.getByRole('heading', { name: 'Added: 1 · Skipped: 1' })).toBeVisible();
  const skipped = dialog.getByRole('table', { name: 'Skipped rows' });
  await expect(skipped.getByRole('row')).toHaveCount(2);
  await expect(skipped.getByRole('row').nth(1)).toContainText(
    `3${STUDENT.userId}IDThis ID is already registered.`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The new user is in the list under its Korean name.
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill('e2e.hana');
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('rowheader', { name: '한하나' }),
  ).toBeVisible();
});

test('an account without the user-view permission is refused the user detail', async ({ page }) => {
  // A monitor reaches the management site but holds no user-view permission.
  await openUsersScreen(page, 'monitor');
  const detail = await openUserDetail(page, STUDENT);
  await expect(detail).toContainText('You do not have permission to view user information.');
  await expect(detail.getByRole('tab', { name: 'Memos' })).toHaveCount(0);
});
