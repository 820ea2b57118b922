// @vitest-environment node
// Node's own fetch, FormData and AbortSignal: the client must run in Node as it runs in the browser.
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadEndpointGroups } from '../endpoints/lazyCatalogue.ts';
import { SITE_KIND_HEADER } from '../endpoints/site.ts';
import { ApiError } from './apiError.ts';
import type { ApiClientOptions } from './createApiClient.ts';
import { createApiClient } from './createApiClient.ts';
import { type RefreshLock, singleTabRefreshLock } from './refreshLock.ts';
import { indexedDbRenewalLog, type RenewalLog } from './renewalLog.ts';
import { createMemorySessionStore, type SessionStore, type StoredSession } from './sessionStore.ts';

const BASE = 'http://api.test';
const api = (path: string) => `${BASE}/boda${path}`;
const me = { userIdx: 1, userId: 'teacher', userName: '김선생', userType: 11 };
const ok = (result: unknown) => HttpResponse.json({ success: true, errorCode: null, result });
const failed = (status: number, errorCode: string | null) =>
  HttpResponse.json({ success: false, errorCode }, { status });

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The client loads the catalogue one area at a time; the tests time calls, not module loading.
  await preloadEndpointGroups();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signedIn(access = 'A1', refresh = 'R1', extra: StoredSession = {}) {
  return createMemorySessionStore({
    token: { access_token: access, refresh_token: refresh },
    ...extra,
  });
}

function setup(overrides: Partial<ApiClientOptions> & { session?: SessionStore } = {}) {
  const onSessionEnd = vi.fn();
  const session = overrides.session ?? signedIn();
  const client = createApiClient({
    baseUrl: BASE,
    pagePath: () => '/demo/main',
    refreshLock: singleTabRefreshLock,
    ...overrides,
    session,
    onSessionEnd,
  });
  return { client, session, onSessionEnd };
}

/** Resolves once `count` arrivals were seen (or after a second, so a broken client cannot hang). */
function barrier(count: number) {
  let seen = 0;
  let open: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    arrive() {
      seen += 1;
      if (seen >= count) open();
    },
    reached: Promise.race([reached, sleep(1000)]),
  };
}

const bearerOf = (request: Request) => request.headers.get('authorization');

