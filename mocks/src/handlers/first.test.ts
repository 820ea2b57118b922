import { endpoints, enquiryMail, introSettingFromCfg } from '@platform/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../db/demoAccounts.ts';
import { DEMO_COMPANY_ID, resetDb } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { createHttpHandlers } from '../server/router.ts';
import { firstImplementations, loadLaterImplementations } from './first.ts';
import { implementations } from './index.ts';
import { laterImplementations } from './later.ts';

/*
 * Issue 18 item 5: the demo's mock chunk holds the open calls' handlers only; the signed-in
 * calls' handlers load when the first of them arrives (browser.ts also loads them 3 s after start).
 */
const later = vi.fn(loadLaterImplementations);
// A fresh router for every test: the one of the demo keeps what it loaded.
const server = setupServer();

const signIn = async () =>
  callEndpoint<{ result: { token: { access_token: string } } }>('openLogin.loginBoda', {
    fields: { companyId: DEMO_COMPANY_ID, username: 'teacher', password: DEMO_PASSWORD },
  });

describe("the demo's handlers in two parts", () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
    later.mockClear();
    server.resetHandlers(...createHttpHandlers(firstImplementations, later));
  });
  afterAll(() => {
    server.close();
    quiet.mockRestore();
  });

  it('are together every implementation, each in one part', () => {
    const first = firstImplementations.map(({ name }) => name);
    const rest = laterImplementations.map(({ name }) => name);
    expect(first.filter((name) => rest.includes(name))).toEqual([]);
    expect([...first, ...rest].sort()).toEqual(implementations.map(({ name }) => name).sort());
    for (const name of first) expect(endpoints[name].auth).toBe('open');
  });

  it("answer the login page's first calls (login info, configuration, institution, branding, sign-in) without loading the rest", async () => {
    const companyId = DEMO_COMPANY_ID;
    for (const name of [
      'openCompanyLoginInfo.LOGIN_INFO',
      'openLogin.LOGIN_INFO',
      'openCompany.GET_ID_NORMAL',
      'openCompanyBranding.GET',
      'openCompanyBrandingImage.MAIN_TOP_LOGO',
    ] as const) {
      expect((await callEndpoint(name, { fields: { companyId } })).status, name).toBe(200);
    }
    expect((await signIn()).status).toBe(200);
    expect(later).not.toHaveBeenCalled();
  });

  it("answer the public site's setting and enquiry mail without loading the rest (issue 23)", async () => {
    const setting = await callEndpoint<{ result: { cfg: string } }>(
      'openServiceIntro.INTRO_SETTING',
    );
    expect(setting.status).toBe(200);
    const mail = enquiryMail(
      {
        name: '홍길동',
        phone: '01012345678',
        author: 'parent',
        teacher: '김보다',
        grade: 'middle',
        gradeDetail: 1,
        content: '',
        agreement: true,
        marketing: false,
        timeSlots: [],
      },
      { individualPace: false, setting: introSettingFromCfg(setting.body.result.cfg) },
    );
    const sent = await callEndpoint('openServiceIntroMail.SEND_MAIL', { fields: { ...mail } });
    expect(sent.status).toBe(200);
    expect(later).not.toHaveBeenCalled();
  });

  it('load the rest once, on the first call that needs it', async () => {
    const token = (await signIn()).body.result.token.access_token;
    const me = await callEndpoint('user.GET_ME', { accessToken: token });
    expect(me.status).toBe(200);
    expect((await callEndpoint('user.GET_ME', { accessToken: token })).status).toBe(200);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('try a load that failed (a dropped connection) again on the next call', async () => {
    later.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const token = (await signIn()).body.result.token.access_token;
    expect((await callEndpoint('user.GET_ME', { accessToken: token })).status).toBe(500);
    expect((await callEndpoint('user.GET_ME', { accessToken: token })).status).toBe(200);
    expect(later).toHaveBeenCalledTimes(2);
  });
});
