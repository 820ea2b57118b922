import { devices } from '@playwright/test';
import { expect, loginForm, openDemo, pathOf, signIn, test } from './app.ts';

test.use({ locale: 'en-US' });

const DESKTOP_LANDING = [
  ['admin', '/demo/meet/list'],
  ['operator', '/demo/meet/list'],
  ['teacher', '/demo/meet/list'],
  ['openteacher', '/demo/meet/list'],
  ['student', '/demo/meet/list'],
  ['monitor', '/demo/meet/list'],
] as const;

for (const [userId, landing] of DESKTOP_LANDING) {
  test(`${userId} signs in and lands on ${landing}`, async ({ page }) => {
    await openDemo(page, '/demo');
    await signIn(page, userId);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}

// A phone without its browser type: the suite runs in one Chromium worker.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

test.describe('on a phone', () => {
  test.use({ ...phone, locale: 'en-US' });

  test('a student lands on the homework list (flag, room category 3 and task feature on)', async ({
    page,
  }) => {
    await openDemo(page, '/demo');
    await signIn(page, 'student');
    await expect(page).toHaveURL(/\/demo\/task\/list$/);
  });

  test('a teacher still lands on the class list', async ({ page }) => {
    await openDemo(page, '/demo');
    await signIn(page, 'teacher');
    await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  });
});

test('a wrong password says so and keeps the ID', async ({ page }) => {
  await openDemo(page, '/demo');
  await signIn(page, 'teacher', 'not-the-password');
  await expect(page.getByText(/ID or password/i).first()).toBeVisible();
  await expect(loginForm(page).id).toHaveValue('teacher');
  expect(pathOf(page)).toBe('/demo');
});

test('a locked account is told to contact the administrator', async ({ page }) => {
  await openDemo(page, '/demo');
  await signIn(page, 'locked.student');
  await expect(page.getByText(/locked/i).first()).toBeVisible();
  expect(pathOf(page)).toBe('/demo');
});

test('an unknown institution goes to the root', async ({ page }) => {
  await openDemo(page, '/no-such-academy');
  await expect(page).toHaveURL(/\/$/);
});