describe('the request (foundation.md §7)', () => {
  it('sends a read with the command in the query, the bearer token and the site kind', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(api('/user'), ({ request }) => {
        seen = request;
        return ok(me);
      }),
    );
    const { client } = setup();
    const reply = await client.call('user.GET_ME', {});
    expect(reply.result?.userName).toBe('김선생');
    expect(new URL(seen?.url ?? '').searchParams.get('command')).toBe('GET_ME');
    expect(bearerOf(seen as Request)).toBe('Bearer A1');
    expect(seen?.headers.get(SITE_KIND_HEADER)).toBe('SERVICE');
  });

  it('names the site kind MANAGE under a /manage path of the page, SERVICE elsewhere', async () => {
    const kinds: (string | null)[] = [];
    server.use(
      http.get(api('/user'), ({ request }) => {
        kinds.push(request.headers.get(SITE_KIND_HEADER));
        return ok(me);
      }),
    );
    let page = '/demo/manage/group/list';
    const { client } = setup({ pagePath: () => page });
    await client.call('user.GET_ME');
    page = '/managers/main';
    await client.call('user.GET_ME');
    page = '/demo/manage';
    await client.call('user.GET_ME');
    expect(kinds).toEqual(['MANAGE', 'SERVICE', 'MANAGE']);
  });

  it('sends a write as JSON with the command in the body', async () => {
    let body: unknown;
    let type: string | null = null;
    server.use(
      http.post(api('/user'), async ({ request }) => {
        type = request.headers.get('content-type');
        body = await request.json();
        return ok(me);
      }),
    );
    const { client } = setup();
    await client.call('user.MODIFY_ME', { userName: '박선생' });
    expect(type).toContain('application/json');
    expect(body).toEqual({ command: 'MODIFY_ME', userName: '박선생' });
  });

  it('sends an open call without the bearer token', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(api('/open/company'), ({ request }) => {
        seen = request;
        return ok({ companyIdx: 1, companyId: 'demo', companyName: '데모 학원' });
      }),
    );
    const { client } = setup();
    const company = await client.result('openCompany.GET_ID_NORMAL', { companyId: 'demo' });
    expect(company?.companyId).toBe('demo');
    expect(bearerOf(seen as Request)).toBeNull();
    expect(new URL(seen?.url ?? '').searchParams.get('companyId')).toBe('demo');
  });

  it('carries files in a multipart form, the command and the other fields as parts', async () => {
    let form: FormData | undefined;
    server.use(
      http.post(api('/user/profile'), async ({ request }) => {
        form = await request.formData();
        return ok(null);
      }),
    );
    const { client } = setup();
    const picture = new File(['<svg/>'], 'profile_image.png', { type: 'image/png' });
    await client.call('userProfile.MODIFY', { uploadFile: picture, userIdx: 7 });
    expect(form?.get('command')).toBe('MODIFY');
    expect(form?.get('userIdx')).toBe('7');
    const sent = form?.get('uploadFile') as File;
    expect(sent.name).toBe('profile_image.png');
    expect(await sent.text()).toBe('<svg/>');
  });

  it('fills the path parameters and leaves them out of the query', async () => {
    let url = '';
    server.use(
      http.get(api('/message/:messageType'), ({ request }) => {
        url = request.url;
        return ok({ messageIdx: 3, title: 't' });
      }),
    );
    const { client } = setup();
    await client.call('messageByType.GET', { messageType: 'recv', messageIdx: 3 });
    expect(url).toBe(api('/message/recv?command=GET&messageIdx=3'));
  });

  it('unwraps result, resultList and resultPage', async () => {
    server.use(
      http.get(api('/user'), ({ request }) => {
        const command = new URL(request.url).searchParams.get('command');
        if (command === 'LIST') {
          return HttpResponse.json({
            success: true,
            resultPage: { content: [me], totalElements: 31 },
          });
        }
        return HttpResponse.json({ success: true, resultList: [me, me] });
      }),
    );
    const { client } = setup();
    const page = await client.page('user.LIST', { page: 0, size: 30 });
    expect(page.totalElements).toBe(31);
    expect(await client.list('user.LIST', { page: 0 })).toHaveLength(1);
    const list = await client.page('user.GET_ME');
    expect(list).toEqual({ content: [me, me], totalElements: 2 });
  });

  it('returns an off-contract reply as it came and says so', async () => {
    server.use(http.get(api('/user'), () => ok({ userIdx: 'one' })));
    const onReplyMismatch = vi.fn();
    const { client } = setup({ onReplyMismatch });
    expect((await client.call('user.GET_ME')).result).toEqual({ userIdx: 'one' });
    expect(onReplyMismatch).toHaveBeenCalledWith('user.GET_ME', expect.anything());
  });
});

