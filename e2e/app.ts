import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2580';

/** Opens a page of the demo and waits until its mock server runs (the app mounted after it). */
export async function openDemo(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => Boolean(window.platformMocks));
}

/** The ID/password form of the company login page (English texts). */
export function loginForm(page: Page) {
  return {
    id: page.getByRole('textbox', { name: 'ID', exact: true }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/** Signs in on the company login page with the ID/password form. */
export async function signIn(page: Page, userId: string, password = DEMO_PASSWORD) {
  const form = loginForm(page);
  await form.id.fill(userId);
  await form.password.fill(password);
  await form.submit.click();
}

/** The path of the page, without query. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

export { expect };
