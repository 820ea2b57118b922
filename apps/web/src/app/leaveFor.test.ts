import { URL_SCHEMES } from '@platform/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor, openInNewTab } from './leaveFor.ts';

const web = { allow: URL_SCHEMES.WEB };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('leaveFor and openInNewTab', () => {
  // Issue 17 item 2: the frame's client download assigned a `javascript:` downloadLink.
  it('DownloadLinkJavascriptRunsNothing: refuse a script link and do nothing', () => {
    const assign = vi.spyOn(globalThis.location, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(globalThis, 'open').mockImplementation(() => null);
    for (const link of ['javascript:alert(document.cookie)', ' JAVASCRIPT:alert(1)', 'data:,x']) {
      expect(leaveFor(link, web), link).toBe(false);
      expect(openInNewTab(link, web), link).toBe(false);
    }
    expect(leaveFor(undefined, web)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('follows an http(s) link, trimmed; a new tab cannot reach back', () => {
    const assign = vi.spyOn(globalThis.location, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(globalThis, 'open').mockImplementation(() => null);
    expect(leaveFor(' https://download.example/setup.exe ', web)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://download.example/setup.exe');
    expect(openInNewTab('https://download.example/setup.exe', web)).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://download.example/setup.exe',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