describe('401: one refresh for every request in flight (foundation.md §4, §8)', () => {
  it('50 concurrent requests that meet a 401 cause exactly one refresh and 50 retries', async () => {
    const refused = barrier(50);
    const refreshBodies: unknown[] = [];
    let retries = 0;
    server.use(
      http.get(api('/user'), ({ request }) => {
        if (bearerOf(request) === 'Bearer A2') {
          retries += 1;
          return ok(me);
        }
        refused.arrive();
        return failed(401, null);
      }),
      http.post(api('/open/login/token'), async ({ request }) => {
        refreshBodies.push(await request.json());
        // Answers only once every request has met its 401, so without the single flight each of
        // them would have sent a refresh of its own by now.
        await refused.reached;
        return ok({ token: { access_token: 'A2', refresh_token: 'R2' } });
      }),
    );
    const { client, session, onSessionEnd } = setup();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => client.result('user.GET_ME')),
    );
    expect(refreshBodies).toEqual([{ refresh_token: 'R1' }]);
    expect(retries).toBe(50);
    expect(replies.every((user) => user?.userId === 'teacher')).toBe(true);
    expect((await session.read())?.token).toEqual({ access_token: 'A2', refresh_token: 'R2' });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('a refresh that keeps failing never loops: one refresh, the session ended once', async () => {
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.get(api('/user'), () => {
        calls += 1;
        return failed(401, null);
      }),
      http.post(api('/open/login/token'), () => {
        refreshes += 1;
        return failed(400, 'WB-400-212');
      }),
    );
    const { client, session, onSessionEnd } = setup();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => client.call('user.GET_ME')),
    );
    // And again, after the end: no token is stored, so nothing is sent to the refresh.
    await expect(client.call('user.GET_ME')).rejects.toMatchObject({ kind: 'session-ended' });
    expect(refreshes).toBe(1);
    expect(calls).toBe(21);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const first = outcomes[0] as PromiseRejectedResult;
    expect(first.reason).toBeInstanceOf(ApiError);
    expect(first.reason).toMatchObject({ kind: 'session-ended', status: 401 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).toHaveBeenCalledWith('refresh-failed');
    expect(await session.read()).toBeNull();
  });

  it('a second 401 after a successful refresh ends the session', async () => {
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.get(api('/user'), () => {
        calls += 1;
        return failed(401, null);
      }),
      http.post(api('/open/login/token'), () => {
        refreshes += 1;
        return ok({ token: { access_token: 'A2', refresh_token: 'R2' } });
      }),
    );
    const { client, session, onSessionEnd } = setup();
    const outcomes = await Promise.allSettled([
      client.call('user.GET_ME'),
      client.call('user.GET_ME'),
      client.call('user.GET_ME'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshes).toBe(1);
    expect(calls).toBe(6);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).toHaveBeenCalledWith('unauthorized-after-refresh');
    expect(await session.read()).toBeNull();
  });

  it('with no token stored, a 401 ends the session without a refresh', async () => {
    let refreshes = 0;
    server.use(
      http.get(api('/user'), ({ request }) =>
        bearerOf(request) ? ok(me) : failed(401, 'WB-401-001'),
      ),
      http.post(api('/open/login/token'), () => {
        refreshes += 1;
        return ok({ token: { access_token: 'A2', refresh_token: 'R2' } });
      }),
    );
    const { client, onSessionEnd } = setup({ session: createMemorySessionStore() });
    await expect(client.call('user.GET_ME')).rejects.toMatchObject({ kind: 'session-ended' });
    expect(refreshes).toBe(0);
    expect(onSessionEnd).toHaveBeenCalledWith('refresh-failed');
  });

  it('a stored token with a non-ASCII character ends the session instead of failing every call', async () => {
    let reached = 0;
    server.use(
      http.get(api('/user'), () => {
        reached += 1;
        return ok(me);
      }),
    );
    const { client, session, onSessionEnd } = setup({ session: signedIn('A1\u00e9') });
    await expect(client.call('user.GET_ME')).rejects.toMatchObject({ kind: 'session-ended' });
    expect(reached).toBe(0);
    expect(onSessionEnd).toHaveBeenCalledOnce();
    expect(onSessionEnd).toHaveBeenCalledWith('unusable-token');
    expect(await session.read()).toBeNull();
  });

  it('tells the app the session is ending while the store still holds it', async () => {
    server.use(
      http.get(api('/user'), () => failed(401, 'WB-401-001')),
      http.post(api('/open/login/token'), () => failed(401, null)),
    );
    const session = signedIn();
    const seen: (string | undefined)[] = [];
    const { client, onSessionEnd } = setup({
      session,
      onSessionEnding: () => {
        seen.push(
          (session.read() as { token?: { access_token?: string } } | null)?.token?.access_token,
        );
      },
    });
    await expect(client.call('user.GET_ME')).rejects.toMatchObject({ kind: 'session-ended' });
    expect(seen).toEqual(['A1']);
    expect(onSessionEnd).toHaveBeenCalledOnce();
  });

  it('a refresh with no answer rejects the waiting requests and keeps the session', async () => {
    server.use(
      http.get(api('/user'), () => failed(401, null)),
      http.post(api('/open/login/token'), () => HttpResponse.error()),
    );
    const { client, session, onSessionEnd } = setup();
    await expect(client.call('user.GET_ME')).rejects.toMatchObject({ kind: 'network' });
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect((await session.read())?.token?.access_token).toBe('A1');
  });

  it('two clients over one store and one lock send the refresh token once (the re-read)', async () => {
    // What two tabs do with Web Locks, in Node: a mutex, and a store both clients read.
    let tail = Promise.resolve();
    const mutex: RefreshLock = {
      kind: 'web-locks',
      run: (task) => {
        const result = tail.then(task);
        tail = result.then(
          () => undefined,
          () => undefined,
        );
        return result;
      },
    };
    const refused = barrier(2);
    let refreshes = 0;
    server.use(
      http.get(api('/user'), ({ request }) => {
        if (bearerOf(request) === 'Bearer A2') return ok(me);
        refused.arrive();
        return failed(401, null);
      }),
      http.post(api('/open/login/token'), async () => {
        refreshes += 1;
        await refused.reached;
        return ok({ token: { access_token: 'A2', refresh_token: 'R2' } });
      }),
    );
    const session = signedIn();
    const tabA = setup({ session, refreshLock: mutex });
    const tabB = setup({ session, refreshLock: mutex });
    const users = await Promise.all([
      tabA.client.result('user.GET_ME'),
      tabB.client.result('user.GET_ME'),
    ]);
    expect(users.map((user) => user?.userIdx)).toEqual([1, 1]);
    expect(refreshes).toBe(1);
  });

  describe("a tab whose store has not yet seen the other tab's renewal (renewalLog.ts)", () => {
    /** An exclusive lock taken in turn, as Web Locks are: one per origin, shared by both tabs. */
    function fifoMutex(): RefreshLock {
      let tail = Promise.resolve();
      return {
        kind: 'web-locks',
        run: (task) => {
          const result = tail.then(task);
          tail = result.then(
            () => undefined,
            () => undefined,
          );
          return result;
        },
      };
    }

    /** Two tabs, one lock, one log; each tab its own store, which never sees the other's writes. */
    function laggingTabs(log: RenewalLog | null) {
      const refreshLock = fifoMutex();
      const refreshTokensSent: string[] = [];
      return {
        refreshTokensSent,
        refused: barrier(2),
        tabs: [signedIn(), signedIn()].map((session) =>
          setup({ session, refreshLock, renewalLog: log }),
        ),
        countRefresh: async (request: Request) => {
          refreshTokensSent.push(
            ((await request.json()) as { refresh_token: string }).refresh_token,
          );
        },
      };
    }

    function serveRefresh(world: ReturnType<typeof laggingTabs>, refresh: () => Response) {
      server.use(
        http.get(api('/user'), ({ request }) => {
          if (bearerOf(request) === 'Bearer A2') return ok(me);
          world.refused.arrive();
          return world.refused.reached.then(() => failed(401, null));
        }),
        http.post(api('/open/login/token'), async ({ request }) => {
          await world.countRefresh(request);
          return refresh();
        }),
      );
    }

    it('takes the recorded renewal instead of sending the refresh token again', async () => {
      const world = laggingTabs(indexedDbRenewalLog(new IDBFactory()) as RenewalLog);
      serveRefresh(world, () => ok({ token: { access_token: 'A2', refresh_token: 'R2' } }));
      const users = await Promise.all(world.tabs.map((tab) => tab.client.result('user.GET_ME')));
      expect(users.map((user) => user?.userIdx)).toEqual([1, 1]);
      expect(world.refreshTokensSent).toEqual(['R1']);
      for (const tab of world.tabs) {
        expect((await tab.session.read())?.token?.access_token).toBe('A2');
      }
    });

    it('ends the session without sending a refresh token the other tab had refused', async () => {
      const world = laggingTabs(indexedDbRenewalLog(new IDBFactory()) as RenewalLog);
      serveRefresh(world, () => failed(401, null));
      const results = await Promise.allSettled(
        world.tabs.map((tab) => tab.client.result('user.GET_ME')),
      );
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(world.refreshTokensSent).toEqual(['R1']);
      for (const tab of world.tabs) expect(tab.onSessionEnd).toHaveBeenCalledWith('refresh-failed');
    });

    it('control: without the log, the lagging tab sends the spent refresh token', async () => {
      const world = laggingTabs(null);
      let issued = 1;
      serveRefresh(world, () => {
        issued += 1;
        return ok({ token: { access_token: `A${issued}`, refresh_token: `R${issued}` } });
      });
      await Promise.allSettled(world.tabs.map((tab) => tab.client.result('user.GET_ME')));
      expect(world.refreshTokensSent).toEqual(['R1', 'R1']);
    });
  });
});

