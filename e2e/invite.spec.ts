import { expect, openDemo, test } from './app.ts';

test.use({ locale: 'en-US' });

/** The running class of the demo institution (mocks/src/db/areas/rooms.ts DEMO_INVITE.running). */
const RUNNING_CLASS_CODE = '482915736';

test('a guest joins a class by invite code and the local agent records the launch', async ({
  page,
}) => {
  await openDemo(page, `/invite/demo/${RUNNING_CLASS_CODE}`);
  await expect(page.getByRole('textbox', { name: /invite code/i })).toHaveValue('482-915-736');
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Visiting parent');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Join this class?' });
  await confirm.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Entering the class' })).toBeVisible();

  // The fake agent of the demo's mock backend records the launch command, room and user.
  await expect
    .poll(() => page.evaluate(() => window.platformMocks?.agent.lastLaunch ?? null))
    .toMatchObject({
      command: 'join',
      room: { inviteCode: RUNNING_CLASS_CODE },
      user: { userName: 'Visiting parent', userType: 12 },
      language: 'en',
      outcome: 'launched',
    });
});
