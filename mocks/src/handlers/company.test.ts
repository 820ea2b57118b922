import { readConfigString } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, DEMO_COMPANY_IDX } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, useMockServer } from '../testing/setup.ts';

useMockServer();

type Company = { companyIdx: number; companyId: string; companyName: string };

describe('company calls', () => {
  it('looks a company up by id and by index, and answers WB-400-205 for an unknown one', async () => {
    const byId = await callEndpoint<{ result: Company }>('openCompany.GET_ID_NORMAL', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    expect(byId.body.result).toEqual({
      companyIdx: DEMO_COMPANY_IDX,
      companyId: 'demo',
      companyName: '보다 수학 아카데미',
    });
    const byIdx = await callEndpoint<{ result: Company }>('openCompany.GET_ID_NORMAL', {
      fields: { companyIdx: 2 },
    });
    expect(byIdx.body.result.companyId).toBe('hanbit');
    expect(
      await errorOf(callEndpoint('openCompany.GET_ID_NORMAL', { fields: { companyId: 'nope' } })),
    ).toEqual({ status: 400, code: 'WB-400-205' });
    expect((await errorOf(callEndpoint('openCompany.GET_ID_NORMAL'))).code).toBe('WB-400-212');
  });

  it('searches by keyword and lists by companyId ascending, paged', async () => {
    const all = await callEndpoint<{ resultPage: { content: Company[]; totalElements: number } }>(
      'openCompany.LIST_NORMAL',
    );
    expect(all.body.resultPage.content.map((company) => company.companyId)).toEqual([
      'demo',
      'hanbit',
      'saebom',
    ]);
    const found = await callEndpoint<{ resultPage: { content: Company[] } }>(
      'openCompany.LIST_NORMAL',
      { fields: { searchKeyword: '한빛' } },
    );
    expect(found.body.resultPage.content.map((company) => company.companyId)).toEqual(['hanbit']);
    const second = await callEndpoint<{
      resultPage: { content: Company[]; totalElements: number };
    }>('openCompany.LIST_NORMAL', { fields: { page: 1, size: 2 } });
    expect(second.body.resultPage.content.map((company) => company.companyId)).toEqual(['saebom']);
    expect(second.body.resultPage.totalElements).toBe(3);
  });

  it('answers the configuration by index or id plus language', async () => {
    const ko = await callEndpoint<{ result: { cfg: string; bodaSetting: object } }>(
      'openCompanyLoginInfo.LOGIN_INFO',
      { fields: { companyIdx: DEMO_COMPANY_IDX, language: 'ko' } },
    );
    expect(readConfigString(ko.body.result.cfg).config.brandingText.title).toBe(
      '보다 수학 아카데미',
    );
    const en = await callEndpoint<{ result: { cfg: string } }>('openCompanyLoginInfo.LOGIN_INFO', {
      fields: { companyId: DEMO_COMPANY_ID, language: 'en' },
    });
    expect(readConfigString(en.body.result.cfg).config.brandingText.title).toBe(
      'Boda Math Academy',
    );
    expect(
      (
        await errorOf(
          callEndpoint('openCompanyLoginInfo.LOGIN_INFO', {
            fields: { companyId: DEMO_COMPANY_ID, language: 'fr' },
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    const login = await callEndpoint<{ result: { cfg: string } }>('openLogin.LOGIN_INFO', {
      fields: { companyId: 'hanbit' },
    });
    expect(readConfigString(login.body.result.cfg).config.passwordPolicy).toBe('simple');
  });

  it('hands out SYSTEM_EMERGENCY_MODE=1 in emergency mode, without changing the stored configuration', async () => {
    scenario.set({ emergencyMode: true });
    const on = await callEndpoint<{ result: { cfg: string } }>('openCompanyLoginInfo.LOGIN_INFO', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    expect(readConfigString(on.body.result.cfg).config.emergencyMode).toBe(1);
    expect(on.body.result.cfg).toContain('WEB_BRAND_THEME=campus');
    scenario.set({ emergencyMode: false });
    const off = await callEndpoint<{ result: { cfg: string } }>('openCompanyLoginInfo.LOGIN_INFO', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    expect(readConfigString(off.body.result.cfg).config.emergencyMode).toBe(0);
  });

  it('answers the branding meta and the uploaded branding images as SVG', async () => {
    const meta = await callEndpoint<{
      result: { title: string; keyword: string; favicon: string };
    }>('openCompanyBranding.GET', { fields: { companyId: DEMO_COMPANY_ID } });
    expect(meta.body.result).toMatchObject({
      title: '보다 수학 아카데미',
      keyword: '수학, 온라인 수업, 숙제',
    });
    const logo = await callEndpoint<string>('openCompanyBrandingImage.MAIN_TOP_LOGO', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    expect(logo.contentType).toBe('image/svg+xml');
    expect(logo.body).toMatch(/^<svg /);
    // Not uploaded by the demo academy (BRANDING_WEB_IMG), so not found.
    expect(
      (
        await errorOf(
          callEndpoint('openCompanyBrandingImage.LOGIN_BG', {
            fields: { companyId: DEMO_COMPANY_ID },
          }),
        )
      ).code,
    ).toBe('WB-404-102');
    const background = await callEndpoint<string>('openCompanyBrandingImage.LOGIN_BG', {
      fields: { companyId: 'hanbit' },
    });
    expect(background.contentType).toBe('image/svg+xml');
  });

  it('serves the favicon as a fifth branding image command (assumed)', async () => {
    const favicon = await callEndpoint<string>('openCompanyBrandingImage.FAVICON', {
      fields: { companyId: 'demo' },
    });
    expect(favicon.contentType).toBe('image/svg+xml');
  });
});
