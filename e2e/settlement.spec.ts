import { expect, goTo, openDemo, signInAs, test } from './app.ts';

/*
 * The settlement end to end (issue 21 item 8, its fee part), on the demo build's mock backend, in
 * English: a manager opens the demo teacher's last month, edits two fees and saves; the first save
 * fails (the scenario's switch fails the next fee save once), the other is saved; the failed row
 * keeps its typed value and its error until it is saved again. Last month's fees are the mock's
 * seeded year (mocks/README.md "Settlement").
 */

test.use({ locale: 'en-US' });

/** `YYYY-MM` of last month. */
function lastMonth() {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

test('a manager edits two fees; the failed save keeps its value and error until retried', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDemo(page, '/demo');
  await signInAs(page, 'admin');
  await goTo(page, `/demo/manage/amount/list?searchYm=${lastMonth()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Choose a teacher to see their settlement.')).toBeVisible();

  const teacher = page.getByRole('combobox', { name: 'Teacher' });
  await expect(teacher.locator('option', { hasText: '(teacher)' })).toHaveCount(1);
  const value = await teacher.locator('option', { hasText: '(teacher)' }).getAttribute('value');
  await teacher.selectOption(value ?? '');

  const amounts = page.getByRole('textbox', { name: /^Amount for / });
  await expect(amounts.first()).toBeVisible();
  const failing = amounts.nth(0);
  const saving = amounts.nth(1);
  const total = page.getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();

  // The next fee save fails once.
  await page.evaluate(() =>
    window.platformMocks?.scenario.forceError('logMeetFee.SAVE', 'WB-400-212', { times: 1 }),
  );
  await failing.fill('41000');
  await saving.fill('42000');
  await expect(page.getByText('2 fees changed, not saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Save fees' }).click();

  await expect(page.getByText(/1 fee was not saved/).first()).toBeVisible();
  await expect(failing).toHaveValue('41000');
  await expect(failing).toHaveAttribute('aria-invalid', 'true');
  await expect(saving).toHaveValue('42000');
  await expect(page.getByText('1 fee changed, not saved.')).toBeVisible();

  // Saved again, it goes through; both read back from the server.
  await page.getByRole('button', { name: 'Save fees' }).click();
  await expect(page.getByText('No fee changed.')).toBeVisible();
  await expect(failing).toHaveValue('41000');
  await expect(failing).not.toHaveAttribute('aria-invalid', 'true');
  await goTo(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(amounts.nth(0)).toHaveValue('41000');
  await expect(amounts.nth(1)).toHaveValue('42000');
});
