import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect, logOut, openDemo, signInAs, test, twoStudents } from './app.ts';

/*
 * Rooms and live classes end to end (issue 19 item 10), on the demo build's mock backend and its
 * fake local agent, in English. One browser context is one world: the accounts take turns in it,
 * as colleagues would on their own devices, and see the same server.
 */

test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

const ROOM = 'E2E Algebra 2';

/**
 * Adds a user in the attendee picker, which offers every user type: a common name matches more
 * rows than the virtualized tree shows, so the tree is scrolled until the user's row is drawn.
 */
async function pickAnyone(picker: Locator, user: { userName: string; userId: string }) {
  const filter = picker.getByRole('searchbox', { name: 'Filter by name or ID' });
  await filter.fill(user.userName);
  await filter.press('Enter');
  const tree = picker.getByRole('tree');
  const row = tree
    .getByRole('treeitem', { name: `${user.userName} ${user.userId} Student`, exact: true })
    .first();
  for (let step = 0; step < 40 && (await row.count()) === 0; step += 1) {
    await tree.hover();
    await picker.page().mouse.wheel(0, 240);
  }
  await row.click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    picker.getByRole('button', { name: `Remove ${user.userName}`, exact: true }),
  ).toBeVisible();
}

/** A room card of the class page. */
const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Opens a room card's menu and picks an item. */
async function cardAction(page: Page, title: string, action: string) {
  await cardOf(page, title)
    .getByRole('button', { name: `${title}: more actions` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Waits for the join flow to say the client is up, and closes its dialog. */
async function clientStarted(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Entering the class' });
  await expect(dialog.getByText('The class has opened in the classroom app.')).toBeVisible({
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const lastLaunch = (page: Page) =>
  page.evaluate(() => window.platformMocks?.agent.lastLaunch ?? null);

test('a teacher registers a room with two students and starts its class; a student joins by the code; monitoring counts them; the teacher closes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page, '/demo');
  await signInAs(page, 'teacher');
  const [student, otherStudent] = await twoStudents(page);

  // --- Register the room with two attendees. ---
  await page.getByRole('button', { name: 'Register a room' }).click();
  const form = page.getByRole('dialog', { name: 'Register a room' });
  await form.getByRole('textbox', { name: /^Room name/ }).fill(ROOM);
  // The demo institution has three class types (room templates): the first one.
  await form.getByRole('combobox', { name: /^Class type/ }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Add attendees' }).click();
  const picker = page.getByRole('dialog', { name: 'Select attendees' });
  await pickAnyone(picker, student);
  await pickAnyone(picker, otherStudent);
  await picker.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(form.getByText('2 attendees').first()).toBeVisible();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  const card = cardOf(page, ROOM);
  await expect(card.getByText('2 people')).toBeVisible();

  // --- Copy the invite link: the clipboard holds the invite page of the room's code. ---
  await cardAction(page, ROOM, 'Copy invite link');
  await expect(page.getByText('The invite link was copied.').first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const code = await page.evaluate(
    (title) => window.platformMocks?.db.rooms.find((room) => room.roomTitle === title)?.inviteCode,
    ROOM,
  );
  expect(link).toMatch(new RegExp(`/invite/\\d+/${code}$`));

  // --- The teacher starts the class through the agent. ---
  await card.getByRole('button', { name: 'Start class' }).click();
  await clientStarted(page);
  expect(await lastLaunch(page)).toMatchObject({ command: 'open', outcome: 'launched' });
  await expect(card.getByText('In class: 1 person')).toBeVisible({ timeout: 15_000 });
  await logOut(page);

  // --- A student joins by the code (pasted as the link). ---
  await signInAs(page, 'student');
  const invite = page.getByRole('region', { name: 'Join with an invite code' });
  await invite.getByRole('textbox').fill(link);
  await invite.getByRole('button', { name: 'Join', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Join ${ROOM}?` });
  await confirm.getByRole('button', { name: 'Join', exact: true }).click();
  await clientStarted(page);
  expect(await lastLaunch(page)).toMatchObject({
    command: 'join',
    room: { roomTitle: ROOM },
    user: { userName: student.userName, userType: 12 },
    outcome: 'launched',
  });
  await logOut(page);

  // --- Monitoring shows the class with both inside. ---
  await signInAs(page, 'admin');
  await page.goto('/demo/manage/monitor/list');
  const live = page.getByRole('table', { name: 'Classes running now' });
  const row = live.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ROOM }) });
  await expect(row.getByText('2 people')).toBeVisible({ timeout: 15_000 });
  await logOut(page);

  // --- The teacher closes the class; the card says it can be started again. ---
  await signInAs(page, 'teacher');
  await cardAction(page, ROOM, 'Close class');
  await page
    .getByRole('alertdialog', { name: `Close the class in ${ROOM}?` })
    .getByRole('button', { name: 'Close class' })
    .click();
  await expect(page.getByText(`The class in ${ROOM} was closed.`).first()).toBeVisible();
  await expect(cardOf(page, ROOM).getByRole('button', { name: 'Start class' })).toBeVisible({
    timeout: 15_000,
  });
});

test('a guest joins by the QR code: the saved PNG decodes to the invite link, which opens the invite page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const LIVE = '중2 수학 정규반';
  await openDemo(page, '/demo');
  await signInAs(page, 'teacher');
  await cardAction(page, LIVE, 'QR code');
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'Save as PNG' });
  await expect(save).toBeEnabled({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  const png = readFileSync(await download.path());

  // Decoded in a blank page of its own: the app's pages run no script but their own.
  const require = createRequire(import.meta.url);
  const decoderSource = readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8');
  const decoder = await context.newPage();
  await decoder.setContent('<!doctype html><title>decoder</title>');
  await decoder.addScriptTag({ content: decoderSource });
  const link = await decoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const drawing = canvas.getContext('2d');
    if (!drawing) return null;
    drawing.drawImage(image, 0, 0);
    const pixels = drawing.getImageData(0, 0, canvas.width, canvas.height);
    const read = (
      window as unknown as {
        jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
      }
    ).jsQR;
    return read(pixels.data, pixels.width, pixels.height)?.data ?? null;
  }, png.toString('base64'));
  await decoder.close();
  const code = await page.evaluate(
    (title) => window.platformMocks?.db.rooms.find((room) => room.roomTitle === title)?.inviteCode,
    LIVE,
  );
  expect(link).toMatch(new RegExp(`/invite/\\d+/${code}$`));
  await page.keyboard.press('Escape');
  await logOut(page);

  // --- The link opens the invite page; a guest joins with a nickname. ---
  await openDemo(page, new URL(link ?? '').pathname);
  await expect(page.getByRole('textbox', { name: /invite code/i })).toHaveValue(
    `${code?.slice(0, 3)}-${code?.slice(3, 6)}-${code?.slice(6)}`,
  );
  await page.getByRole('textbox', { name: 'Nickname' }).fill('QR guest');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Join this class?' })
    .getByRole('button', { name: 'Join', exact: true })
    .click();
  await expect
    .poll(() => lastLaunch(page))
    .toMatchObject({
      command: 'join',
      room: { inviteCode: code },
      user: { userName: 'QR guest' },
      outcome: 'launched',
    });
});
