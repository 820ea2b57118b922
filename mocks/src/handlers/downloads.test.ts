import { readConfigString } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { createDb, DEMO_COMPANY_ID } from '../db/index.ts';
import { DEMO_PAGES } from '../demoPages.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { useMockServer } from '../testing/setup.ts';

useMockServer();

describe('the open downloads (foundation.md §7 Open calls)', () => {
  // issue 16: the link led to a download host that does not exist.
  it("answers the demo's own page about the classroom client, at the client type's section", async () => {
    const link = async (clientType?: string) => {
      const reply = await callEndpoint('openApp.DOWNLOAD_CLIENT', {
        fields: { companyId: DEMO_COMPANY_ID, ...(clientType ? { clientType } : {}) },
      });
      expect(reply.body).toMatchObject({ success: true });
      return (reply.body as { result: { downloadLink: string } }).result.downloadLink;
    };
    expect(await link()).toBe(`${DEMO_PAGES.classroomClient}#windows`);
    expect(await link('ios')).toBe(`${DEMO_PAGES.classroomClient}#ios`);
    expect(await link('amiga')).toBe(`${DEMO_PAGES.classroomClient}#windows`);
  });

  it('hands out the institution manual as a real PDF in two steps', async () => {
    const info = await callEndpoint('openAppManual.MANUAL', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    const { fileIdx, fileName } = (info.body as { result: { fileIdx: number; fileName: string } })
      .result;
    expect(fileName).toBe('boda-manual.pdf');
    const file = await callEndpoint<string>('openAppManual.DOWNLOAD_FILE', {
      fields: { fileIdx },
    });
    expect(file.contentType).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    expect(file.body).toContain('/Count 1');
  });

  it('refuses an unknown institution', async () => {
    const reply = await callEndpoint('openAppManual.MANUAL', { fields: { companyId: 'nowhere' } });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'WB-400-205' });
  });
});

describe('the links of the demo institutions (issue 16: hosts that do not exist)', () => {
  const sameSite = (link: string | null) => link !== null && /^\/(?![/\\])/.test(link);

  it('lead to pages of the demo itself: the help site and the chat link', () => {
    const companies = createDb().companies;
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) {
      for (const cfg of [company.cfg, company.cfgEn ?? company.cfg]) {
        const { config, error } = readConfigString(cfg);
        expect(error, company.companyId).toBeNull();
        expect(config.helpSite, company.companyId).toBe(DEMO_PAGES.help);
        expect(sameSite(config.contacts.chatUrl), company.companyId).toBe(true);
        expect(config.contacts.phone, company.companyId).not.toBeNull();
        expect(config.contacts.email, company.companyId).not.toBeNull();
      }
      expect(company.bodaSetting.frontHelpSite).toBe(DEMO_PAGES.help);
    }
  });

  it('name no host outside the demo but the reserved example domain of the e-mail addresses', () => {
    for (const company of createDb().companies) {
      const { config } = readConfigString(company.cfg);
      for (const link of [config.helpSite, config.contacts.chatUrl]) {
        expect(link, company.companyId).not.toMatch(/^https?:/);
      }
    }
  });
});
