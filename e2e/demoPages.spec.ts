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

/**
 * issue 24 item 8: the demo panel opens each whiteboard page as the client would, signed in by
 * the app token; with no client around, the demo's stand-in lists the commands it received.
 */
test("the demo panel opens the whiteboard's pages, with a stand-in client", async ({ page }) => {
  await openDemo(page, '/demo');
  const panel = page.getByRole('list', { name: 'Whiteboard pages' });
  await expect(panel.getByRole('link')).toHaveCount(5);
  await panel.getByRole('link', { name: 'Attendees' }).click();
  await expect(page).toHaveURL(/\/wb\/attendee\?brk=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  await page.getByRole('checkbox').first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const log = page.getByText('Demo whiteboard: 1 command received');
  await log.click();
  await expect(page.getByText(/"command":"userListInfo"/)).toBeVisible();
});
