import { LANGUAGE_STORAGE_KEY } from '@platform/contract';
import type { Page } from '@playwright/test';
import { loginTexts } from '../apps/web/src/areas/auth/login/texts.ts';
import { expect, openDemo, test } from './app.ts';

/**
 * Texts per language (issue 18 item 4): the built app is made once per language, and a page
 * carries the texts of its own. The other language comes in one chunk on the first switch; after
 * that the switch asks for nothing.
 */

const LATER_TEXTS = /\/assets\/later-texts-[\w-]+\.js$/;

/** Every script the page has loaded, as text. */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    return Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  });
}

function laterTextRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (LATER_TEXTS.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

const switchTo = (page: Page, short: string) =>
  page.getByRole('button', { name: short, exact: true }).click();

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('koreanPageCarriesNoEnglishTexts: the first switch loads them once', async ({ page }) => {
    const later = laterTextRequests(page);
    await openDemo(page, '/demo');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/로그인$/);
    const scripts = (await loadedScripts(page)).join('\n');
    expect(scripts).toContain(loginTexts.ko['login.loadFailed']);
    expect(scripts).not.toContain(loginTexts.en['login.loadFailed']);
    expect(later).toEqual([]);

    await switchTo(page, loginTexts.ko['login.languageEn']);
    await expect(heading).toHaveText(/^Sign in to /);
    expect(later).toHaveLength(1);
    await switchTo(page, loginTexts.en['login.languageKo']);
    await expect(heading).toHaveText(/로그인$/);
    await switchTo(page, loginTexts.ko['login.languageEn']);
    await expect(heading).toHaveText(/^Sign in to /);
    expect(later).toHaveLength(1);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('englishPageCarriesNoKoreanTexts', async ({ page }) => {
    const later = laterTextRequests(page);
    await openDemo(page, '/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /);
    const scripts = (await loadedScripts(page)).join('\n');
    expect(scripts).toContain(loginTexts.en['login.loadFailed']);
    expect(scripts).not.toContain(loginTexts.ko['login.loadFailed']);
    expect(later).toEqual([]);
  });

  test('a stored Korean preference starts in Korean with the Korean build', async ({ page }) => {
    const later = laterTextRequests(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'ko'), LANGUAGE_STORAGE_KEY);
    await openDemo(page, '/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/로그인$/);
    expect(later).toEqual([]);
  });
});
