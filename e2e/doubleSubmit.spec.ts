import type { Locator, Page, Request } from '@playwright/test';
import { expect, goTo, loginForm, openDemo, pickStudent, signIn, test } from './app.ts';

/*
 * Double submits (issue 17 item 1), in English, on the demo build's mock server: a fast double
 * click on each create action sends its call once and makes one record. The old guard read a
 * pending flag that only changed after a re-render, so "Deploy" made two homework items (and two
 * books), the copy dialog two copies, my-info save two MODIFY_ME calls. Every submit now goes
 * through the kit's one guard (useSubmitGuard). The mock answers slowly here, so that the second
 * click lands while the first call is still running, as on a slow network.
 */

test.use({ locale: 'en-US' });

/** How long each mock answer takes while a double click is tested. */
const SLOW_MS = 600;

/** A 1x1 PNG: a real image file, with the signature the upload checks read. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The command of a call: in the query of a read, in the JSON or multipart body of a write. */
function commandOf(request: Request): string | null {
  const url = new URL(request.url());
  const inQuery = url.searchParams.get('command');
  if (inQuery) return inQuery;
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const multipart = /name="command"\r\n\r\n([A-Za-z_]+)\r\n/.exec(body);
  if (multipart) return multipart[1] ?? null;
  try {
    const parsed = JSON.parse(body) as { command?: unknown };
    return typeof parsed.command === 'string' ? parsed.command : null;
  } catch {
    return new URLSearchParams(body).get('command');
  }
}

/**
 * Counts the page's writes from now on: `count('/book', 'ADD_DEPLOY')`, or every write to a path
 * (`count('/book', 'any')`): Chromium does not hand over a multipart body that holds files.
 */
function recordWrites(page: Page) {
  const writes: { path: string; command: string | null }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') return;
    writes.push({ path: new URL(request.url()).pathname, command: commandOf(request) });
  });
  return (path: string, command: string | null = null) =>
    writes.filter(
      (write) => write.path.endsWith(path) && (command === 'any' || write.command === command),
    ).length;
}

async function slowServer(page: Page) {
  await page.evaluate((latencyMs) => window.platformMocks?.scenario.set({ latencyMs }), SLOW_MS);
}

async function signInAs(page: Page, userId: string) {
  await openDemo(page, '/demo');
  await signIn(page, userId);
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
}

/** Adds the demo student in the user picker of the deploy modal and closes it. */
async function pickDemoStudent(page: Page) {
  const picker = page.getByRole('dialog', { name: 'Choose submitters' });
  await pickStudent(picker, { userName: '박서윤', userId: 'student' });
  await picker.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(picker).toBeHidden();
}

/** How many rows of a mock table match, read in the page. */
function countIn(
  page: Page,
  table: 'tasks' | 'books' | 'users' | 'memos' | 'groups',
  match: string,
) {
  return page.evaluate(
    ({ table, match }) => {
      const db = window.platformMocks?.db;
      if (!db) return -1;
      switch (table) {
        case 'tasks':
          return db.tasks.filter((row) => row.taskName === match).length;
        case 'books':
          return db.books.filter((row) => row.bookName === match).length;
        case 'users':
          return db.users.filter((row) => row.userId === match).length;
        case 'memos':
          return db.memos.filter((row) => row.content === match).length;
        case 'groups':
          return db.groups.filter((row) => row.groupName === match).length;
      }
    },
    { table, match },
  );
}

/** Double-clicks, then waits for the dialog the click submitted to close. */
async function doubleClickAndClose(button: Locator, dialog: Locator) {
  await button.dblclick();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('sign in: a double click on Sign in signs in once', async ({ page }) => {
  await openDemo(page, '/demo');
  const writes = recordWrites(page);
  await slowServer(page);
  const form = loginForm(page);
  await form.id.fill('teacher');
  await form.password.fill('Demo#2580');
  await form.submit.dblclick();
  await expect(page).toHaveURL(/\/demo\/meet\/list$/, { timeout: 30_000 });
  expect(writes('/open/login/loginBoda')).toBe(1);
});

test('textbooks: a double click on Deploy deploys the homework once', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/manage/book/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Textbooks' })).toBeVisible();
  const menu = page.getByRole('button', { name: /: more actions$/ }).first();
  const bookName = ((await menu.getAttribute('aria-label')) ?? '').replace(/: more actions$/, '');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Deploy as homework', exact: true }).click();
  const deploy = page.getByRole('dialog', { name: 'Deploy homework' });
  const name = 'Double click deploy';
  await deploy.getByRole('textbox', { name: /^Homework name/ }).fill(name);
  await deploy.getByRole('button', { name: 'Choose submitters', exact: true }).click();
  await pickDemoStudent(page);
  const startPage = deploy.getByRole('textbox', { name: /^Start page/ });
  if (await startPage.isVisible()) await startPage.fill('1');

  const writes = recordWrites(page);
  await slowServer(page);
  await doubleClickAndClose(deploy.getByRole('button', { name: 'Deploy', exact: true }), deploy);
  await expect(page.getByText(`Homework ${name} deployed.`).first()).toBeVisible();
  // ADD_DEPLOY, whose multipart body Chromium does not show.
  expect(writes('/book', 'any'), `deploying ${bookName}`).toBe(1);
  await expect.poll(() => countIn(page, 'tasks', name)).toBe(1);
});

