import { describe, expect, it } from 'vitest';
import { findBrowser, INSTALL_HINT, requireBrowser } from './find-browser.mjs';

describe('findBrowser', () => {
  it('prefers CHROME_PATH when it is an executable', () => {
    expect(findBrowser({ CHROME_PATH: process.execPath })).toEqual({
      source: 'CHROME_PATH',
      path: process.execPath,
    });
  });

  it('passes over a CHROME_PATH that is not there', () => {
    expect(findBrowser({ CHROME_PATH: '/nonexistent/chrome' })?.source).not.toBe('CHROME_PATH');
  });

  it('says how to install a browser when it finds none', () => {
    expect(INSTALL_HINT).toMatch(/apt-get install -y chromium/);
    expect(INSTALL_HINT).toMatch(/CHROME_PATH/);
    if (!findBrowser({})) expect(() => requireBrowser({})).toThrow(INSTALL_HINT);
  });
});
