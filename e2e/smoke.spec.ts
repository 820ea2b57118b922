import { expect, test } from '@playwright/test';
import { openDemo } from './app.ts';

test('the demo build starts its mock server before the app fetches', async ({ page }) => {
  await openDemo(page, '/');
  const reply = await page.evaluate(() =>
    fetch('/boda/open/company/loginInfo?command=LOGIN_INFO&companyId=demo').then((r) => r.json()),
  );
  expect(reply).toMatchObject({ success: true });
});
