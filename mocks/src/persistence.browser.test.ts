import { afterAll, describe, expect, it } from 'vitest';
import { startDemoWorker } from './browser.ts';
import { createDb, DEMO_PASSWORD, db, replaceDb } from './db/index.ts';
import { flushDemoDatabase, loadDemoDatabase, resetDemoDatabase } from './persistence.ts';
import { callEndpoint } from './server/callEndpoint.ts';

// In Chromium: the service worker answers, and the demo database lives in the real IndexedDB.
// Not in the unit project (Node has neither); run with a browser project.
describe('the demo worker in a browser', () => {
  let stop = () => {};
  afterAll(async () => {
    await resetDemoDatabase();
    stop();
  });

  it('answers through the service worker and keeps a change across a reload', async () => {
    const worker = await startDemoWorker();
    stop = () => worker.stop();
    const signedIn = await callEndpoint<{ result: { token: { access_token: string } } }>(
      'openLogin.loginBoda',
      { fields: { companyId: 'demo', username: 'teacher', password: DEMO_PASSWORD } },
    );
    const token = signedIn.body.result.token;
    const renamed = await callEndpoint('user.MODIFY_ME', {
      accessToken: token.access_token,
      fields: { userName: '김민지별' },
    });
    expect(renamed.status).toBe(200);
    await flushDemoDatabase();
    replaceDb(createDb());
    expect(await loadDemoDatabase()).toBe(true);
    expect(db.users.find((user) => user.userId === 'teacher')?.userName).toBe('김민지별');
  });
});