describe('402: reset-token (foundation.md §8)', () => {
  const settings = { clientSetting: 'app', frontHelpSite: 'https://help.example.com' };

  it('stores the token, configuration and settings that reset-token returned, then retries', async () => {
    const resetBodies: unknown[] = [];
    server.use(
      http.get(api('/user'), ({ request }) =>
        bearerOf(request) === 'Bearer A2' ? ok(me) : failed(402, null),
      ),
      http.post(api('/open/login/resetToken'), async ({ request }) => {
        resetBodies.push(await request.json());
        return ok({
          token: { access_token: 'A2', refresh_token: 'R2' },
          bodaCfg: 'SYSTEM_EMERGENCY_MODE=0&WEB_FRONT_HELP_SITE=https://new.example.com',
          bodaSetting: settings,
        });
      }),
    );
    const session = signedIn('A1', 'R1', { bodaCfg: 'WEB_FRONT_HELP_SITE=old', emergencyMode: 0 });
    const { client } = setup({ session });
    expect((await client.result('user.GET_ME'))?.userIdx).toBe(1);
    expect(resetBodies).toEqual([{ refresh_token: 'R1' }]);
    expect(await session.read()).toEqual({
      token: { access_token: 'A2', refresh_token: 'R2' },
      bodaCfg: 'SYSTEM_EMERGENCY_MODE=0&WEB_FRONT_HELP_SITE=https://new.example.com',
      bodaSetting: settings,
      emergencyMode: 0,
    });
  });

  it('keeps the stored configuration in emergency mode (foundation.md §4)', async () => {
    server.use(
      http.get(api('/user'), ({ request }) =>
        bearerOf(request) === 'Bearer A2' ? ok(me) : failed(402, null),
      ),
      http.post(api('/open/login/resetToken'), () =>
        ok({
          token: { access_token: 'A2', refresh_token: 'R2' },
          bodaCfg: 'SYSTEM_EMERGENCY_MODE=1&WEB_FRONT_HELP_SITE=new',
          bodaSetting: settings,
        }),
      ),
    );
    const stored = 'SYSTEM_EMERGENCY_MODE=1&WEB_FRONT_HELP_SITE=old';
    const session = signedIn('A1', 'R1', { bodaCfg: stored, emergencyMode: 1 });
    const { client } = setup({ session });
    await client.call('user.GET_ME');
    const after = await session.read();
    expect(after?.bodaCfg).toBe(stored);
    expect(after?.token?.access_token).toBe('A2');
    expect(after?.bodaSetting).toEqual(settings);
  });

  it('a reset-token that is refused ends the session; a second 402 too', async () => {
    server.use(
      http.get(api('/user'), () => failed(402, null)),
      http.post(api('/open/login/resetToken'), () => failed(400, 'WB-400-212')),
    );
    const first = setup();
    await expect(first.client.call('user.GET_ME')).rejects.toMatchObject({
      kind: 'session-ended',
      status: 402,
    });
    expect(first.onSessionEnd).toHaveBeenCalledWith('reset-failed');

    let resets = 0;
    server.use(
      http.post(api('/open/login/resetToken'), () => {
        resets += 1;
        return ok({ token: { access_token: 'A2', refresh_token: 'R2' } });
      }),
    );
    const second = setup();
    await expect(second.client.call('user.GET_ME')).rejects.toMatchObject({
      kind: 'session-ended',
    });
    expect(resets).toBe(1);
    expect(second.onSessionEnd).toHaveBeenCalledWith('payment-required-after-reset');
  });
});

