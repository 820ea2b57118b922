import { describe, expect, it } from 'vitest';
import {
  type BrowserFeatures,
  detectInAppBrowser,
  isUnsupportedBrowser,
  probeBrowserFeatures,
  systemBrowserUrl,
} from './browserSupport.ts';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  kakaoAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36;KAKAOTALK 2410430',
  kakaoIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.9.5',
  naverIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.6.3; 15PRO)',
  lineIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.10.0',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 Instagram 357.0.0.25.101 Android',
  facebookIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/480.0.0.38.109;FBBV/650000000]',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
};

const ALL_FEATURES: BrowserFeatures = {
  fetch: true,
  promise: true,
  urlSearchParams: true,
  localStorage: true,
  cssVariables: true,
};

describe('detectInAppBrowser', () => {
  it.each([
    [UA.kakaoAndroid, 'KakaoTalk'],
    [UA.kakaoIphone, 'KakaoTalk'],
    [UA.naverIphone, 'NAVER'],
    [UA.lineIphone, 'Line'],
    [UA.instagramAndroid, 'Instagram'],
    [UA.facebookIphone, 'Facebook'],
  ])('names the messenger of %s', (userAgent, app) => {
    expect(detectInAppBrowser(userAgent)).toBe(app);
  });

  it('leaves browsers of their own alone', () => {
    expect(detectInAppBrowser(UA.chromeDesktop)).toBeNull();
    expect(detectInAppBrowser(UA.safariIphone)).toBeNull();
    // "Online" must not read as LINE.
    expect(detectInAppBrowser(`${UA.chromeDesktop} Online/1.0`)).toBeNull();
  });
});

describe('systemBrowserUrl', () => {
  const href = 'https://boda.example/demo?lang=en';

  it('asks KakaoTalk to open the page outside', () => {
    expect(systemBrowserUrl('KakaoTalk', href, UA.kakaoIphone)).toBe(
      `kakaotalk://web/openExternal?url=${encodeURIComponent(href)}`,
    );
  });

  it("adds LINE's external-browser parameter, keeping the query", () => {
    expect(systemBrowserUrl('Line', href, UA.lineIphone)).toBe(
      'https://boda.example/demo?lang=en&openExternalBrowser=1',
    );
  });

  it('hands the page to Chrome on Android', () => {
    expect(systemBrowserUrl('Instagram', href, UA.instagramAndroid)).toBe(
      'intent://boda.example/demo?lang=en#Intent;scheme=https;package=com.android.chrome;end',
    );
  });

  it('has no way out for other apps on iOS', () => {
    expect(systemBrowserUrl('Facebook', href, UA.facebookIphone)).toBeNull();
  });
});

describe('isUnsupportedBrowser', () => {
  it('refuses Internet Explorer', () => {
    expect(isUnsupportedBrowser(UA.ie11, ALL_FEATURES)).toBe(true);
    expect(isUnsupportedBrowser(UA.ie10, ALL_FEATURES)).toBe(true);
  });

  it('refuses a browser without a feature the app needs', () => {
    for (const feature of Object.keys(ALL_FEATURES) as (keyof BrowserFeatures)[]) {
      expect(isUnsupportedBrowser(UA.chromeDesktop, { ...ALL_FEATURES, [feature]: false })).toBe(
        true,
      );
    }
  });

  it('accepts current browsers', () => {
    expect(isUnsupportedBrowser(UA.chromeDesktop, ALL_FEATURES)).toBe(false);
    expect(isUnsupportedBrowser(UA.safariIphone, ALL_FEATURES)).toBe(false);
  });
});

describe('probeBrowserFeatures', () => {
  it('reports storage that throws as missing', () => {
    const win = {
      fetch: () => {},
      Promise,
      URLSearchParams,
      CSS: { supports: () => true },
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    } as unknown as Window & typeof globalThis;
    expect(probeBrowserFeatures(win)).toEqual({ ...ALL_FEATURES, localStorage: false });
  });
});
