import { LOCAL_SETTING_KEY } from '@platform/contract';
import type { Page } from '@playwright/test';
import { expect, goTo, logOut, openDemo, signInAs, test } from './app.ts';

test.use({ locale: 'en-US' });

/*
 * Issue 20 item 7, notices: an admin publishes a notice with an image pasted into the editor; a
 * student sees it as a popup on signing in, hides it for good, and it stays hidden after a
 * reload. On the demo build, in Chromium, English texts.
 */

const TITLE = 'Library closed for inventory';
/** A seeded notice published now (mocks/src/db/areas/boards.ts): shown again after the reload. */
const SEEDED = '2학기 수강 신청 안내';

/** Pastes a 1600 x 800 PNG into the focused writing area, as a paste from the clipboard does. */
async function pasteImage(page: Page) {
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1d6fd6';
    context.fillRect(0, 0, 1600, 800);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made as Blob), 'image/png'),
    );
    const data = new DataTransfer();
    data.items.add(new File([blob], 'map.png', { type: 'image/png' }));
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
}

/** The popups have shown the notices (each popup is a dialog named by its notice). */
const popup = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('an admin publishes a notice with a pasted image; a student hides its popup for good, and it stays hidden after a reload', async ({
  page,
}) => {
  // Each screen and popup loads its modules lazily, and the machine is shared: a long story.
  test.setTimeout(150_000);
  await openDemo(page, '/demo');
  await signInAs(page, 'admin');
  await goTo(page, '/demo/manage/notice/list');

  await page.getByRole('button', { name: 'Write a notice', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Write a notice' });
  await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The library is closed on Monday. The floor plan:');
  await pasteImage(page);
  // Downscaled in the browser to 1000 px wide, stored as a JPEG data URL.
  const pasted = form.locator('[contenteditable="true"] img');
  await expect(pasted).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await pasted.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1000);
  // Published from today for a week (the form's default period).
  await form.getByRole('switch', { name: 'Use a publishing period' }).click();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.locator('[data-slot="toast-message"]').filter({ hasText: `${TITLE} registered.` }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(TITLE) })).toBeVisible();

  // The specs hide the seeded notices (app.ts); one is shown again here, to see the popups load.
  await page.evaluate(
    ({ key, seeded }) => {
      const notices = window.platformMocks?.db.boards ?? [];
      const keep = new Set(notices.filter((post) => post.title === seeded).map((p) => p.boardIdx));
      const hidden = JSON.parse(localStorage.getItem(key) ?? '[]') as { boardIdx: number }[];
      localStorage.setItem(key, JSON.stringify(hidden.filter((e) => !keep.has(e.boardIdx))));
    },
    { key: LOCAL_SETTING_KEY.NOTICE_HIDE, seeded: SEEDED },
  );
  await logOut(page);
  await signInAs(page, 'student');

  // The new notice in front, its image through the viewer; hidden for good.
  const front = popup(page, TITLE);
  await expect(front.getByText('Notice 1 of 2')).toBeVisible();
  await expect(front.getByText('The library is closed on Monday. The floor plan:')).toBeVisible();
  await expect(front.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await front.getByRole('button', { name: 'Do not show again' }).click();
  await expect(front).toBeHidden();
  // The next only closed: it comes again next time.
  const next = popup(page, SEEDED);
  await expect(next.getByText('Notice 2 of 2')).toBeVisible();
  await next.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(next).toBeHidden();

  // Reloaded: the popups load again; the hidden notice does not come back.
  await page.evaluate(() => window.platformMocks?.flushDemoDatabase());
  await page.reload();
  await page.waitForFunction(() => Boolean(window.platformMocks));
  const again = popup(page, SEEDED);
  await expect(again.getByText('Notice 1 of 1')).toBeVisible();
  await expect(popup(page, TITLE)).toHaveCount(0);
  await again.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(popup(page, TITLE)).toHaveCount(0);
});