describe('errors: a typed ApiError classified by the catalogue (foundation.md §8)', () => {
  const cases = [
    { status: 400, code: 'WB-400-150', handling: 'modal-with-code', textKey: 'error.default' },
    {
      status: 400,
      code: 'WB-400-250',
      handling: 'invalid-request',
      textKey: 'error.invalidRequest',
    },
    {
      status: 400,
      code: 'WB-400-212',
      handling: 'invalid-request',
      textKey: 'error.badRequestParameter',
    },
    { status: 403, code: 'WB-403-102', handling: 'modal', textKey: 'error.noAuthUserInfo' },
    { status: 404, code: 'WB-404-102', handling: 'modal', textKey: 'error.noFile' },
    {
      status: 500,
      code: 'WB-500-131',
      handling: 'notification-talk',
      textKey: 'error.notificationTalkFailed',
    },
    { status: 500, code: 'WB-500-001', handling: 'generic-modal-logged', textKey: 'error.default' },
    {
      status: 500,
      code: null,
      handling: 'generic-modal-logged',
      textKey: 'error.internal.NO_ERROR_CODE',
    },
    { status: 503, code: 'WB-503-001', handling: 'throw', textKey: 'error.default' },
    { status: 503, code: null, handling: 'throw', textKey: 'error.internal.NO_ERROR_CODE' },
  ] as const;

  it.each(cases)(
    'HTTP $status $code: $handling, $textKey',
    async ({ status, code, handling, textKey }) => {
      server.use(http.get(api('/user'), () => failed(status, code)));
      const { client, onSessionEnd } = setup();
      const error = await client.call('user.GET_ME').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'status', status, code, handling, textKey });
      expect(onSessionEnd).not.toHaveBeenCalled();
    },
  );

  it('reads a failure in an HTTP 200 envelope by its code', async () => {
    server.use(http.post(api('/open/login/loginBoda'), () => failed(200, 'WB-400-601')));
    const { client } = setup();
    const error = await client
      .call('openLogin.loginBoda', { companyId: 'demo', username: 'u', password: 'p' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, code: 'WB-400-601', handling: 'inline' });
  });

  it('applies the call context of a code (WB-400-205 on the login page goes home)', async () => {
    server.use(http.get(api('/open/company'), () => failed(400, 'WB-400-205')));
    const { client } = setup();
    const error = await client
      .call('openCompany.GET_ID_NORMAL', { companyId: 'nope' }, { errorContext: 'login' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'WB-400-205', handling: 'redirect-home' });
  });
});

