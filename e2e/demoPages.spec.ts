import { expect, openDemo, signIn, test } from './app.ts';

test.use({ locale: 'en-US' });

/**
 * issue 16: the help link and the client download of the demo led to hosts that do not exist.
 * The demo build serves the pages they point at itself.
 */
test("the header's help link opens the demo's own help page", async ({ page }) => {
  await openDemo(page, '/demo');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/demo\/meet\/list$/);
  const help = page.getByRole('link', { name: /^Help/ });
  await expect(help).toHaveAttribute('href', '/demo-pages/help.html');
  const [helpPage] = await Promise.all([page.context().waitForEvent('page'), help.click()]);
  await expect(helpPage.getByRole('heading', { level: 1, name: 'BODA demo help' })).toBeVisible();
});

test("the login page's app download opens the demo's page on the classroom client", async ({
  page,
}) => {
  await openDemo(page, '/demo');
  const [clientPage] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Download the app' }).click(),
  ]);
  await expect(clientPage).toHaveURL(/\/demo-pages\/classroom-client\.html#windows$/);
  await expect(
    clientPage.getByRole('heading', { level: 1, name: 'The BODA classroom client' }),
  ).toBeVisible();
});
