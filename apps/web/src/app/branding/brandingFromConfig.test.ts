import { describe, expect, it } from 'vitest';
import { brandingFromConfig } from './brandingFromConfig.ts';

describe('brandingFromConfig', () => {
  it('turns uploaded image commands into branding image URLs of the company', () => {
    const branding = brandingFromConfig(
      {
        title: '보다 수학',
        description: '온라인 수업',
        keywords: '수학, 수업',
        images: new Set(['MAIN_TOP_LOGO', 'FAVICON']),
      },
      { apiBase: '/boda', companyId: 'demo' },
    );
    expect(branding).toEqual({
      title: '보다 수학',
      description: '온라인 수업',
      keywords: '수학, 수업',
      faviconUrl: '/boda/open/company/branding/image?command=FAVICON&companyId=demo',
      images: {
        MAIN_TOP_LOGO: '/boda/open/company/branding/image?command=MAIN_TOP_LOGO&companyId=demo',
      },
    });
  });

  it('gives no URL for an image the institution did not upload', () => {
    const branding = brandingFromConfig({ images: new Set() }, { apiBase: '/api', companyId: 'x' });
    expect(branding.faviconUrl).toBeUndefined();
    expect(branding.images).toEqual({});
  });
});
