import { expect, openDemo, signIn, test } from './app.ts';

// The sign-in helper reads the English form.
test.use({ locale: 'en-US' });

test('the demo build starts its mock server before the app fetches', async ({ page }) => {
  await openDemo(page, '/');
  const reply = await page.evaluate(() =>
    fetch('/boda/open/company/loginInfo?command=LOGIN_INFO&companyId=demo').then((r) => r.json()),
  );
  expect(reply).toMatchObject({ success: true });
});

/**
 * Defect: the router was made when its module loaded, before the mock server had started, so a
 * screen opened by its address sent its first read (the route loader's) to the static host,
 * which answered 404, and the list showed an error.
 */
test('a screen opened by its address reads its first list from the mock server', async ({
  page,
}) => {
  await openDemo(page, '/demo');
  await signIn(page, 'teacher');
  await expect(page).not.toHaveURL(/\/demo$/);
  const missed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/boda/') && response.status() === 404) {
      missed.push(response.url());
    }
  });
  for (const path of ['/demo/manage/book/list', '/demo/task/list', '/demo/task/listNote']) {
    await openDemo(page, path);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
  }
  expect(missed).toEqual([]);
});
