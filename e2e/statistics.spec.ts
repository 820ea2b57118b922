import { expect, goTo, openDemo, signInAs, test } from './app.ts';

/*
 * Statistics end to end (issue 22 item 7), on the demo build's mock backend, in English: a manager
 * opens entry statistics, moves to last month, chooses a day, and follows one of the people who
 * entered that day to the entry log, which opens searched for exactly that person and day and
 * lists their entries. The figures of last month come from the mock's seeded year of usage, whose
 * classes are class logs like any other (mocks/README.md "Statistics").
 */

test.use({ locale: 'en-US' });

/** `YYYY-MM-DD` of a local date. */
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test('a manager follows a day of last month to the entry log of one person', async ({ page }) => {
  // The chart's chunk and the mock's year of usage load on a shared machine: a long story.
  test.setTimeout(240_000);
  await openDemo(page, '/demo');
  await signInAs(page, 'admin');
  await goTo(page, '/demo/manage/statistic/join/view');
  await expect(page.getByRole('heading', { level: 1, name: 'Entry statistics' })).toBeVisible();

  await page.getByRole('button', { name: 'Previous month', exact: true }).click();
  const now = new Date();
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const month = day(lastMonth).slice(0, 7);
  await expect(page).toHaveURL(new RegExp(`searchYm=${month}`));

  // A weekday of the middle of last month: the seeded academy is closed on Sundays.
  let chosen = new Date(lastMonth.getFullYear(), lastMonth.getMonth(), 14);
  if (chosen.getDay() === 0) chosen = new Date(chosen.getFullYear(), chosen.getMonth(), 15);
  const key = day(chosen);
  const label = `${key.slice(5, 7)}.${key.slice(8, 10)}`;
  await page
    .getByRole('toolbar', { name: 'Entries per day, by day' })
    .getByRole('button', { name: new RegExp(`^${label.replace('.', '\\.')}:`) })
    .click();

  const users = page.getByRole('table', { name: `Users on ${label}`, exact: true });
  await expect(users).toBeVisible();
  const link = users.getByRole('link').first();
  await expect(link).toBeVisible();
  const name = (await link.textContent()) ?? '';
  const userId =
    (await link.locator('xpath=ancestor::tr').getByRole('cell').first().textContent()) ?? '';
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Entry log' })).toBeVisible();
  const target = new URL(page.url());
  expect(target.pathname).toBe('/demo/manage/log/joinLog/list');
  expect(Object.fromEntries(target.searchParams)).toEqual({
    searchStartDate: key,
    searchEndDate: key,
    searchFilter: 'userId',
    searchKeyword: userId,
    searchMatch: 'true',
  });
  await expect(page.getByRole('radio', { name: 'Attendee ID' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(userId);
  const log = page.getByRole('table', { name: 'Entries and exits' });
  await expect(log.getByRole('rowheader').first()).toBeVisible();
  const rows = log.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(rows.nth(index)).toContainText(name);
    await expect(rows.nth(index)).toContainText(userId);
    // Entered on that day (the short date form of the current year, or YY.MM.DD in January).
    await expect(rows.nth(index)).toContainText(label);
  }
});
