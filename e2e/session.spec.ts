import { expect, openDemo, pathOf, signIn, test } from './app.ts';

test.use({ locale: 'en-US' });

test('an access token that expires mid-session is renewed without the user noticing', async ({
  page,
}) => {
  await openDemo(page, '/demo');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/open/login/token')) refreshes.push(request.url());
  });
  // Every access token from now on answers 401 after three calls. Not one: a screen's calls that
  // start together all wait for the one renewal and then share the new token, and a second 401
  // after a renewal ends the session (foundation.md §8), as it should; with one call a token, the
  // test failed once on a busy CI run (2026-11-28), likely when two calls met the renewal.
  await page.evaluate(() => window.platformMocks?.scenario.set({ tokenExpiresAfterCalls: 3 }));
  await page.getByRole('link', { name: 'Class history' }).click();
  await expect(page).toHaveURL(/\/demo\/meet\/listLog$/);
  await page.getByRole('link', { name: 'Class', exact: true }).click();
  await page.getByRole('button', { name: /my info|profile/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('teacher', { exact: true })).toBeVisible();
  expect(refreshes.length).toBeGreaterThan(0);
  expect(pathOf(page)).toBe('/demo/meet/list');
});

test('emergency mode shows the banner and leaves only the class tab', async ({ page }) => {
  await openDemo(page, '/demo');
  await page.evaluate(() => window.platformMocks?.scenario.set({ emergencyMode: true }));
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  await expect(page.getByText(/disaster|emergency/i).first()).toBeVisible();
  const history = page.getByRole('button', { name: 'Class history' });
  await expect(history).toHaveAttribute('aria-disabled', 'true');
  // A disabled tab is a focusable button that explains itself when pressed (aria-disabled, so
  // Playwright's click would wait for it to be enabled): press it with the keyboard.
  await history.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: /disaster/i })).toBeVisible();
});

test('the manage area is refused to a student, who is logged out', async ({ page }) => {
  await openDemo(page, '/demo');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  await page.goto('/demo/manage/group/list');
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/meet/list');
  await expect(page).toHaveURL(/\/demo$/);
});

test('the language switch persists across a reload', async ({ page }) => {
  await openDemo(page, '/demo');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /KOR|한국어/ }).click();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

/**
 * Defect: when the session ended during a save (the refresh refused), the user landed on the
 * login page with no word of why, and what they had typed was gone. It is kept (never a
 * password) and offered back once the same user has signed in again.
 */
test('a save cut off by the session ending keeps what was typed for the same user', async ({
  page,
}) => {
  await openDemo(page, '/demo');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  await page.getByRole('button', { name: /my info|profile/i }).click();
  const myInfo = page.getByRole('dialog', { name: 'My info' });
  const name = myInfo.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  await name.fill('김새이름');

  // The next call answers 401, and the refresh token the tab holds is refused.
  await page.evaluate(() => {
    window.platformMocks?.scenario.set({ tokenExpiresAfterCalls: 1 });
    const stored = JSON.parse(localStorage.getItem('platform.session') ?? '{}');
    stored.token.refresh_token = 'refused-refresh-token';
    localStorage.setItem('platform.session', JSON.stringify(stored));
  });
  await myInfo.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(
    page.getByText(/Your session has ended\. What you were typing was kept/),
  ).toBeVisible();

  await page.evaluate(() => window.platformMocks?.scenario.set({ tokenExpiresAfterCalls: null }));
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  await page.getByRole('button', { name: /my info|profile/i }).click();
  const reopened = page.getByRole('dialog', { name: 'My info' });
  await reopened.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(reopened.getByRole('textbox', { name: /^Name/ })).toHaveValue('김새이름');
});
