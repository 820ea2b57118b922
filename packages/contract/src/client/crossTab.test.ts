// @vitest-environment node
// Two tabs of one user never refresh at the same time (issue 4 item 5), proven in Chromium: Node 20
// has no Web Locks. A Vite dev server serves a page that bundles the client; two pages of one
// origin meet a 401 at the same moment, and the refresh requests are counted at the route.
// Each page's session reads lag seconds behind the other page's writes (the delay with which
// Chromium copies a localStorage write into another renderer process, made certain), so the tab
// that takes the lock second always reads the refused token: only the renewal log between tabs
// (renewalLog.ts) keeps it from sending the spent refresh token again.
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page, type Route } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findBrowser } from '../../../../scripts/find-browser.mjs';

const browser = findBrowser();
if (!browser) {
  console.warn(
    'crossTab.test.ts skipped: no Chromium found ($CHROME_PATH, /usr/bin/chromium or a ' +
      'Playwright browser; see scripts/find-browser.mjs). On Debian: apt-get install -y chromium',
  );
}

interface Fixture {
  lockKind: string;
  ended: string[];
  signIn(token: { access_token: string; refresh_token: string }): void;
  getMe(which: 'locked' | 'unlocked'): Promise<string | undefined>;
}

/** Resolves once `count` arrivals were seen, or after two seconds so a broken run cannot hang. */
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
    reached: Promise.race([reached, new Promise((resolve) => setTimeout(resolve, 2000))]),
  };
}

/**
 * The server side, at the route level: GET_ME refuses the first token with a 401 once both tabs
 * have asked, so that both meet it at the same moment; the refresh takes a while (the other tab
 * is then surely waiting) and hands out a new pair each time; GET_ME accepts any refreshed token.
 */
function fakeServer() {
  const refreshTokensSent: string[] = [];
  const accepted: string[] = [];
  const bothRefused = barrier(2);
  let issued = 0;
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const handle = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/boda/open/login/token') {
      refreshTokensSent.push((request.postDataJSON() as { refresh_token: string }).refresh_token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      issued += 1;
      const token = { access_token: `A${issued + 1}`, refresh_token: `R${issued + 1}` };
      return json(route, 200, { success: true, result: { token } });
    }
    const bearer = (await request.headerValue('authorization')) ?? '';
    if (bearer === 'Bearer A1') {
      bothRefused.arrive();
      await bothRefused.reached;
      return json(route, 401, { success: false, errorCode: null });
    }
    accepted.push(bearer);
    const user = { userIdx: 1, userId: 'teacher', userName: '김선생', userType: 11 };
    return json(route, 200, { success: true, result: user });
  };
  return { handle, refreshTokensSent, accepted };
}

describe.skipIf(!browser)('two tabs of one user (Chromium, Web Locks)', () => {
  let vite: ViteDevServer;
  let chromiumBrowser: Browser;
  let context: BrowserContext;
  let tabs: [Page, Page];

  beforeAll(async () => {
    vite = await createServer({
      configFile: false,
      root: fileURLToPath(new URL('./fixtures/twoTabs/', import.meta.url)),
      cacheDir: `${tmpdir()}/platform-contract-client-fixture`,
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
      optimizeDeps: { include: ['zod'] },
    });
    await vite.listen();
    const origin = vite.resolvedUrls?.local[0] ?? '';
    chromiumBrowser = await chromium.launch({ executablePath: browser?.path, args: CHROMIUM_ARGS });
    // One context is one profile: its pages share localStorage and the origin's locks, as tabs do.
    context = await chromiumBrowser.newContext();
    tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto(origin);
      await tab.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    }
  }, 60_000);

  afterAll(async () => {
    await chromiumBrowser?.close();
    await vite?.close();
  });

  /**
   * A fresh server at the route, and the user signed in again with the first token pair, in each
   * tab: with the lag, a tab would see the other tab's sign-in only seconds later.
   */
  async function serve() {
    const server = fakeServer();
    await context.unrouteAll();
    await context.route('**/boda/**', server.handle);
    for (const tab of tabs) {
      await tab.evaluate(() =>
        (globalThis as unknown as { fixture: Fixture }).fixture.signIn({
          access_token: 'A1',
          refresh_token: 'R1',
        }),
      );
    }
    return server;
  }

  const getMe = (tab: Page, which: 'locked' | 'unlocked') =>
    tab.evaluate(
      (client) => (globalThis as unknown as { fixture: Fixture }).fixture.getMe(client),
      which,
    );

  it('sends the refresh token once; both retries succeed with the refreshed token', async () => {
    const server = await serve();
    const lockKind = await tabs[0].evaluate(
      () => (globalThis as unknown as { fixture: Fixture }).fixture.lockKind,
    );
    expect(lockKind).toBe('web-locks');

    const users = await Promise.all([getMe(tabs[0], 'locked'), getMe(tabs[1], 'locked')]);

    expect(users).toEqual(['teacher', 'teacher']);
    expect(server.refreshTokensSent).toEqual(['R1']);
    expect(server.accepted).toEqual(['Bearer A2', 'Bearer A2']);
    const ended = await tabs[1].evaluate(
      () => (globalThis as unknown as { fixture: Fixture }).fixture.ended,
    );
    expect(ended).toEqual([]);
  }, 30_000);

  it('control: without the lock, the same two tabs would send the refresh token twice', async () => {
    const server = await serve();

    await Promise.all([getMe(tabs[0], 'unlocked'), getMe(tabs[1], 'unlocked')]);

    expect(server.refreshTokensSent).toEqual(['R1', 'R1']);
  }, 30_000);
});
