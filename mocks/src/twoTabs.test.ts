import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Issue 17 item 11: two tabs of the demo each run their own mock server over their own copy of
 * the database, and share it through IndexedDB. Here a tab is a fresh copy of the mock's modules
 * (its own `db`, router and persistence) over one IndexedDB, as the tabs of one browser profile
 * are; its calls go through one msw server that answers with that tab's handlers. Node has no Web
 * Locks, so the calls run one at a time, which is what the lock makes of two tabs' calls. The
 * end-to-end twin with two real tabs is e2e/twoTabs.spec.ts.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The mock's modules are compiled once here, so that a tab opened in a test only runs them again:
// the first tab of the first test compiled them inside the test's time, which a CPU-bound job
// beside the suite stretched past its timeout.
beforeAll(async () => {
  await import('./handlers/index.ts');
  await import('./persistence.ts');
  await import('./server/callEndpoint.ts');
}, 120_000);
afterAll(() => server.close());

beforeEach(() => {
  // A new browser profile: an empty IndexedDB.
  globalThis.indexedDB = new IDBFactory();
});

const tabs: { stop(): void }[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.stop();
});

type Token = { access_token: string; refresh_token: string };
type Body = {
  success: boolean;
  result: { token: Token; memoIdx: number };
  resultList: { content: string }[];
};

/** A tab of the demo: the mock server loaded afresh, started over the shared IndexedDB. */
async function openTab() {
  vi.resetModules();
  const { persistDemoDatabase } = await import('./persistence.ts');
  const { handlers } = await import('./handlers/index.ts');
  const { db, DEMO_COMPANY_ID, DEMO_PASSWORD } = await import('./db/index.ts');
  const { callEndpoint } = await import('./server/callEndpoint.ts');
  const persistence = await persistDemoDatabase();
  const call = (...args: Parameters<typeof callEndpoint>) => {
    server.resetHandlers(...handlers);
    return callEndpoint<Body>(...args);
  };
  const tab = {
    db,
    call,
    async login(username: string): Promise<Token> {
      const { status, body } = await call('openLogin.loginBoda', {
        fields: { companyId: DEMO_COMPANY_ID, username, password: DEMO_PASSWORD },
      });
      expect(status).toBe(200);
      return body.result.token;
    },
    userIdxOf(userId: string): number {
      const user = db.users.find((row) => row.companyId === 'demo' && row.userId === userId);
      if (!user) throw new Error(`no ${userId}`);
      return user.userIdx;
    },
    stop: () => persistence.stop(),
  };
  tabs.push(tab);
  return tab;
}

// Each tab loads the mock's modules afresh (about a second each on a busy machine).
describe('two tabs of the demo share one database', { timeout: 30_000 }, () => {
  it('a memo saved in one tab is not lost when the other tab saves (last writer won)', async () => {
    const first = await openTab();
    const second = await openTab();
    const student = first.userIdxOf('student');
    const admin = first.userIdxOf('admin');

    const inFirst = await first.login('admin');
    const saved = await first.call('memo.SAVE', {
      accessToken: inFirst.access_token,
      fields: { userIdx: student, regUserIdx: admin, content: 'memo from the first tab' },
    });
    expect(saved.body.success).toBe(true);
    // The second tab started before that memo and has not called since.
    const inSecond = await second.login('admin');
    await second.call('memo.SAVE', {
      accessToken: inSecond.access_token,
      fields: { userIdx: student, regUserIdx: admin, content: 'memo from the second tab' },
    });

    // Both tabs list both, and so does a tab opened afterwards (a reload).
    const contents = async (tab: typeof first, token: Token) =>
      (
        await tab.call('memo.LIST', {
          accessToken: token.access_token,
          fields: { userIdx: student },
        })
      ).body.resultList.map((memo) => memo.content);
    const both = ['memo from the first tab', 'memo from the second tab'];
    expect(await contents(first, inFirst)).toEqual(expect.arrayContaining(both));
    expect(await contents(second, inSecond)).toEqual(expect.arrayContaining(both));
    const reloaded = await openTab();
    const memos = reloaded.db.memos.filter((memo) => memo.userIdx === student);
    expect(memos.map((memo) => memo.content)).toEqual(expect.arrayContaining(both));
    // Indexes come from one sequence: the two memos did not get the same one.
    expect(new Set(memos.map((memo) => memo.memoIdx)).size).toBe(memos.length);
  });

  it("a renewal in one tab keeps the other tab signed in (the other tab's server refused the new token)", async () => {
    const first = await openTab();
    const second = await openTab();
    const signedIn = await first.login('teacher');

    // The first tab renews: the session both tabs share (localStorage) now holds the new pair.
    const renewed = await first.call('openLoginToken.refresh', {
      fields: { refresh_token: signedIn.refresh_token },
    });
    expect(renewed.status).toBe(200);
    const { token } = renewed.body.result;

    // The second tab's server knows the new access token, and the new refresh token...
    expect((await second.call('user.GET_ME', { accessToken: token.access_token })).status).toBe(
      200,
    );
    const again = await second.call('openLoginToken.refresh', {
      fields: { refresh_token: token.refresh_token },
    });
    expect(again.status).toBe(200);
    // ...and the one the first tab used up is spent in the second tab too (single use).
    const spent = await second.call('openLoginToken.refresh', {
      fields: { refresh_token: signedIn.refresh_token },
    });
    expect(spent.status).toBe(401);
    // The first tab in turn knows what the second tab's renewal issued.
    expect(
      (await first.call('user.GET_ME', { accessToken: again.body.result.token.access_token }))
        .status,
    ).toBe(200);
  });
});
