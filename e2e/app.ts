import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's test, with every page of the test's context watched for Content-Security-Policy
 * violations (issue 17): the built app ships a policy without inline script or eval, and a test
 * fails when anything it drives is refused by it. Every spec imports `test` from here.
 */
export const test = base.extend<{ contentSecurityGuard: undefined }>({
  contentSecurityGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // A binding survives navigations, so a violation on a page the test left is still heard.
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

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
