import { describe, expect, it } from 'vitest';
import { safeUrl, URL_SCHEMES } from './safeUrl.ts';

const web = { allow: URL_SCHEMES.WEB };
const webOrSite = { allow: URL_SCHEMES.WEB, sitePaths: true };
const contact = { allow: URL_SCHEMES.CONTACT };

describe('safeUrl', () => {
  it('keeps http(s) URLs, trimmed', () => {
    expect(safeUrl('https://download.example/agent.exe', web)).toBe(
      'https://download.example/agent.exe',
    );
    expect(safeUrl('  http://x.test/a?b=1#c \n', web)).toBe('http://x.test/a?b=1#c');
    expect(safeUrl('HTTPS://X.TEST/', web)).toBe('HTTPS://X.TEST/');
  });

  // Issue 17 item 2: DOWNLOAD_CLIENT's downloadLink went to location.assign unchecked.
  it('refuses script and data schemes however they are written', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u00a0javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript\u0000:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x.test/uuid',
      'about:blank',
    ]) {
      expect(safeUrl(value, webOrSite), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses other hosts dressed as paths of this site, and backslash tricks', () => {
    for (const value of [
      '//evil.test',
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      '\\/evil.test',
      'https:\\\\evil.test',
      'http:evil.test',
      'https:/evil.test',
    ]) {
      expect(safeUrl(value, webOrSite), JSON.stringify(value)).toBeNull();
    }
  });

  it('allows paths of this site only where the place allows them', () => {
    expect(safeUrl('/demo-pages/help.html#contact', webOrSite)).toBe(
      '/demo-pages/help.html#contact',
    );
    expect(safeUrl(' / ', webOrSite)).toBe('/');
    expect(safeUrl('/help', web)).toBeNull();
    // Relative to whatever page it is on: never.
    for (const value of ['help.html', './help', '../help', '?q=1', '#top', 'evil.test']) {
      expect(safeUrl(value, webOrSite), value).toBeNull();
    }
    expect(safeUrl('/a b', webOrSite)).toBeNull();
  });

  it('allows mailto and tel only where contacts are allowed', () => {
    expect(safeUrl('mailto:help@school.example', contact)).toBe('mailto:help@school.example');
    expect(safeUrl('tel:+8215880000', contact)).toBe('tel:+8215880000');
    expect(safeUrl('mailto:help@school.example', web)).toBeNull();
    expect(safeUrl('tel:+8215880000', web)).toBeNull();
    expect(safeUrl('https://x.test', contact)).toBeNull();
    expect(safeUrl('https://x.test', { allow: URL_SCHEMES.WEB_OR_CONTACT })).toBe('https://x.test');
  });

  it('refuses what is not a string, blank or not a URL', () => {
    for (const value of [undefined, null, 42, {}, ['https://x.test'], '', '   ', 'http://', '::']) {
      expect(safeUrl(value, webOrSite), String(value)).toBeNull();
    }
  });
});
