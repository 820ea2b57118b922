import { afterEach, describe, expect, it } from 'vitest';
import { applyBranding, brandingImageVar } from './applyBranding.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('style');
});

describe('applyBranding', () => {
  const branding = {
    title: '보다 수학 아카데미',
    description: '온라인 수학 수업',
    keywords: '수학, 온라인 수업',
    faviconUrl: '/boda/branding/image?command=FAVICON&companyId=demo',
    images: { MAIN_TOP_LOGO: '/boda/branding/image?command=MAIN_TOP_LOGO&companyId=demo' },
  };

  it('sets title, description, keywords, favicon and logo variables', () => {
    applyBranding(branding);
    expect(document.title).toBe('보다 수학 아카데미');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '온라인 수학 수업',
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      '수학, 온라인 수업',
    );
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      branding.faviconUrl,
    );
    expect(document.documentElement.style.getPropertyValue(brandingImageVar('MAIN_TOP_LOGO'))).toBe(
      `url("${branding.images.MAIN_TOP_LOGO}")`,
    );
  });

  it('updates existing head elements and restores them on undo', () => {
    document.title = 'Platform';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Default description';
    document.head.append(meta);

    const undo = applyBranding(branding);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    undo();
    expect(document.title).toBe('Platform');
    expect(meta.content).toBe('Default description');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--branding-main-top-logo')).toBe('');
  });

  it('leaves untouched what the institution does not brand', () => {
    document.title = 'Platform';
    applyBranding({ images: {} });
    expect(document.title).toBe('Platform');
    expect(document.head.querySelectorAll('meta, link')).toHaveLength(0);
  });
});
