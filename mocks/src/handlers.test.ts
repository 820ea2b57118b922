import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from './db/index.ts';
import { createMockServer } from './node.ts';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const loginInfo = (query: string) =>
  fetch(`http://localhost/boda/open/company/loginInfo?${query}`).then(async (r) => ({
    status: r.status,
    body: await r.json(),
  }));

describe('login info (foundation.md §7)', () => {
  it("answers the demo institution's configuration string", async () => {
    const { status, body } = await loginInfo(`command=LOGIN_INFO&companyId=${DEMO_COMPANY_ID}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result.cfg).toContain('WEB_BRAND_THEME=campus');
    expect(body.result.bodaCompany.companyId).toBe(DEMO_COMPANY_ID);
  });
  it('answers WB-400-205 for an unknown company', async () => {
    const { status, body } = await loginInfo('command=LOGIN_INFO&companyId=nowhere');
    expect(status).toBe(400);
    expect(body.errorCode).toBe('WB-400-205');
  });
  it('answers WB-400-212 without the command', async () => {
    const { body } = await loginInfo(`companyId=${DEMO_COMPANY_ID}`);
    expect(body.errorCode).toBe('WB-400-212');
  });
});
