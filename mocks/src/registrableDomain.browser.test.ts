import { HttpResponse, http } from 'msw';
import * as tldts from 'tldts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockWorker } from './browser.ts';
import { getDomain } from './registrableDomain.ts';

/*
 * Issue 18 item 5: the demo build and this project give msw's cookie jar (tough-cookie) the
 * stand-in of registrableDomain.ts instead of `tldts` and the Public Suffix List. The calls go to
 * another origin, so that the page's own cookies stay out of it and every cookie below is one
 * that msw's jar kept and found again, asking the stand-in for the host's parent domains.
 */
const API = 'https://api.academy.co.kr';
const SIBLING = 'https://www.academy.co.kr';
const ELSEWHERE = 'https://other.co.kr';
const MSW_JAR_KEY = '__msw-cookie-store__';

describe("msw's cookie jar with the registrable-domain stand-in", () => {
  let stop = () => {};
  beforeAll(async () => {
    const worker = await startMockWorker();
    worker.use(
      // One cookie an answer: msw's jar takes the first of several Set-Cookie headers only.
      ...Object.entries({
        host: 'hostOnly=one; Path=/',
        shared: 'shared=two; Domain=academy.co.kr; Path=/',
        suffix: 'wide=three; Domain=co.kr; Path=/',
      }).map(([path, cookie]) =>
        http.get(`${API}/set/${path}`, () =>
          HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': cookie } }),
        ),
      ),
      ...[API, SIBLING, ELSEWHERE].map((origin) =>
        http.get(`${origin}/read`, ({ cookies }) => HttpResponse.json(cookies)),
      ),
    );
    stop = () => worker.stop();
  });
  afterAll(() => {
    stop();
    localStorage.removeItem(MSW_JAR_KEY);
  });

  const set = async (path: string) => (await fetch(`${API}/set/${path}`)).status;
  const read = async (origin: string) => (await fetch(`${origin}/read`)).json();

  it('is what `tldts` resolves to here (else this file would test the full list)', () => {
    expect(tldts.getDomain).toBe(getDomain);
  });

  it('answers the registrable domain by the rule `*`, and none for addresses and single labels', () => {
    expect(getDomain('api.academy.co.kr')).toBe('co.kr');
    expect(getDomain('Demo.Example.COM.')).toBe('example.com');
    for (const host of ['localhost', 'kr', '127.0.0.1', '[::1]', '::1', '', 'a..b']) {
      expect(getDomain(host)).toBeNull();
    }
  });

  it('keeps the cookies a mocked answer sets and sends them back where a browser would', async () => {
    expect(await set('host')).toBe(200);
    expect(await set('shared')).toBe(200);
    expect(await read(API)).toEqual({ hostOnly: 'one', shared: 'two' });
    expect(await read(SIBLING)).toEqual({ shared: 'two' });
    expect(await read(ELSEWHERE)).toEqual({});
    expect(localStorage.getItem(MSW_JAR_KEY)).toContain('hostOnly');
  });

  it('differs from the full list in one case only: a Domain that is a multi-label public suffix', async () => {
    // A browser refuses `Domain=co.kr`; with no list, `co.kr` reads as a registrable domain. No
    // handler of the mock server sets a cookie, so the demo never meets this case.
    expect(await set('suffix')).toBe(200);
    expect(await read(ELSEWHERE)).toEqual({ wide: 'three' });
  });
});