test('homework: a double click on Deploy makes one homework and one book from images', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/task/list');
  await page.getByRole('button', { name: 'Create homework', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create homework' });
  await create.getByRole('radio', { name: 'Images', exact: true }).check();
  await create.getByLabel('Add images', { exact: true }).setInputFiles([
    { name: 'double click page 1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'double click page 2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(create.getByText('double click page 2.png')).toBeVisible();
  await create.getByRole('button', { name: 'Next', exact: true }).click();

  const deploy = page.getByRole('dialog', { name: 'Deploy homework' });
  const name = 'double click page 1';
  await expect(deploy.getByRole('textbox', { name: /^Homework name/ })).toHaveValue(name);
  await deploy.getByRole('button', { name: 'Choose submitters', exact: true }).click();
  await pickDemoStudent(page);

  const writes = recordWrites(page);
  await slowServer(page);
  await doubleClickAndClose(deploy.getByRole('button', { name: 'Deploy', exact: true }), deploy);
  // ADD_DEPLOY with the page images, whose multipart body Chromium does not show.
  expect(writes('/book', 'any')).toBe(1);
  await expect.poll(() => countIn(page, 'tasks', name)).toBe(1);
  expect(await countIn(page, 'books', name)).toBe(1);
});

test('textbooks: a double click on Copy makes one copy', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/manage/book/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Textbooks' })).toBeVisible();
  await page
    .getByRole('button', { name: /: more actions$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Copy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Copy / });
  const copyName = 'Double click copy';
  await dialog.getByRole('textbox', { name: /^Name of the copy/ }).fill(copyName);

  const writes = recordWrites(page);
  await slowServer(page);
  await doubleClickAndClose(dialog.getByRole('button', { name: 'Copy', exact: true }), dialog);
  expect(writes('/book', 'DUP')).toBe(1);
  await expect.poll(() => countIn(page, 'books', copyName)).toBe(1);
});

test('my info: a double click on Save sends MODIFY_ME once', async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.getByRole('button', { name: /^My info/ }).click();
  const dialog = page.getByRole('dialog', { name: 'My info' });
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  await name.fill('김두번');

  const writes = recordWrites(page);
  await slowServer(page);
  await doubleClickAndClose(dialog.getByRole('button', { name: 'Save', exact: true }), dialog);
  expect(writes('/user', 'MODIFY_ME')).toBe(1);
});

/** Signs in as the demo admin and opens manage/group/list. */
async function openUsersScreen(page: Page) {
  await signInAs(page, 'admin');
  await goTo(page, '/demo/manage/group/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and groups' })).toBeVisible();
}

test('users: a double click on the register confirm registers one user', async ({ page }) => {
  test.setTimeout(120_000);
  await openUsersScreen(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register user' });
  const userId = 'dblclick01';
  await dialog.getByRole('textbox', { name: /^ID/ }).fill(userId);
  await dialog.getByRole('button', { name: 'Check ID', exact: true }).click();
  await expect(dialog.getByText('This ID is available.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('한두번');
  await dialog
    .getByLabel(/^Password/)
    .first()
    .fill('Sun#2580x');
  await dialog.getByLabel(/^Confirm password/).fill('Sun#2580x');
  await dialog.getByRole('combobox', { name: /^User type/ }).selectOption('12');
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('01055550101');

  const writes = recordWrites(page);
  await dialog.getByRole('button', { name: 'Register', exact: true }).dblclick();
  const confirm = page.getByRole('alertdialog', { name: 'Register this user?' });
  await expect(confirm).toBeVisible();
  await slowServer(page);
  await doubleClickAndClose(confirm.getByRole('button', { name: 'Register', exact: true }), dialog);
  expect(writes('/user', 'SAVE')).toBe(1);
  await expect.poll(() => countIn(page, 'users', userId)).toBe(1);
});

test('users: a double click on Add memo adds one memo', async ({ page }) => {
  test.setTimeout(120_000);
  await openUsersScreen(page);
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill('박서윤');
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'student', exact: true }) })
    .getByRole('rowheader')
    .click();
  const detail = page.getByRole('dialog', { name: 'User details' });
  await detail.getByRole('tab', { name: 'Memos' }).click();
  const memo = 'Double click memo';
  await detail.getByRole('textbox', { name: /New memo/ }).fill(memo);

  const writes = recordWrites(page);
  await slowServer(page);
  await detail.getByRole('button', { name: 'Add memo' }).dblclick();
  await expect(detail.getByRole('list', { name: 'Memos' })).toContainText(memo, {
    timeout: 30_000,
  });
  expect(writes('/memo', 'SAVE')).toBe(1);
  await expect.poll(() => countIn(page, 'memos', memo)).toBe(1);
});

test('groups: a double click on Add adds one group', async ({ page }) => {
  test.setTimeout(120_000);
  await openUsersScreen(page);
  await page.getByRole('switch', { name: 'Manage mode' }).click();
  await expect(page.getByRole('tree', { name: 'Groups and users' })).toBeVisible();
  await page.getByRole('button', { name: 'Add group', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a group' });
  const groupName = 'Double click group';
  await dialog.getByRole('textbox', { name: /^Group name/ }).fill(groupName);

  const writes = recordWrites(page);
  await slowServer(page);
  await doubleClickAndClose(dialog.getByRole('button', { name: 'Add', exact: true }), dialog);
  expect(writes('/group', 'SAVE')).toBe(1);
  await expect.poll(() => countIn(page, 'groups', groupName)).toBe(1);
});