describe('timeout and abort', () => {
  it('gives up after the timeout with a timeout ApiError', async () => {
    server.use(
      http.get(api('/user'), async () => {
        await sleep(300);
        return ok(me);
      }),
    );
    const { client } = setup({ timeoutMs: 40 });
    await expect(client.call('user.GET_ME')).rejects.toMatchObject({ kind: 'timeout', status: 0 });
    const patient = setup({ timeoutMs: 40 });
    const user = await patient.client.result('user.GET_ME', {}, { timeoutMs: 1000 });
    expect(user?.userIdx).toBe(1);
  });

  it("stops at the caller's abort with the signal's own reason", async () => {
    let requests = 0;
    server.use(
      http.get(api('/user'), async () => {
        requests += 1;
        await sleep(300);
        return ok(me);
      }),
    );
    const { client } = setup();
    const controller = new AbortController();
    const pending = client.call('user.GET_ME', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const already = AbortSignal.abort();
    await expect(client.call('user.GET_ME', {}, { signal: already })).rejects.toBe(already.reason);
    expect(requests).toBe(1);
  });

  it('an abort while waiting for the refresh leaves the refresh to the others', async () => {
    let refreshes = 0;
    server.use(
      http.get(api('/user'), ({ request }) =>
        bearerOf(request) === 'Bearer A2' ? ok(me) : failed(401, null),
      ),
      http.post(api('/open/login/token'), async () => {
        refreshes += 1;
        await sleep(100);
        return ok({ token: { access_token: 'A2', refresh_token: 'R2' } });
      }),
    );
    const { client } = setup();
    const controller = new AbortController();
    const given = client.call('user.GET_ME', {}, { signal: controller.signal });
    const kept = client.result('user.GET_ME');
    setTimeout(() => controller.abort(), 30);
    await expect(given).rejects.toMatchObject({ name: 'AbortError' });
    expect((await kept)?.userIdx).toBe(1);
    expect(refreshes).toBe(1);
  });
});

describe('two-step downloads (foundation.md §7 File downloads)', () => {
  it('asks for the file info with a timestamp, then the file with the bearer token', async () => {
    const seen: { command: string | null; bearer: string | null; url: URL }[] = [];
    server.use(
      http.get(api('/board'), ({ request }) => {
        const url = new URL(request.url);
        const command = url.searchParams.get('command');
        seen.push({ command, bearer: bearerOf(request), url });
        if (command === 'GET_FILE') return ok({ fileIdx: 9, fileName: 'stored-9.pdf' });
        return new HttpResponse('%PDF', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''%EC%88%98%ED%95%99.pdf",
          },
        });
      }),
    );
    const { client } = setup();
    const file = await client.download('BOARD', { fileIdx: 9 });
    expect(file.fileName).toBe('수학.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    expect(seen.map((step) => [step.command, step.bearer])).toEqual([
      ['GET_FILE', 'Bearer A1'],
      ['DOWNLOAD_FILE', 'Bearer A1'],
    ]);
    expect(Number(seen[0]?.url.searchParams.get('timestamp'))).toBeGreaterThan(0);
    expect(seen[1]?.url.searchParams.get('fileIdx')).toBe('9');
  });

  it('downloads the manual without the bearer token, named download.zip by default', async () => {
    const bearers: (string | null)[] = [];
    server.use(
      http.get(api('/open/app/manual'), ({ request }) => {
        bearers.push(bearerOf(request));
        const command = new URL(request.url).searchParams.get('command');
        if (command === 'MANUAL') return ok({ fileIdx: 1, fileName: 'manual.pdf' });
        return new HttpResponse('zip', { headers: { 'content-type': 'application/zip' } });
      }),
    );
    const { client } = setup();
    const file = await client.download('MANUAL', { companyId: 'demo' });
    expect(file.fileName).toBe('download.zip');
    expect(bearers).toEqual([null, null]);
  });

  it('passes the file info to the second step where it needs more than fileIdx', async () => {
    let second: URLSearchParams | undefined;
    server.use(
      http.get(api('/note'), () => ok({ fileIdx: 4, fileName: 'note-4.pdf' })),
      http.get(api('/note/file'), ({ request }) => {
        second = new URL(request.url).searchParams;
        return new HttpResponse('%PDF', {
          headers: { 'content-disposition': 'attachment; filename="note-4.pdf"' },
        });
      }),
    );
    const { client } = setup();
    const file = await client.download(
      'NOTE_PDF',
      { searchIdx: 4, fileType: 'NOTE_PDF' },
      { fileParams: (info) => ({ noteIdx: 4, fileName: info.fileName }) },
    );
    expect(file.fileName).toBe('note-4.pdf');
    expect(second?.get('fileName')).toBe('note-4.pdf');
  });

  it('reads a failed envelope from a file call as an ApiError', async () => {
    server.use(http.get(api('/board'), () => failed(200, 'WB-400-501')));
    const { client } = setup();
    await expect(client.file('board.DOWNLOAD_FILE', { fileIdx: 1 })).rejects.toMatchObject({
      code: 'WB-400-501',
      textKey: 'error.noFile',
    });
  });
});
