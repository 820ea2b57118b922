import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from './db/index.ts';
import { login, useMockServer } from './testing/setup.ts';

useMockServer();

const get = (pathAndQuery: string, accessToken?: string) =>
  fetch(`http://localhost/boda${pathAndQuery}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('login info (foundation.md §7)', () => {
  it("answers the demo institution's configuration string", async () => {
    const { status, body } = await get(
      `/open/company/loginInfo?command=LOGIN_INFO&companyId=${DEMO_COMPANY_ID}`,
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result.cfg).toContain('WEB_BRAND_THEME=campus');
    expect(body.result.bodaCompany.companyId).toBe(DEMO_COMPANY_ID);
  });
  it('answers WB-400-205 for an unknown company', async () => {
    const { status, body } = await get(
      '/open/company/loginInfo?command=LOGIN_INFO&companyId=nowhere',
    );
    expect(status).toBe(400);
    expect(body.errorCode).toBe('WB-400-205');
  });
});

describe('the command (foundation.md §7 "Most calls carry a command field")', () => {
  it('answers WB-400-212 without the command', async () => {
    const { status, body } = await get(`/open/company/loginInfo?companyId=${DEMO_COMPANY_ID}`);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('WB-400-212');
  });
  it('answers WB-400-212 for a command the path does not have', async () => {
    const { token } = await login('teacher');
    expect((await get('/user?command=GET_ME_PLEASE', token.access_token)).body.errorCode).toBe(
      'WB-400-212',
    );
  });
  it('answers WB-400-212 for a body command sent in the query', async () => {
    const { token } = await login('teacher');
    const response = await fetch('http://localhost/boda/user?command=MODIFY_ME', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ userName: '김민지나' }),
    });
    expect((await response.json()).errorCode).toBe('WB-400-212');
  });
  it('answers WB-400-212 for a malformed number in the query', async () => {
    const { body } = await get('/open/company?command=GET_ID_NORMAL&companyIdx=one');
    expect(body.errorCode).toBe('WB-400-212');
  });
});
